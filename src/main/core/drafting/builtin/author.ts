import {
  AFTER_TITLES,
  CHINESE_PHRASE,
  CHINESE_TITLES,
  CJK_AFTER_TITLES,
  FAMILY_TITLES,
  FIRST_NAME_TITLES,
  HANDLE_ENDINGS,
  HANDLE_WORDS,
  NAME_ARTICLES,
  NAME_PREFIXES,
  NOT_A_NAME,
  TITLES_IN,
  VIETNAMESE_FAMILY,
} from './author-words'

// Scripts written without spaces between given and family name: use the whole (short) name.
const CJK_NAME =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]{1,6}$/u
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const HANGUL_JAMO = /^[\u3131-\u318e\s]+$/u
const NAME_TOKEN = /^\p{Lu}?[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u
/** Emoji, symbols and decorations people put around a name ("✨Anna✨", "~Lena~", "zoe🌙"). */
const DECORATION =
  /[\p{Extended_Pictographic}\p{So}\p{Sk}*~|•·★☆♡♥♪♫【】「」『』〖〗<>«»"“”]|\u200d|\ufe0f/gu
/** A name and an initial joined into a handle ("anna_k", "lorenzo.c", "Ania_M"). */
const NAME_AND_INITIAL = /^(\p{L}{3,})[._](\p{L})\.?$/u
/** Letters only Vietnamese writes (ơ, ư, đ, and the stacked tone marks). */
const VIETNAMESE_LETTER = /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu

const bare = (token: string): string => token.replace(/[.,:;!]+$/u, '').toLocaleLowerCase()

function tidyCase(token: string): string {
  const lower = token.toLocaleLowerCase()
  const upper = token.toLocaleUpperCase()
  if (token !== lower && token !== upper) return token
  // "ANNA" or "anna": people type names in one case; "Anna" reads better.
  return lower
    .split(' ')
    .map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1))
    .join(' ')
}

/** A handle made of a name and a hobby ("meganplays", "rizkyrun"), or a name stretched out ("mollyy", "jennaaa"). */
function looksLikeHandle(token: string): boolean {
  if (/^\p{Ll}/u.test(token) && /\p{Lu}/u.test(token.slice(1))) return true // "xXgamer", "iPhoneFan"
  if (/(\p{L})\1\1/u.test(token)) return true
  const lower = token.toLocaleLowerCase()
  if (token === lower) {
    if (/(aa|ii|uu|yy)$/u.test(lower)) return true
    if (HANDLE_ENDINGS.some((end) => lower.length >= end.length + 3 && lower.endsWith(end)))
      return true
  }
  return false
}

function isTitle(token: string, language: string | null, kind: 'first' | 'family'): boolean {
  const word = bare(token)
  if (kind === 'family') return FAMILY_TITLES.has(word)
  if (FIRST_NAME_TITLES.has(word)) return true
  const langs = TITLES_IN[word]
  return langs !== undefined && language !== null && langs.includes(language)
}

/**
 * A Chinese, Japanese or Korean name or handle, as the greeting of that language uses it: the
 * Japanese and Korean greetings add their own honorific (様, 님), so "田中さん" is "田中"; a family
 * name alone ("王", "김") is not greeted; "王先生" stays whole where Chinese writes it so.
 */
function cjkName(name: string, language: string | null): string | null {
  if (NOT_A_NAME.has(name) || HANGUL_JAMO.test(name)) return null
  const chineseTitle = CHINESE_TITLES.find((t) => name.endsWith(t) && name.length > t.length)
  if (chineseTitle && language !== 'ja' && language !== 'ko') return name
  let rest = name
  for (const title of CJK_AFTER_TITLES)
    if (rest.endsWith(title) && rest.length > title.length) rest = rest.slice(0, -title.length)
  if (rest !== name && [...rest].length < 2) return null
  if (NOT_A_NAME.has(rest)) return null
  if (
    /\p{Script=Han}/u.test(rest) &&
    !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(rest) &&
    [...rest].some((c) => CHINESE_PHRASE.has(c))
  )
    return null
  return rest
}

/**
 * The name to greet in a Vietnamese full name: the last word when the family name comes first
 * ("Nguyễn Văn Hùng" → "Hùng"), the first when it comes last ("Long Nguyen"), and both words
 * of a two-word given name ("Hải Yến"). Null when the name is not Vietnamese.
 */
