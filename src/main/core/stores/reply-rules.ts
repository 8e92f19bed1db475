/**
 * What each store allows a reply to be, for the drafters (built-in and model) and the voice
 * preview. Each store's folder states its own rules; shared code looks them up by store and
 * never names one.
 */
import type { DraftStore } from '../../../shared/dto/drafting'
import type { CoreContext } from '../context'
import { APP_STORE_REPLY_RULES } from './app-store/reply-rules'
import { GOOGLE_PLAY_REPLY_RULES } from './google-play/reply-rules'

export interface StoreReplyRules {
  /** The longest reply, in UTF-16 units of the HTML-stripped text, when no app sets its own. */
  defaultLimit: number
  /** The app's own cap, when the store lets each app set one (null: the default always holds). */
  appCap: ((ctx: CoreContext, appId: string) => number) | null
  /** How long built-in drafts aim to be at most: nobody reads an essay under a review. */
  builtinTarget: number
  /** Characters a model is told to keep free below the limit (models overshoot). */
  modelMargin: number
  /** Added to the model's length rule when the store refuses longer replies outright. */
  limitNote: string | null
  /** The store's refund path, as the model is told it. */
  refundRule: string
}

export const REPLY_RULES: Record<DraftStore, StoreReplyRules> = {
  app_store: APP_STORE_REPLY_RULES,
  google_play: GOOGLE_PLAY_REPLY_RULES,
}

/** The app's own reply cap on a store that lets apps set one, else null. */
export function appReplyCap(
  ctx: CoreContext,
  store: DraftStore,
  appId: string | null | undefined,
): number | null {
  const cap = REPLY_RULES[store].appCap
  return cap && appId ? cap(ctx, appId) : null
}
