/**
 * What every store connector hands the core, whatever the store's wire format. Times are epoch ms.
 */
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
