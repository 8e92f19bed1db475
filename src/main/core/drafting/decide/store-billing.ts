import type { BillingCase, Reading } from '../read/types'
import { normalizeForMatch } from '../topics/normalize'
import { triedSteps } from './tried-steps'
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

/** Feature concepts that are things bought: a billing reply names them. */
export const PURCHASES = new Set([
  'subscription',
  'remove_ads',
  'premium',
  'plus',
  'yearly_plan',
  'monthly_plan',
  'trial',
  'coins',
  'gems',
  'boosters',
  'lives',
  'bundle',
])

/** Restoring a purchase, in the drafter's languages (folded: no accents outside Vietnamese). */
const RESTORE =
  /(?<!\p{L})(?:restor\p{L}*|wiederherstell\p{L}*|wiederhergestellt|herstel\p{L}*|hersteld|aterstall\p{L}*|återställ\p{L}*|restaur\p{L}*|ripristin\p{L}*|przywr\p{L}*|восстан\p{L}*|відновл\p{L}*|віднов\p{L}*|geri yukle\p{L}*|geri yükle\p{L}*|pulihkan|khoi phuc|khôi phục)(?!\p{L})|復元|복원|恢复购买|恢復購買|استعادة|रीस्टोर/iu

/**
 * "Tried restore purchases, nothing", "購入の復元も試したけどダメ": the review says the restore
 * was already tried (a usual step taken, and the restore named). Reinstalling alone, which is
 * often how the purchase went missing, is no restore tried.
 */
export function triedRestore(reading: Reading, lang: string): boolean {
  return (
    reading.clauses.some((c) => RESTORE.test(normalizeForMatch(c.text, lang))) &&
    triedSteps(reading, lang)
  )
}
