/**
 * "… und die Suche findet alte Notizen nicht mehr", "… and the search doesn't find anything": a
 * complaint clause that says a thing does not do something is a fault said in other words, so a
 * thing it names beside the first fault is a second thing going wrong. A clause that only judges
 * the thing ("the search is too basic") says no "not" and stays a grievance.
 */

const W = String.raw`(?<![\p{L}\p{N}])`
const E = String.raw`(?![\p{L}\p{N}])`
const words = (list: string) => new RegExp(`${W}(?:${list})${E}`, 'iu')

/** Words that say a thing does not do (or no longer does) something, per language (compiled once). */
const NOT: Record<string, RegExp> = {
  en: /(?<![\p{L}])(?:doesn'?t|don'?t|didn'?t|won'?t|can'?t|cannot|isn'?t|aren'?t|no longer|not (?:working|loading|showing|finding|saving|syncing)|never (?:works|loads|shows|finds|saves|syncs))(?![\p{L}])/iu,
  de: words('nicht mehr|nicht|kein|keine|keinen|nie'),
  fr: words('ne|n|plus|jamais|pas'),
  es: words('no|ya no|nunca'),
  it: words('non|più|mai'),
  pt: words('não|nao|nunca'),
  nl: words('niet|niet meer|nooit|geen'),
  sv: words('inte|inte längre|aldrig|ingen|inga'),
  pl: words('nie|już nie|nigdy'),
  ru: words('не|больше не|никогда'),
  uk: words('не|більше не|ніколи'),
  tr: /\p{L}+(?:mıyor|miyor|muyor|müyor|mıyo|miyo|muyo|müyo|maz|mez|amıyor|emiyor)(?![\p{L}])/iu,
  id: words('tidak|tdk|gak|ga|nggak|enggak|tak'),
  vi: words('không|ko|chẳng'),
  hi: words('नहीं|nahi|nahin'),
  ar: words('لا|لم|لن|ما عاد'),
}

/** Whether the clause says, in its language, that something does not (or no longer) work or do. */
export function saysNot(clause: string, lang: string): boolean {
  return NOT[lang]?.test(clause) ?? false
}
