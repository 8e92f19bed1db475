import { franc, francAll } from 'franc'
import { bcp47FromIso3 } from './iso3'
import { LANGUAGES_OF_WORD, SIGNATURE_LETTERS, STRONG_WORDS } from './lexicon'
import { scriptCounts, SINGLE_LANGUAGE_SCRIPTS, type Script } from './scripts'

/** Below this many letters, statistical detection guesses; only words and scripts count. */
const MIN_STATISTICAL_LETTERS = 40

const FRANC_LATIN = [
  'spa',
  'eng',
  'por',
  'ind',
  'fra',
  'deu',
  'jav',
  'vie',
  'ita',
  'tur',
  'pol',
  'swh',
  'sun',
  'ron',
  'hau',
  'bos',
  'hrv',
  'nld',
  'yor',
  'uzn',
  'zlm',
  'ibo',
  'ceb',
  'tgl',
  'hun',
  'azj',
  'ces',
  'swe',
  // Danish and Norwegian are left to the word lists: franc cannot tell them apart in a review.
  'som',
  'zul',
  'kin',
  'cat',
  'glg',
  'fin',
  'slk',
  'slv',
  'lit',
  'lvs',
  'ekk',
  'als',
  'afr',
]
const FRANC_CYRILLIC = ['rus', 'ukr', 'bel', 'bul', 'srp', 'kaz', 'mkd', 'tat', 'kir', 'tgk', 'khk']
const FRANC_DEVANAGARI = ['hin', 'mar', 'npi', 'mai', 'bho', 'mag']

const SIMPLIFIED_ONLY = new Set(
  '这个们说为时会来对没还应开关问题发现后点从让买钱费账号录机载闪广务实经过样动车电脑页设计级软体验难欢谢错误复数据丢钟长间显无户帐优质爱卖线网络连国语图听读写书东边报总觉种给进么吗该业处换导续选项单击键输认证码备员华银币订阅购额贵积极态烦恼',
)
const TRADITIONAL_ONLY = new Set(
  '這個們說為時會來對沒還應開關問題發現後點從讓買錢費帳號錄機載閃廣務實經過樣動車電腦頁設計級軟體驗難歡謝錯誤復數據丟鐘長間顯無戶帳優質愛賣線網絡連國語圖聽讀寫書東邊報總覺種給進麼嗎該業處換導續選項單擊鍵輸認證碼備員華銀幣訂閱購額貴積極態煩惱',
)

function francPick(text: string, only?: string[]): string | null {
  return bcp47FromIso3(
    franc(text, { minLength: MIN_STATISTICAL_LETTERS, ...(only ? { only } : {}) }),
  )
}

/** Languages franc scores within a hair of its best guess: on short texts the order among them is noise. */
function francNear(text: string, only: string[]): string[] {
  const ranked = francAll(text, { minLength: MIN_STATISTICAL_LETTERS, only })
  const best = ranked[0]?.[1] ?? 0
  return ranked
    .filter(([code, score]) => code !== 'und' && score >= best * 0.95)
    .map(([code]) => bcp47FromIso3(code) ?? code)
}

function chinese(text: string): string {
  let simplified = 0
  let traditional = 0
  for (const ch of text) {
    if (SIMPLIFIED_ONLY.has(ch)) simplified++
    else if (TRADITIONAL_ONLY.has(ch)) traditional++
  }
  return traditional > simplified ? 'zh-Hant' : 'zh'
}

// Words that tell Ukrainian, Russian and Bulgarian apart when no signature letter does.
const CYRILLIC_WORDS: Record<string, Set<string>> = {
  uk: new Set(
    'що щодня дуже це та як мені застосунок додаток дякую чудовий користуюся але працює хороший гарний зручний немає треба коли вже'.split(
      ' ',
    ),
  ),
  ru: new Set(
    'что очень это как мне приложение спасибо отличное отличный пользуюсь но работает хороший удобный нет надо когда уже все всё'.split(
      ' ',
    ),
  ),
  bg: new Set(
    'че много това как ми приложението благодаря страхотно използвам но работи добро удобно няма трябва когато вече се'.split(
      ' ',
    ),
  ),
}

// Words that tell Kyrgyz from Mongolian when both letters ө and ү turn up and ң does not.
const KYRGYZ_WORDS = new Set(
  'жана үчүн менен эмес бул абдан рахмат колдонмо жакшы өтө сонун иштебейт'.split(' '),
)
const MONGOLIAN_WORDS = new Set(
  'байна юм бол энэ их маш баярлалаа апп сайн биш гоё ажиллахгүй'.split(' '),
)

