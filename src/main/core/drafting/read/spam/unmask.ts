/**
 * Undoes the tricks spammers use to slip words and links past filters, so the ad lexicons and
 * the link patterns see what a person reads: letters from the math, circled, squared or
 * fullwidth blocks ("𝐞𝐚𝐫𝐧", "ⓔⓐⓡⓝ"), Cyrillic or Greek look-alikes inside Latin words
 * ("mоnеу"), leetspeak ("fr33 g3ms"), letters spaced out ("e a r n"), and links written out
 * ("bit . ly", "www dot", "site(punto)it", "slash").
 */
export interface Unmasked {
  /** The text as a person reads it, links and addresses joined up; the original when nothing was hidden. */
  plain: string
  /** The same with spaced-out letters and leetspeak read as words: for the lexicons only (it mangles addresses). */
  words: string
  /** Whether letters were disguised (look-alikes, styled letters): a person writing a review does not. */
  disguised: boolean
  /** Whether a link was written out to dodge filters ("bit . ly", "dot com"). */
  hiddenLink: boolean
}

// Letters from other alphabets that look Latin, and Latin letters that look Cyrillic.
const TO_LATIN: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
}
const TO_CYRILLIC: Record<string, string> = {
  a: 'а',
  e: 'е',
  o: 'о',
  p: 'р',
  c: 'с',
  y: 'у',
  x: 'х',
  i: 'і',
  k: 'к',
  m: 'м',
  t: 'т',
  h: 'н',
  b: 'в',
}
const WORD = /[\p{L}\p{M}]+/gu
const LATIN = /\p{Script=Latin}/u
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/u
// Negative circled and negative squared capitals (🅐, 🅰) have no compatibility form: mapped by hand.
const ENCLOSED = /[\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]/gu
const STYLED =
  /[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F149}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]/u
const FULLWIDTH_LATIN = /[\uFF21-\uFF3A\uFF41-\uFF5A]/u
const INVISIBLE = /[\u200B\u2060\uFEFF\u00AD]/g
// Written-out dots and slashes in links, in the languages spammers write them in.
const DOT_WORD = String.raw`(?:dot|punto|punkt|point|ponto|nokta|titik|kropka|точка|крапка|ドット|点)`
const TLD = String.raw`(?:com|net|org|info|biz|xyz|top|site|online|club|shop|store|live|link|click|vip|win|fun|app|io|me|ly|gg|cc|co|tk|ml|ga|cf|gq|ru|ua|de|fr|it|nl|se|pl|es|pt|br|tr|vn|cn|in|id|jp|kr|uk|us|ca|au|mx|ar|sa|eg|ae)`
// "gems(dot)com", "site punto it": a dot written as a word or in brackets, before a TLD.
const WORD_DOT = new RegExp(
  String.raw`(?<=[\p{L}\p{N}])(?:\s*[([{]\s*(?:${DOT_WORD}|\.)\s*[)\]}]\s*|\s+${DOT_WORD}\s+)(?=${TLD}(?![\p{L}\p{N}]))`,
  'giu',
)
// "bit . ly", "gems-gratis . de": a dot with a space before it, then a TLD in small letters
// (a sentence that starts "De verdad…" after "plan ." is no link).
const SPACED_DOT = new RegExp(String.raw`(?<=[a-z0-9-])\s+\.\s*(?=${TLD}(?![\p{L}\p{N}]))`, 'gu')
const WWW_DOT = new RegExp(
  String.raw`\bwww\s*(?:[([{]\s*)?(?:${DOT_WORD}|\.)(?:\s*[)\]}])?\s*`,
  'giu',
)
// "slash", " / " right after a link's host: the path goes with it.
const SPELLED_SLASH = new RegExp(
  String.raw`(?<=\.${TLD})\s*(?:\s(?:slash|barra)\s|\s?/\s?)\s*(?=[\p{L}\p{N}@])`,
  'giu',
)
// "bit ly/x", "vk com/club", "wa me/4915…": a host ads send people to, its dot dropped, its path
// kept. Only these pairs: "love me/you" is no link.
const KNOWN_HOST = String.raw`(?:bit|cutt|t|wa|line|vk|ok|youtube|youtu|tiktok|instagram|facebook|fb|linktr|tinyurl|discord|lin)`
const DOTLESS_HOST = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(bit(?=\s+ly)|cutt(?=\s+ly)|t(?=\s+me)|wa(?=\s+me)|line(?=\s+me)|vk(?=\s+com)|ok(?=\s+ru)|youtube(?=\s+com)|youtu(?=\s+be)|tiktok(?=\s+com)|instagram(?=\s+com)|facebook(?=\s+com)|fb(?=\s+com)|linktr(?=\s+ee)|tinyurl(?=\s+com)|discord(?=\s+gg)|lin(?=\s+ee))\s+(ly|me|com|ru|be|ee|gg)\s*\/\s*(?=[\p{L}\p{N}@+_])`,
  'giu',
)
const MAY_DOTLESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${KNOWN_HOST}\s+(?:ly|me|com|ru|be|ee|gg)\s*\/`,
  'iu',
)
const SPLIT_HANDLE =
  /(?<=(?:telegram|tg|insta(?:gram)?|ig|whatsapp|tiktok|snap(?:chat)?|discord|телег\p{L}*|тг|инст\p{L}*|інст\p{L}*)\s*[:：]?\s*)@\s+(?=[a-z0-9_]{4,})/giu
