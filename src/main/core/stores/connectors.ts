/**
 * One face for both stores, so the workflow and the scheduler never branch on wire details.
 */
import type { CoreContext } from '../context'
import type { reviews, storeListings } from '../db/schema'
import {
  appStoreReplyLimit,
  publishAppStoreReply,
  readAppStoreReply,
} from './app-store'
import {
  googlePlayReplyWindow,
  publishGooglePlayReply,
  readGooglePlayReply,
} from './google-play'
import type { PublishOutcome, StoreReply } from './types'

type Listing = typeof storeListings.$inferSelect
type Review = typeof reviews.$inferSelect

export const GOOGLE_PLAY_MAX_REPLY = 350

export interface StoreConnector {
  publish(ctx: CoreContext, listing: Listing, review: Review, body: string): Promise<PublishOutcome>
  /** The reply the store shows now (used to reconcile after a crash or timeout). */
  read(ctx: CoreContext, listing: Listing, review: Review): Promise<StoreReply | null>
  /** Longest reply allowed, in UTF-16 units of the HTML-stripped text. */
  maxLength(ctx: CoreContext, listing: Listing): number
  /** Why a reply cannot be posted now (Google Play's one-week window), or null. */
  cannotReplyReason(ctx: CoreContext, listing: Listing, review: Review): string | null
}

const googlePlay: StoreConnector = {
  publish: (ctx, listing, review, body) => publishGooglePlayReply(ctx, listing, review, body),
  read: (ctx, listing, review) => readGooglePlayReply(ctx, listing, review.storeReviewId),
  maxLength: () => GOOGLE_PLAY_MAX_REPLY,
  cannotReplyReason: (ctx, listing, review) => googlePlayReplyWindow(ctx, listing, review).reason,
}

const appStore: StoreConnector = {
  publish: (ctx, listing, review, body) => publishAppStoreReply(ctx, listing, review, body),
  read: (ctx, listing, review) => readAppStoreReply(ctx, listing, review.storeReviewId),
  maxLength: (ctx, listing) => appStoreReplyLimit(ctx, listing.appId),
  cannotReplyReason: () => null,
}

export function connectorFor(store: Listing['store']): StoreConnector {
  return store === 'google_play' ? googlePlay : appStore
}
