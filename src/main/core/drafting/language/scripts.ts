/** Writing systems that name their language outright (or narrow it to a few). */
export type Script =
  | 'Latin' | 'Cyrillic' | 'Arabic' | 'Devanagari' | 'Han' | 'Kana' | 'Hangul' | 'Thai'
  | 'Greek' | 'Hebrew' | 'Bengali' | 'Tamil' | 'Telugu' | 'Gujarati' | 'Kannada' | 'Malayalam'
  | 'Gurmukhi' | 'Myanmar' | 'Khmer' | 'Lao' | 'Georgian' | 'Armenian' | 'Sinhala' | 'Ethiopic' | 'Oriya'

const SCRIPTS: [Script, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Han', /\p{Script=Han}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Oriya', /\p{Script=Oriya}/u],
]

/** Scripts used by exactly one language we can name. */
export const SINGLE_LANGUAGE_SCRIPTS: Partial<Record<Script, string>> = {
  Hangul: 'ko',
  Thai: 'th',
  Greek: 'el',
  Hebrew: 'he',
  Bengali: 'bn',
  Tamil: 'ta',
  Telugu: 'te',
  Gujarati: 'gu',
  Kannada: 'kn',
  Malayalam: 'ml',
  Gurmukhi: 'pa',
  Myanmar: 'my',
  Khmer: 'km',
  Lao: 'lo',
  Georgian: 'ka',
  Armenian: 'hy',
  Sinhala: 'si',
  Ethiopic: 'am',
  Oriya: 'or',
}

/** Letter counts per script (marks, digits, punctuation and emoji are not counted). */
export function scriptCounts(text: string): Map<Script, number> {
  const counts = new Map<Script, number>()
  let ascii = 0
  for (const ch of text) {
    // Plain ASCII letters (most of most reviews) are Latin: no regular expression needed.
    const code = ch.charCodeAt(0)
    if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) {
      ascii++
      continue
    }
    if (!/\p{L}/u.test(ch)) continue
    for (const [script, re] of SCRIPTS) {
      if (re.test(ch)) {
        counts.set(script, (counts.get(script) ?? 0) + 1)
        break
      }
    }
  }
  if (ascii > 0) counts.set('Latin', (counts.get('Latin') ?? 0) + ascii)
  return counts
}
