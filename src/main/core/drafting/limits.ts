import type { DraftStore } from '../../../shared/dto/drafting'

/**
 * Google Play rejects replies over about 350 characters (treated as a hard ceiling). Apple
 * publishes no limit; 5,970 is the community-reported figure and each app can set its own cap.
 */
export const STORE_LIMITS = { google_play: 350, app_store: 5970 } as const satisfies Record<DraftStore, number>

/**
 * Built-in drafts stay short on the App Store too: nobody reads an essay under a review.
 * @internal Exported for tests.
 */
export const BUILTIN_APP_STORE_TARGET = 600

/** The hard limit for a store: Google Play's 350, or the app's App Store cap (default 5,970). */
export function replyLimitFor(store: DraftStore, appStoreCap?: number | null): number {
  if (store === 'google_play') return STORE_LIMITS.google_play
  if (typeof appStoreCap === 'number' && Number.isFinite(appStoreCap) && appStoreCap >= 1) {
    return Math.floor(appStoreCap)
  }
  return STORE_LIMITS.app_store
}

/** The length the built-in drafter aims for: the limit, and no more than ~600 on the App Store. */
export function builtinTarget(store: DraftStore, limit: number): number {
  return store === 'app_store' ? Math.min(limit, BUILTIN_APP_STORE_TARGET) : limit
}
