// Letters that do not decompose into a base letter plus a mark.
const FOLD: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', '’': "'" }

/**
 * Lower-cases and folds text for keyword matching. Accents are dropped for Latin-script
 * languages (people often type without them), but kept for Vietnamese, where they are the
 * word. Arabic loses vowel marks and tatweel and unifies alef and yeh forms.
 */
export function normalizeForMatch(text: string, lang: string): string {
  let t = text.normalize('NFC').toLowerCase()
  if (lang === 'ar') {
    return t
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .replace(/[أإآ]/g, 'ا')
      .replace(/ى/g, 'ي')
  }
  if (lang === 'vi') return t.replace(/’/g, "'")
  t = t.replace(/[ıłøđßæœ’]/g, (c) => FOLD[c] ?? c)
  return t.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC')
}
