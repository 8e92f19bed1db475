import type { NamedThing, Point, Reading } from '../read/types'
import { PURCHASES } from './store-billing'

/**
 * Purchases lost beside lost data ("back to level 1, and the boosters I bought are gone too",
 * "give me back my progress and the boosters I bought"). A loss is never split: the loss line
 * names the data and the purchase together, and the purchase is restored with the data (the
 * team checks the account), never refunded through the store as a charge gone wrong.
 */

/** Bought things a loss can take with it: stock and unlocks, not the plan a reviewer pays for. */
const STOCK = new Set(['coins', 'gems', 'boosters', 'lives', 'bundle', 'remove_ads'])

/** Billing cases that, beside a loss, are the purchase lost with the data. */
const LOST_WITH_DATA = new Set(['purchase_missing', 'refund', 'other'])

const billingOf = (reading: Reading): Point | undefined =>
  reading.points.find((p) => p.intent === 'billing')

/**
 * Whether the review's billing point is the purchase lost with the data: a loss beside it, and
 * a purchase gone missing, or a "give it back" that names no sum (a sum asked back is a refund).
 */
export function foldsIntoLoss(reading: Reading): boolean {
  const billing = billingOf(reading)
  if (!billing || !reading.points.some((p) => p.intent === 'data_loss')) return false
  const kind = reading.billing ?? 'other'
  if (!LOST_WITH_DATA.has(kind)) return false
  return kind === 'purchase_missing' || !billing.things.some((t) => t.kind === 'purchase')
}

/** The purchase lost beside the data, as the review names it; never the lost data itself. */
export function boughtLost(
  loss: Point | undefined,
  reading: Reading,
  item: string | undefined,
  nameable: (t: NamedThing) => boolean,
): string | undefined {
  const other = (t: NamedThing) => t.text !== item && t.kind === 'feature'
  const stock = (loss?.things ?? []).find(
    (t) => other(t) && t.concept !== null && STOCK.has(t.concept),
  )
  if (stock) return stock.text
  if (!foldsIntoLoss(reading)) return undefined
  const things = billingOf(reading)?.things ?? []
  return (
    things.find((t) => other(t) && t.concept !== null && PURCHASES.has(t.concept)) ??
    things.find((t) => other(t) && t.concept !== 'ads' && nameable(t))
  )?.text
}
