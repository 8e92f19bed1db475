import type { StoreName } from '../../../shared/dto/apps'

/**
 * Where a person reports a spam review in the store's own console: neither store's API can
 * report one (wording after the stores' help pages: App Store Connect Help "Ratings and reviews",
 * Play Console Help "Report inappropriate reviews").
 */
export const HOW_TO_REPORT: Record<StoreName, string> = {
  app_store:
    'To ask Apple to remove it: in App Store Connect, open the app’s Ratings and Reviews, find this review and choose Report a Concern.',
  google_play:
    'To ask Google to remove it: in Play Console, go to Quality → Ratings and reviews → Reviews, select the flag icon on this review, then Report.',
}
