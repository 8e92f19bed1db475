import type { StoreName } from './apps'

export type DashboardBucket = 'day' | 'week'

export interface DashboardPointDto {
  /** Start of the bucket (local midnight in the dashboard's time zone). */
  start: number
  end: number
  reviews: number
  /** Mean star rating of the bucket's reviews; null when there were none. */
  averageRating: number | null
  /** Mean rating of the trailing window (7 days or 4 weeks, review-weighted): the trend line. */
  trendRating: number | null
  /** Reviews per star, index 0 = 1 star … 4 = 5 stars. */
  stars: [number, number, number, number, number]
  /** Of the bucket's reviews, how many have a live reply (published or pending on the store). */
  answered: number
}

export interface DashboardDto {
  appId: string | null
  /** The app's name, or "All apps". */
  title: string
  range: { start: number; end: number; days: number; bucket: DashboardBucket; timeZone: string }
  series: DashboardPointDto[]
  totals: {
    reviews: number
    averageRating: number | null
    /** The same length of time just before the range, for "up/down" hints. */
    previousReviews: number
    previousAverageRating: number | null
    /** 0–1: reviews of the range with a live reply; null when there were none. */
    replyRate: number | null
    repliesPublished: number
    /** From the review being written to the reply going live, for replies published in the range. */
    medianReplyHours: number | null
    /** Reviews of the range still needing a reply (none, draft or failed). */
    needsReply: number
  }
  histogram: { stars: 1 | 2 | 3 | 4 | 5; reviews: number }[]
  languages: { language: string | null; name: string; reviews: number; share: number }[]
  stores: { store: StoreName; reviews: number; averageRating: number | null }[]
}
