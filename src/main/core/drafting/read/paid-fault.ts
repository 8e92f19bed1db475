/**
 * "I paid for premium and the search doesn't work", "search doesnt find anything inside pdfs,
 * the whole reason i paid": having paid is why the fault hurts, not a word on the price. The
 * English topic list hears "paid", "premium", "subscribed" as pricing, so without this the
 * clause is read as a grumble about the price and the fault it names is lost. Only English:
 * the other phrasebooks' price topics hold no words of having paid (checked de, fr, es, pt, it,
 * nl: their clauses keep the fault). Folded text (lower case).
 */

/** They say they paid, bought or subscribed: a fact, or the reason they did. */
const PAID =
  /\b(?:(?:i|we|i've|ive|i have|i had|i just|i already|already|just) (?:paid|bought|purchased|subscribed|upgraded|pay)|paid (?:for|to)|paying for|reason (?:i|we) (?:paid|pay|bought|subscribed|upgraded|got premium|went premium)|why (?:i|we) (?:paid|bought|subscribed|upgraded))\b/

/** Words that judge the price itself: then the price is a grievance after all. */
const PRICE_JUDGED =
  /\b(?:expensive|overpriced|pric(?:e|es|ey|ing)|cost(?:s|ly)?|rip ?off|scam|waste of money|too much|not worth|worth it|per (?:month|year|week)|a (?:month|year|week)|monthly|yearly|\d+ ?(?:bucks|dollars|euros?|usd))\b|[$€£]/

/**
 * Whether a clause that speaks of money says only that they paid, beside a fault it names:
 * the fault is the point ("named" decides the fault, given by the caller).
 */
export function paidForFault(
  norm: string,
  lang: string,
  named: (norm: string) => boolean,
): boolean {
  if (lang !== 'en' || !PAID.test(norm) || PRICE_JUDGED.test(norm)) return false
  return named(norm)
}