// Words that name Belarusian, Kyrgyz or Mongolian when none of their own letters turns up (two
// needed, so a stray word inside Russian does not count), and Macedonian or Serbian once a ј does.
const CYRILLIC_MINOR_WORDS: Record<string, Set<string>> = {
  be: new Set(
    'дзякуй вельмі кожны дзень калі праграма праграму праграмы яе ёю гэта карыстаюся выдатная выдатна раздражняе вылятае адкрываю таксама дзякуем прабачце шкадуем вашу ваша вашай нашай каманда каманды'.split(
      ' ',
    ),
  ),
  ky: new Set(
    'колдонмо абдан сайын калат жабылып ачкан тажатат сонун колдоном жана үчүн менен эмес бул рахмат жакшы иштебейт сиздин биздин кечиресиз'.split(
      ' ',
    ),
  ),
  mn: new Set(
    'байна юм бол энэ маш баярлалаа апп сайн биш гоё ажиллахгүй нээх болгонд гацаад хаагддаг бухимдалтай гайхалтай бүр ашигладаг таны бид манай уучлаарай'.split(
      ' ',
    ),
  ),
}
const MK_SR_WORDS: Record<string, Set<string>> = {
  mk: new Set(
    'секој ја го ќе многу апликацијата користам кога пат ден е вашата вашиот нашиот благодариме жал ве'.split(
      ' ',
    ),
  ),
  sr: new Set(
    'сваки је га ћу веома баш користим када пут дан ваша ваш наш хвала жао вас вам'.split(' '),
  ),
}

/** The language with the most words from its list, when it has at least `min` and strictly leads. */
function wordVote(
  tokens: readonly string[],
  lists: Record<string, Set<string>>,
  min: number,
): string | null {
  const scores = Object.entries(lists)
    .map(([lang, words]) => [lang, tokens.filter((t) => words.has(t)).length] as const)
    .sort((a, b) => b[1] - a[1])
  const [top, second] = scores
  return top && top[1] >= min && top[1] > (second?.[1] ?? 0) ? top[0] : null
}

