import type { Reading } from '../read/types'

/**
 * "Paying for premium and the one thing I need doesn't work", "Paid premium for this??", "what's
 * the point of premium": having paid for a plan is why the fault hurts. A reply that apologises
 * for the fault alone drops that second point; one short clause hears it ("You're paying for
 * Premium, so we understand how frustrating this is"). English only: the wording of having paid
 * is read from English text, and only English has the line. Not a price complaint ("too
 * expensive", "$10 a month"): that is a grievance of its own, heard elsewhere.
 */

/** They say they pay or paid for it, or ask what the plan is for. Folded (lower-case) text. */
const PAID =
  /(?:^|[^a-z'])(?:(?:i|we|i'm|im|i am|i've|ive|i have|i had|i just|i already|already|just|still) (?:paid|pay|paying|bought|purchased|subscribed|upgraded)|paying for|paid for|paid (?:premium|pro|plus|the premium|the subscription)|(?:what'?s|what is|whats) the point (?:of|in) (?:paying|having|buying|premium|pro|plus|the subscription|a subscription)|(?:am|are) (?:a )?(?:premium|pro|paying) (?:user|member|subscriber|customer))(?![a-z])/

/** Words that judge the price itself: then it is a price complaint, not this. */
const PRICE_JUDGED =
  /(?:^|[^a-z])(?:expensive|overpriced|pric(?:e|es|ey|ing)|rip ?off|waste of money|too much|not worth|refund|cancel)|[$€£]|\d+ ?(?:bucks|dollars|euros?|usd|\/ ?(?:mo|month|yr|year))/

/** Plan concepts a reviewer pays for again and again, or once to unlock: named in the clause. */
const PLANS = new Set(['premium', 'plus', 'subscription', 'yearly_plan', 'monthly_plan'])

/**
 * The plan to name when an English fault report says they pay for it (the reviewer's own name for
 * it, as read), or undefined. Only when the text names no charge (a billing case has its own line).
 */
export function paidForPlan(reading: Reading): string | undefined {
  if (reading.language !== 'en' || reading.billing !== null || reading.sarcasm) return undefined
  const said = reading.clauses.some((c) => {
    const folded = c.text.toLowerCase().replace(/[’‘]/g, "'")
    return PAID.test(folded) && !PRICE_JUDGED.test(folded)
  })
  if (!said) return undefined
  const plan = reading.things.find(
    (t) => t.kind === 'feature' && t.concept !== null && PLANS.has(t.concept),
  )
  return plan?.text
}
