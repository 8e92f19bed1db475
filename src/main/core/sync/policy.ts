/**
 * How often to poll each store, within its budget:
 * - Google Play allows 200 reads per rolling hour per app. Polling every 50 s (55 s at most with
 *   jitter, so a new review shows within a minute) with one page uses 72; the interval stretches with the pages a pass needs so polling stays under half the
 *   budget (100/h), leaving the rest for single-review reads and "Sync now".
 * - The App Store's budget is per API key and reported in `X-Rate-Limit`; poll every 5 minutes,
 *   and every 15 while less than half of the hour's budget is left.
 * After errors: exponential backoff from 1 minute to 1 hour. Every interval gets ±10 % jitter so
 * many apps do not poll in lockstep.
 */
const GOOGLE_PLAY_BASE_MS = 50_000
const GOOGLE_PLAY_POLL_BUDGET_PER_HOUR = 100
const APP_STORE_BASE_MS = 5 * 60_000
const APP_STORE_SLOW_MS = 15 * 60_000
const HOUR_MS = 60 * 60_000
const MAX_BACKOFF_MS = HOUR_MS

export function jitter(ms: number, random: () => number): number {
  return Math.round(ms * (0.9 + random() * 0.2))
}

export function googlePlayInterval(pagesPerPass: number, readsUsedThisHour: number): number {
  const pages = Math.max(1, pagesPerPass)
  const spread = (HOUR_MS * pages) / GOOGLE_PLAY_POLL_BUDGET_PER_HOUR
  // Over the polling share already (manual syncs, reconciles): wait long enough to drain it.
  const drain = readsUsedThisHour >= GOOGLE_PLAY_POLL_BUDGET_PER_HOUR ? 10 * 60_000 : 0
  return Math.max(GOOGLE_PLAY_BASE_MS, spread, drain)
}

export function appStoreInterval(rate: { limit: number | null; remaining: number | null } | null): number {
  if (rate?.limit && rate.remaining !== null && rate.remaining < rate.limit / 2) return APP_STORE_SLOW_MS
  return APP_STORE_BASE_MS
}

export function backoff(consecutiveFailures: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, consecutiveFailures - 1))
}
