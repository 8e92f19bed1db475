/** What the digest, alerts and notification-settings pages receive. Times are epoch ms. */

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export interface DigestSettingsDto {
  /** Off: no scheduled digests (one can still be made with "run now"). */
  enabled: boolean
  /** The digest covers the week that ends on this day at `hour`, local time. */
  day: Weekday
  /** 0–23 */
  hour: number
  /** IANA time zone the day and hour are read in. */
  timeZone: string
  /** 'system' when the workspace has not chosen a zone: this computer's zone is used. */
  timeZoneSource: 'workspace' | 'system'
  /** When the next scheduled digest is due. */
  nextRunAt: number
  /** The last complete week, which "run now" summarises. */
  lastCompleteWeek: { start: number; end: number }
}

export interface RatingDropSettings {
  /** Recent window, in days, whose mean rating is tested. */
  windowDays: number
  /** Baseline: the days before the window. */
  baselineDays: number
  /** Fewer reviews than this in the window (or in the baseline) never alert. */
  minReviews: number
  /** The recent mean must be at least this many stars below the baseline mean. */
  minDrop: number
  /** One-sided significance level of the Welch t-test. */
  pValue: number
}

export interface ReviewSpikeSettings {
  /** Recent window, in hours, whose review count is tested. */
  windowHours: number
  /** Baseline: whole weeks before the window (days, rounded down to weeks). */
  baselineDays: number
  /** Fewer reviews than this in the window never alert. */
  minReviews: number
  /** The window must hold at least this many times the expected count. */
  minRatio: number
  /** Significance level of the one-sided Poisson test. */
  pValue: number
}

export interface AnomalySettingsDto {
  enabled: boolean
  ratingDrop: RatingDropSettings
  reviewSpike: ReviewSpikeSettings
  /** An alert's episode ends once the condition has stayed clear this long. */
  clearAfterHours: number
}

export interface NotificationSettingsDto {
  /** Notify about new reviews at or below `lowStarThreshold` stars. */
  lowStarReviews: boolean
  /** 1–4 */
  lowStarThreshold: number
  anomalies: boolean
  publishFailures: boolean
}

export interface DigestSummaryDto {
  id: string
  appId: string
  appName: string
  periodStart: number
  periodEnd: number
  timeZone: string
  /** "3 Nov – 10 Nov 2026" in the digest's time zone. */
  periodLabel: string
  /** One sentence with the headline figures. */
  summary: string
  reviews: number
  averageRating: number | null
  /** This week's reviews with a live reply (published, or sent and awaiting the App Store). */
  answered: number
  /** Live replies sent during the week, to reviews of any date. */
  repliesPublished: number
  /** 0–1: answered / reviews; null when there were none. */
  repliedShare: number | null
  createdAt: number
}

export interface DigestReviewDto {
  id: string
  store: 'app_store' | 'google_play'
  rating: number
  title: string | null
  body: string
  author: string | null
  language: string | null
  createdAt: number
  /** "Helpful" votes (Google Play); 0 where the store has none. */
  thumbsUp: number
}

export interface DigestDto extends DigestSummaryDto {
  histogram: { stars: 1 | 2 | 3 | 4 | 5; reviews: number }[]
  previousWeek: { reviews: number; averageRating: number | null }
  baseline: { weeks: number; reviewsPerWeek: number; averageRating: number | null }
  change: {
    /** Percent; null when the previous week had no reviews. */
    reviewsVsPreviousWeekPct: number | null
    /** Stars; null when either week had no reviews. */
    averageRatingVsPreviousWeek: number | null
    reviewsVsBaselinePct: number | null
    averageRatingVsBaseline: number | null
  }
  medianReplyTimeHours: number | null
  topLanguages: { language: string | null; name: string; reviews: number; share: number }[]
  /** Rating ≤ 2, written this week, still without a live reply today: most helpful first, then newest. */
  unansweredNegative: DigestReviewDto[]
  /** Of the reviews the digest listed as unanswered, how many have been answered since. */
  answeredSince: number
  /** Reviews waiting longer than the team's target when the digest was made; null in older digests. */
  overdue: number | null
  replyTargetHours: number | null
  /** Reply Effect of the reviews written in the 90 days up to the week's end; null in older digests. */
  replyEffect: {
    reviewsWrittenDays: number
    windowDays: number
    replied: DigestEffectDto
    notReplied: DigestEffectDto
  } | null
}

export interface DigestEffectDto {
  reviews: number
  raised: number
  lowered: number
  unchanged: number
  /** Stars, over the reviews whose rating changed. */
  averageChange: number | null
  medianDaysToChange: number | null
}

export interface DigestExportDto {
  filename: string
  mimeType: 'text/markdown' | 'text/csv'
  content: string
}

export type AnomalyKind = 'rating_drop' | 'review_spike'

export interface AlertDto {
  id: string
  appId: string
  appName: string
  kind: AnomalyKind
  /** Plain words, e.g. "Average rating fell to 2.10★ over the last 3 days (usually 4.32★)." */
  summary: string
  ongoing: boolean
  startedAt: number
  endedAt: number | null
  window: { start: number; end: number }
  /** Rating drop: baseline mean rating; review spike: expected reviews in the window. */
  baseline: number
  /** Rating drop: mean rating in the window; review spike: reviews in the window. */
  observed: number
  pValue: number
  reviews: DigestReviewDto[]
}
