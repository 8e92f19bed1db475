/**
 * What every store connector hands the core, whatever the store's wire format. Times are epoch ms.
 */
import type { CoreContext } from '../context'
import type { replies, reviews, storeListings } from '../db/schema'

export interface StoreReply {
  body: string
  /** The store's id of the reply (App Store response id); null where the store has none. */
  storeReplyId: string | null
  state: 'published' | 'pending_publish'
  updatedAt: number
}

export interface NormalizedReview {
  storeReviewId: string
  rating: number
  title: string | null
  body: string
  author: string | null
  language: string | null
  territory: string | null
  appVersion: string | null
  appVersionCode?: number | null
  device?: string | null
  osVersion?: string | null
  thumbsUp?: number | null
  thumbsDown?: number | null
  createdAt: number
  updatedAt: number
  /** The reply the store currently shows (or holds pending); null when there is none. */
  storeReply: StoreReply | null
}

/** Result of publishing a reply on a store. */
export interface PublishOutcome {
  state: 'published' | 'pending_publish'
  storeReplyId: string | null
  body: string
}

/**
 * One page of a pass, as a store adapter yields it. The caller (sync/) stores it — ingest, in its
 * own transactions — before the adapter goes on, so a pass that fails keeps what came before. An
 * adapter may request the next page meanwhile, but saves its place past a page only once it is stored.
 */
export interface ReviewPage {
  /** The listing row the reviews belong to. */
  listing: typeof storeListings.$inferSelect
  reviews: NormalizedReview[]
  /** When the store listed them (Google Play: the pass's start), for ingest's "last listed". */
  listedAt?: number
  /** Store review ids this page shows without any reply (App Store: `include=response`). */
  withoutReply?: string[]
}

/** A reply the store holds before showing it (App Store PENDING_PUBLISH), with its review and listing. */
export interface PendingReply {
  reply: typeof replies.$inferSelect
  review: typeof reviews.$inferSelect
  listing: typeof storeListings.$inferSelect
}

/**
 * Applies one store answer about a pending reply and returns the reply's status afterwards. The
 * write lives in replies/ (replies/pending.ts); callers hand it to the adapter, so stores/ never
 * imports replies/.
 */
export type SettlePending = (
  ctx: CoreContext,
  row: PendingReply,
  answer: StoreReply | null,
  now: number,
) => (typeof replies.$inferSelect)['status']
