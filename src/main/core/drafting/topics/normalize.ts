import { withPleasUndrawn } from './elongated'

// Letters that do not decompose into a base letter plus a mark.
// Russian "ё" is mostly typed as "е"; Ukrainian writes its apostrophe three ways.
const FOLD: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', '’': "'", ё: 'е', ʼ: "'" }

/**
 * Lower-cases and folds text for keyword matching. Accents are dropped for Latin-script
 * languages (people often type without them), but kept for Vietnamese, where they are the
 * word. Arabic loses vowel marks and tatweel and unifies alef, yeh and teh marbuta forms.
 */
export function normalizeForMatch(text: string, lang: string): string {
  let t = withPleasUndrawn(text.normalize('NFC').toLowerCase())
  if (lang === 'ar') {
    return t
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .replace(/[أإآ]/g, 'ا')
      .replace(/ى/g, 'ي')
      // Final "ة" is often typed as "ه" ("مشكله").
      .replace(/ة/g, 'ه')
  }
  if (lang === 'vi') return t.replace(/’/g, "'")
  t = t.replace(/[ıłøđßæœ’ёʼ]/g, (c) => FOLD[c] ?? c)
  return t.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC')
}