// Leetspeak digits inside a word of letters ("fr33", "g3ms", "e4rn").
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' }
const LEET_WORD =
  /(?<![\p{L}\p{N}])(?=[\p{L}\d]*\p{L}[\p{L}\d]*\p{L})(?=[\p{L}\d]*[013457])[\p{L}\d]{3,}(?![\p{L}\p{N}])/gu
// Single letters spaced or dotted out, four or more: "e a r n", "F.R.E.E".
const SPACED = /(?<![\p{L}\p{N}])\p{L}(?:[ .\-_*]\p{L}){3,}(?![\p{L}\p{N}])/gu

function fold(word: string, map: Record<string, string>): string {
  return [...word].map((ch) => map[ch.toLowerCase()] ?? ch).join('')
}

/** A word mixing Latin with Cyrillic or Greek letters, written in the script of the review's language. */
function oneScript(word: string, lang: string): string {
  return /^(?:ru|uk|be|bg|sr|mk|kk)\b/.test(lang) ? fold(word, TO_CYRILLIC) : fold(word, TO_LATIN)
}

function leet(word: string): string {
  // A model or version ("S23", "A14", "4G", "10k") has one letter or starts with a digit: left alone.
  if (/^\d/.test(word) || (word.match(/\p{L}/gu) ?? []).length < 2) return word
  return [...word].map((ch) => LEET[ch] ?? ch).join('')
}

// Quick looks that tell whether a slower pass has anything to do: most reviews hide nothing.
const MAY_STYLE = /[\u2460-\u24FF\u3000-\uFFFF\u{10000}-\u{10FFFF}]/u
const MAY_HIDE_LINK =
  /\s\.|[([{]\s*\.|www|dot|punt|punkt|point|ponto|nokta|titik|kropka|точк|крапк|ドット|点|slash|barra|\/\s|\s\//iu
const MAY_SPACE = /(?:^|[^\p{L}\p{N}])\p{L}[ .\-_*]\p{L}[ .\-_*]\p{L}/u
const MAY_LEET = /\p{L}\d|\d\p{L}/u

export function unmask(text: string, lang: string): Unmasked {
  let t = text.replace(INVISIBLE, '')
  let disguised = false
  if (MAY_STYLE.test(t)) {
    // Fullwidth Latin is how Japanese and Chinese type it ("ＬＩＮＥ"); elsewhere it is a disguise.
    disguised = STYLED.test(t) || (FULLWIDTH_LATIN.test(t) && !/^(?:ja|zh|ko)/.test(lang))
    t = t.replace(ENCLOSED, (ch) =>
      String.fromCharCode(65 + (((ch.codePointAt(0) ?? 0) - 0x1f150) % 0x20)),
    )
    t = t.normalize('NFKC')
  }
  if (LATIN.test(t) && CYRILLIC_OR_GREEK.test(t)) {
    t = t.replace(WORD, (word) => {
      if (!LATIN.test(word) || !CYRILLIC_OR_GREEK.test(word)) return word
      disguised = true
      return oneScript(word, lang)
    })
  }
  let hiddenLink = false
  if (MAY_HIDE_LINK.test(t)) {
    const before = t
    t = t
      .replace(WWW_DOT, 'www.')
      .replace(WORD_DOT, '.')
      .replace(SPACED_DOT, '.')
      .replace(SPELLED_SLASH, '/')
    hiddenLink = t !== before
  }
  // "telegram @ premiumfree_bot": the handle split from its @ after a messenger's name.
  if (SPLIT_HANDLE.test(t)) {
    t = t.replace(SPLIT_HANDLE, '@')
    hiddenLink = true
  }
  if (MAY_DOTLESS.test(t)) {
    t = t.replace(DOTLESS_HOST, '$1.$2/')
    hiddenLink = true
  }
  let words = t
  if (MAY_SPACE.test(words)) words = words.replace(SPACED, (run) => run.replace(/[ .\-_*]/g, ''))
  if (MAY_LEET.test(words)) words = words.replace(LEET_WORD, leet)
  return { plain: t, words, disguised, hiddenLink }
}
