import { REVIEW_STORES, type ReviewStore } from './dto/webhooks'

/**
 * The stores as people read their names. Code outside `src/main/core/stores` never compares a
 * value with a store id (ESLint): it looks facts up by store, so a third store is one more entry.
 */
export const STORE_LABEL: Record<ReviewStore, string> = {
  app_store: 'App Store',
  google_play: 'Google Play',
}

/** The store inside a sentence: "Live on the App Store", "Live on Google Play". */
export const STORE_IN_SENTENCE: Record<ReviewStore, string> = {
  app_store: 'the App Store',
  google_play: 'Google Play',
}

/** What a store offers beyond reviews and replies, for the screens that depend on it. */
export const STORE_FEATURES: Record<ReviewStore, { monthlyReports: boolean }> = {
  app_store: { monthlyReports: false },
  /** Play Console's monthly review reports (Cloud Storage or a downloaded file). */
  google_play: { monthlyReports: true },
}

/** A store id from outside (a URL, a CLI option), or false. */
export function isReviewStore(value: unknown): value is ReviewStore {
  return (REVIEW_STORES as readonly unknown[]).includes(value)
}
