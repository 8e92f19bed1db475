/**
 * What every store connector hands the core, whatever the store's wire format. Times are epoch ms.
 */
import type { storeListings } from '../db/schema'

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
 * own transactions — before asking for the next page, so a pass that fails keeps what came before.
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
