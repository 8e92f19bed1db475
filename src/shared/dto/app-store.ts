/** What the App Store pages and the CLI receive. Never carries the private key. */

interface AppStoreRateLimitDto {
  /** Requests per rolling hour for this API key, as Apple last reported; null until known. */
  limit: number | null
  /** Left after the calls made since that report; null until known. */
  remaining: number | null
}

interface AppStoreBudgetDto extends AppStoreRateLimitDto {
  reportedAt: number | null
  /** Set after Apple answered 429: no call before then. */
  blockedUntil: number | null
  /** When the next call may go out; null means now. */
  nextCallAt: number | null
}

export interface AppStoreConnectionDto {
  /** Not secret: shown so people can match it in App Store Connect. */
  keyId: string
  issuerId: string | null
  individual: boolean
  connectedAt: number
  /** App Store listings of the workspace that now use this key. */
  listingsAttached: number
}

export interface AppStoreTestResultDto {
  ok: boolean
  /** Plain words: what happened. */
  message: string
  /** Plain words: what to do about it (absent when nothing is needed). */
  nextStep?: string
  rateLimit: AppStoreRateLimitDto
}

interface AppStoreListingStatusDto {
  listingId: string
  appId: string
  appName: string
  /** Apple's numeric app id. */
  storeAppId: string
  connected: boolean
  lastSyncAt: number | null
  lastError: string | null
  lastErrorCode: string | null
  /** Replies Apple still holds as pending. */
  pendingReplies: number
  /** The reply length cap of this app, in characters. */
  replyLimit: number
}

export interface AppStoreStatusDto {
  connected: boolean
  key: AppStoreConnectionDto | null
  budget: AppStoreBudgetDto | null
  listings: AppStoreListingStatusDto[]
}

export interface AppStoreDeleteReplyDto {
  reviewId: string
  /** False when the store had no reply any more (already deleted elsewhere). */
  deletedOnStore: boolean
  /** `kept_draft` when an unpublished draft for the review was kept. */
  localReply: 'removed' | 'kept_draft' | 'none'
}