function vietnameseName(tokens: readonly string[], language: string | null): string | null {
  if (tokens.length < 2) return null
  const first = bare(tokens[0] ?? '')
  const last = bare(tokens[tokens.length - 1] ?? '')
  const marked = tokens.some((t) => VIETNAMESE_LETTER.test(t))
  if (!marked && language !== 'vi' && !VIETNAMESE_FAMILY.has(first) && !VIETNAMESE_FAMILY.has(last))
    return null
  if (VIETNAMESE_FAMILY.has(last) && !VIETNAMESE_FAMILY.has(first)) return tokens[0] ?? null
  if (VIETNAMESE_FAMILY.has(first)) return tokens[tokens.length - 1] ?? null
  if (tokens.length === 2 && (marked || language === 'vi')) return tokens.join(' ')
  return tokens[0] ?? null
}

/**
 * The reviewer's first name, only when the author field looks like a person's name: not a
 * store placeholder ("A Google user"), a handle ("xXgamer99", "Coffee Lover"), an e-mail or a
 * sentence, and never a title ("Dr.", "Herr", "Pak", "Chị", "-san"). `language` is the reply's:
 * it decides a few titles that are names elsewhere ("Don"), and how CJK names are greeted.
 */
export function firstNameOf(
  author: string | null | undefined,
  language: string | null = null,
): string | null {
  if (!author) return null
  language = language?.split('-')[0] ?? null
  let a = author
    .normalize('NFC')
    .replace(/\([^)]*\)|\[[^\]]*\]/gu, ' ')
    .replace(DECORATION, ' ')
    .trim()
    .replace(/\s+/g, ' ')
  if (!a || a.length > 40) return null
  const joined = NAME_AND_INITIAL.exec(a)
  if (joined?.[1]) a = joined[1]
  if (/google|apple|[@_/\\:#0-9]|https?|www\./iu.test(a)) return null
  if (NOT_A_NAME.has(a.toLowerCase())) return null
  if (CJK_NAME.test(a.replace(/\s/g, ''))) return cjkName(a.replace(/\s/g, ''), language)
  // Latin letters and CJK in one word ("tq유저") make a handle.
  if (CJK.test(a)) return null

  let tokens = a.split(' ')
  if (tokens.length > 4) return null
  if (tokens.some((t) => HANDLE_WORDS.has(bare(t)))) return null
  // "Tanaka-san", "Ramesh ji", "Ahmet Bey": the honorific goes, the name stays.
  const lastIndex = tokens.length - 1
  const attached = /^(.{2,})-(san|sama|kun|chan|ji|sensei)$/iu.exec(tokens[lastIndex] ?? '')
  if (attached?.[1]) tokens = [...tokens.slice(0, lastIndex), attached[1]]
  else if (tokens.length > 1 && AFTER_TITLES.has(bare(tokens[lastIndex] ?? '')))
    tokens = tokens.slice(0, lastIndex)

  let name: string | undefined
  if (tokens.length > 1 && isTitle(tokens[0] ?? '', language, 'family')) {
    // "Dr. Anna Weber" greets Anna; "Dr. Weber" and "Herr Müller" greet nobody by name.
    const rest = tokens.slice(1).filter((t) => !isTitle(t, language, 'family'))
    name = rest.length >= 2 ? rest[0] : undefined
    if (!name) return null
  } else if (tokens.length > 1 && isTitle(tokens[0] ?? '', language, 'first')) {
    // "Pak Budi Santoso" greets Budi, "Ông Nguyễn Văn Ba" greets Ba.
    const rest = tokens.slice(1)
    name = vietnameseName(rest, language) ?? rest[0]
  } else if (
    tokens.length === 1 &&
    (isTitle(tokens[0] ?? '', language, 'first') || isTitle(tokens[0] ?? '', language, 'family'))
  ) {
    return null
  } else {
    const prefix = bare(tokens[0] ?? '')
    if (NAME_PREFIXES.has(prefix) && tokens[1]) {
      // "Abdul Rahman", "Abu Faisal", "Abd al Rahman": one name in two or three words.
      const article = NAME_ARTICLES.has(bare(tokens[1])) && tokens[2] ? 3 : 2
      const parts = tokens.slice(0, article)
      if (parts.every((t) => NAME_TOKEN.test(t.replace(/[.,]$/u, ''))))
        return tidyCase(parts.join(' '))
    }
    name = vietnameseName(tokens, language) ?? tokens[0]
  }

  const first = name?.replace(/[.,]$/u, '') ?? ''
  if ([...first].length < 2 || first.length > 25) return null
  if (!first.split(' ').every((w) => NAME_TOKEN.test(w))) return null
  if (looksLikeHandle(first)) return null
  if (NOT_A_NAME.has(first.toLowerCase()) || HANDLE_WORDS.has(first.toLowerCase())) return null
  return tidyCase(first)
}
