/** What the Apps → Google Play page and `store connect` receive. Nothing here is secret. */

/** The per-app (package) budget of Google's Reply to Reviews API, from the local ledger. */
export interface GooglePlayQuotaDto {
  /** reviews.list + reviews.get calls in the last rolling hour. */
  getUsed: number
  getLimit: number
  getRemaining: number
  /** reviews.reply calls in the last rolling day. */
  postUsed: number
  postLimit: number
  postRemaining: number
  /** When the next read can go out (now when one can). Epoch ms. */
  nextGetAt: number
  /** When the next reply can go out (now when one can). Epoch ms. */
  nextPostAt: number
}

export interface GooglePlayConnectionDto {
  clientEmail: string
  projectId: string
  privateKeyId: string
  connectedAt: number
  /** How many Google Play apps of the workspace now use this key. */
  listingsAttached: number
}

export interface GooglePlayTestResultDto {
  ok: boolean
  /** What happened, in plain words. */
  message: string
  /** What to do about it, when something needs doing. */
  nextStep?: string
  /** Budget left for the tested app; null when the workspace has no Google Play app yet. */
  quota: { getRemaining: number; postRemaining: number } | null
  /** The package the list call read, if any. */
  packageName: string | null
  /** Reviews Google returned on the first page (only the last week's come back). */
  reviewsFound: number | null
}

interface GooglePlayListingStatusDto {
  listingId: string
  appId: string
  appName: string
  packageName: string
  connected: boolean
  quota: GooglePlayQuotaDto
  lastSyncAt: number | null
  lastError: string | null
  /** A non-error remark about the last sync (e.g. stopped early to stay inside the budget). */
  note: string | null
  /** When the last complete list of the one-week window finished; replies need a review from it. */
  lastCompleteListAt: number | null
}

export interface GooglePlayStatusDto {
  connected: boolean
  clientEmail: string | null
  projectId: string | null
  privateKeyId: string | null
  connectedAt: number | null
  /** Facts the reply editor shows: the limit, and that a reply can be edited but never deleted. */
  replyRules: { maxLength: number; canDelete: false; summary: string }
  listings: GooglePlayListingStatusDto[]
}
