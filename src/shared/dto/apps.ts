export type StoreName = 'app_store' | 'google_play'

export interface ListingDto {
  id: string
  store: StoreName
  /** Apple numeric app id, or the Google Play package name. */
  storeAppId: string
  connected: boolean
  lastSyncAt: number | null
  nextSyncAt: number | null
  lastError: string | null
}

export interface AppDto {
  id: string
  name: string
  publisher: string | null
  listings: ListingDto[]
  reviewTotal: number
  rating: number | null
  createdAt: number
  /** The Play Console bucket its Google Play review reports are read from, when set. */
  googlePlayReportBucket: string | null
}
