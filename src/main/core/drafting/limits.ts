import type { DraftStore } from '../../../shared/dto/drafting'
import { REPLY_RULES } from '../stores/reply-rules'

/** Each store's longest reply when no app sets its own (stores/<store>/reply-rules.ts). */
export const STORE_LIMITS = {
  google_play: REPLY_RULES.google_play.defaultLimit,
  app_store: REPLY_RULES.app_store.defaultLimit,
} as const satisfies Record<DraftStore, number>

/**
 * Built-in drafts stay short on the App Store too: nobody reads an essay under a review.
 * @internal Exported for tests.
 */
export const BUILTIN_APP_STORE_TARGET = REPLY_RULES.app_store.builtinTarget

/** The hard limit for a store: the app's own cap where the store allows one, else the store's. */
export function replyLimitFor(store: DraftStore, appCap?: number | null): number {
  const rules = REPLY_RULES[store]
  if (rules.appCap && typeof appCap === 'number' && Number.isFinite(appCap) && appCap >= 1) {
    return Math.floor(appCap)
  }
  return rules.defaultLimit
}

/** The length the built-in drafter aims for: the limit, and no more than the store's target. */
export function builtinTarget(store: DraftStore, limit: number): number {
  return Math.min(limit, REPLY_RULES[store].builtinTarget)
}