function cyrillic(text: string, letters: number): string {
  if (/ў/iu.test(text)) return 'be'
  // Turkic and Mongolian letters come first: Kazakh also writes і, Kyrgyz and Mongolian ы and э.
  if (/[әғқұһ]/iu.test(text)) return 'kk'
  if (/ң/iu.test(text)) return 'ky'
  if (/[өү]/iu.test(text)) {
    const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? []
    const ky = tokens.filter((t) => KYRGYZ_WORDS.has(t)).length
    const mn = tokens.filter((t) => MONGOLIAN_WORDS.has(t)).length
    return ky > mn ? 'ky' : 'mn'
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  // Belarusian writes і beside ы and э; Ukrainian has no ы or э, Russian no і.
  if (/і/iu.test(text) && /[ыэ]/iu.test(text)) return 'be'
  const minor = wordVote(words, CYRILLIC_MINOR_WORDS, 2)
  if (minor) return minor
  if (/[іїєґ]/iu.test(text)) return 'uk'
  if (/[ѓќѕ]/iu.test(text)) return 'mk'
  if (/[ђћџљњ]/iu.test(text)) return 'sr'
  // ј is Macedonian or Serbian, never Russian, Ukrainian or Bulgarian.
  if (/ј/iu.test(text)) return wordVote(words, MK_SR_WORDS, 1) ?? 'sr'
  // Ukrainian and Bulgarian have no ы, э or ё.
  if (/[ыэё]/iu.test(text)) return 'ru'
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? []
  const scores = Object.entries(CYRILLIC_WORDS)
    .map(([lang, words]) => [lang, tokens.filter((t) => words.has(t)).length] as const)
    .sort((a, b) => b[1] - a[1])
  const [top, second] = scores
  if (top && top[1] > 0 && top[1] > (second?.[1] ?? 0)) return top[0]
  const guess = letters >= MIN_STATISTICAL_LETTERS ? francPick(text, FRANC_CYRILLIC) : null
  // Bulgarian without a single ъ is, in practice, Russian that franc found too short to tell.
  if (guess === 'bg' && !/ъ/iu.test(text)) return 'ru'
  return guess ?? 'ru'
}

// Frequent words that tell Hindi, Marathi and Nepali apart in a short review.
const DEVANAGARI_WORDS: Record<string, Set<string>> = {
  hi: new Set(
    'है हैं मैं बहुत और का की के को में नहीं आप हम यह ऐप करता करती रहा रही हो जाता जाती था थी लेकिन'.split(
      ' ',
    ),
  ),
  mr: new Set(
    'आहे आहेत मी खूप छान प्रत्येक होतं होते झाला आणि नाही करा तुम्ही आपल्या आपल्याला आपला आम्ही आमची आमच्या आमचा वेळी उघडलं वापरतो त्रासदायक'.split(
      ' ',
    ),
  ),
  ne: new Set(
    'छ छन् हो गर्छु धेरै राम्रो हरेक पटक र तपाईं तपाईंको तपाईंलाई हामी हाम्रो गर्नुहोस् भयो लाग्छ हुन्छ छौं लागि एप'.split(
      ' ',
    ),
  ),
}

function arabicScript(text: string): string {
  if (/[ٹڈڑںے]/u.test(text)) return 'ur'
  if (/[پچژگیک]/u.test(text)) return 'fa'
  return 'ar'
}

/**
 * Whether the word lists alone already settle it (four votes or more, twice the runner-up):
 * franc costs a few hundred microseconds a review, which adds up over a first import.
 */
function clearLead(scores: ReadonlyMap<string, number>): boolean {
  const [top = 0, second = 0] = [...scores.values()].sort((a, b) => b - a)
  return top >= 4 && top >= 2 * second
}

const MALAY_ONLY = new Set([
  'boleh',
  'tak',
  'nak',
  'mahu',
  'kerana',
  'lah',
  'tetapi',
  'sahaja',
  'sebab',
  'awak',
  'kat',
  'dah',
  'ni',
  'ranap',
  'asyik',
  'guna',
  'pasukan',
  'maklum',
  'sila',
  'sokongan',
  'gembira',
  'memaklumkan',
])

const NON_ASCII = /[^\u0020-\u007e\s]/

function latin(text: string, letters: number, hint: string | null): string | null {
  const tokens = text.toLowerCase().match(/[\p{L}\p{M}'’]+/gu) ?? []
  const scores = new Map<string, number>()
  const vote = (lang: string, n: number) => scores.set(lang, (scores.get(lang) ?? 0) + n)
  for (const raw of tokens) {
    const token = raw.replace(/’/g, "'")
    for (const lang of LANGUAGES_OF_WORD.get(token) ?? []) vote(lang, 1)
    const strong = STRONG_WORDS.get(token)
    if (strong) vote(strong, 2)
  }
  // Every signature letter is outside ASCII: a plain-ASCII text has none to look for.
  if (NON_ASCII.test(text)) {
    for (const [re, lang] of SIGNATURE_LETTERS) {
      const hits = text.match(re)?.length ?? 0
      // Two of Vietnamese's own letters settle it.
      if (lang === 'vi' && hits >= 2) return 'vi'
      if (hits) vote(lang, Math.min(3, hits))
    }
  }
  if (letters >= MIN_STATISTICAL_LETTERS && !clearLead(scores)) {
    const near = francNear(text, FRANC_LATIN)
    // Spanish, Galician and French can score alike on a short review: the territory decides.
    const guess = hint && near.includes(hint) ? hint : near[0]
    if (guess) vote(guess, 2)
  }
  if (hint && (scores.get(hint) ?? 0) > 0) vote(hint, 1)
  // Malay and Indonesian share most words; without a word only Malay uses, it is Indonesian
  // (by far the more common on the stores).
  const malayOnly = tokens.filter((t) => MALAY_ONLY.has(t)).length
  if ((scores.get('ms') ?? 0) > 0 && malayOnly === 0) {
    vote('id', scores.get('ms') ?? 0)
    scores.delete('ms')
  } else if (malayOnly > 0 && (scores.get('ms') ?? 0) >= 2) vote('ms', 3 * malayOnly)
  const ranked = [...scores].sort((a, b) => b[1] - a[1])
  const [top, second] = ranked
  if (!top) return letters >= MIN_STATISTICAL_LETTERS ? francPick(text) : null
  const margin = top[1] > (second?.[1] ?? 0)
  if (margin && top[1] >= 2) return top[0]
  if (margin && top[1] >= 1 && tokens.length <= 3) return top[0]
  return null
}

/**
 * The language of a text as a BCP-47 tag (`en`, `pt`, `zh-Hant`, ...), or null when the text is
 * too short or too mixed to tell. Scripts decide first (Hangul is Korean, kana Japanese, ...);
 * Latin and Cyrillic texts are settled by frequent words and signature letters, with franc (187
 * languages) helping once a text has enough letters to be judged statistically. `hint` is the
 * language the review's territory suggests: it settles a near tie, never overrules clear evidence.
 */
export function detectLanguage(text: string, hint: string | null = null): string | null {
  const clean = text
    .replace(/https?:\/\/\S+|www\.\S+/giu, ' ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/gu, ' ')
    .replace(/[@#][\p{L}\p{N}_]+/gu, ' ')
  const counts = scriptCounts(clean)
  let letters = 0
  for (const n of counts.values()) letters += n
  if (letters < 2) return null

  const han = counts.get('Han') ?? 0
  const kana = counts.get('Kana') ?? 0
  if (kana >= 2 && kana + han >= letters * 0.3) return 'ja'
  let dominant: Script | null = null
  let best = 0
  for (const [script, n] of counts) {
    if (script === 'Latin' || script === 'Kana') continue
    if (n > best) {
      best = n
      dominant = script
    }
  }
  if (dominant && best >= letters * 0.3) {
    const single = SINGLE_LANGUAGE_SCRIPTS[dominant]
    if (single) return single
    switch (dominant) {
      case 'Han':
        return chinese(clean)
      case 'Cyrillic':
        return cyrillic(clean, best)
      case 'Arabic':
        return arabicScript(clean)
      case 'Devanagari':
        return (
          wordVote(clean.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [], DEVANAGARI_WORDS, 1) ??
          (best >= MIN_STATISTICAL_LETTERS ? francPick(clean, FRANC_DEVANAGARI) : null) ??
          'hi'
        )
      default:
        return best >= MIN_STATISTICAL_LETTERS ? francPick(clean) : null
    }
  }
  return latin(clean, counts.get('Latin') ?? 0, hint)
}
