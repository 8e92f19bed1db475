import type { BillingCase } from '../read/types'
import type { Move } from './plan'

/**
 * Billing cases about how the store sells the app, not a charge gone wrong: the family cannot
 * use it through family sharing, the charge came in another currency, the price went up. No
 * team Answer answers them (a restore step would tell a family member to sign in to the payer's
 * account), and each gets its own store path.
 */
export const STORE_CASES: ReadonlySet<BillingCase> = new Set<BillingCase>([
  'family_sharing',
  'wrong_currency',
  'price_rise',
])

/**
 * The store's own path after the restated case. A charge in another currency is a charge: the
 * store's refund path. A price that went up on a subscription: the store's subscription
 * settings, where it is seen or cancelled (no refund is asked). Family sharing: none, the team
 * checks the purchase with them.
 */
export function storePath(billing: BillingCase, subscription: boolean): Move[] {
  if (billing === 'family_sharing') return []
  if (billing === 'child_purchase') return [{ kind: 'refundPath' }, { kind: 'approval' }]
  if (billing === 'price_rise') return subscription ? [{ kind: 'storeSettings' }] : []
  return [{ kind: 'refundPath' }]
}

/** Concepts that are a subscription: its price is managed in the store's subscription settings. */
export const SUBSCRIBED = new Set(['subscription', 'yearly_plan', 'monthly_plan', 'plus'])

/**
 * The name a store case's line may carry: a plain name of what was bought ("Premium", "the
 * season pass"). A longer one carries the review's own words along ("Premium with Family
 * Sharing … through family sharing"), and a sum is no price that went up ("the price of $9.99").
 */
export function storeNamed<T extends { text: string; kind: string }>(
  billing: BillingCase,
  thing: T | undefined,
): T | undefined {
  if (!thing || !STORE_CASES.has(billing)) return thing
  const plain = thing.text.trim().split(/\s+/u).length <= 3
  return plain && !(billing === 'price_rise' && thing.kind === 'purchase') ? thing : undefined
}
