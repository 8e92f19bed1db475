/**
 * Turkish "your …": the second-person plural possessive a reply puts on the reviewer's own
 * things ("notlarınız", "ilerlemeniz", "Werk klasörünüz"), by the last vowel's harmony. A
 * compound already owned by its first word ("alışveriş listesi", "antrenman programı") trades
 * its own ending for "your". A word that is no Turkish word (a digit, no vowel) is left alone.
 */
const VOWELS = /[aeıioöuü]/giu
const SUFFIX: Record<string, string> = {
  a: 'ı',
  ı: 'ı',
  e: 'i',
  i: 'i',
  o: 'u',
  u: 'u',
  ö: 'ü',
  ü: 'ü',
}
const SOFTEN: Record<string, string> = { k: 'ğ', ç: 'c', p: 'b' }

export function possessed(name: string): string | null {
  const at = name.lastIndexOf(' ')
  const head = name.slice(0, at + 1)
  let word = name.slice(at + 1)
  if (!/^\p{L}+$/u.test(word)) return null
  // "listesi" → "liste", "programı" → "program": the compound's own "its" gives way to "your".
  if (at > 0) word = word.replace(/s?[ıiuü]$/u, '')
  const vowels = word.toLocaleLowerCase('tr').match(VOWELS)
  const last = vowels?.[vowels.length - 1]
  if (!last) return null
  const v = SUFFIX[last] ?? 'ı'
  const endsInVowel = /[aeıioöuü]$/iu.test(word)
  if (endsInVowel) return `${head}${word}n${v}z`
  // A final k, ç or p of a word of two syllables or more softens before a vowel ("kitabınız").
  const end = word.slice(-1)
  const soft = (vowels?.length ?? 0) > 1 ? SOFTEN[end] : undefined
  return `${head}${soft ? word.slice(0, -1) + soft : word}${v}n${v}z`
}
