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
    /** 0–1: share of 1–2★ reviews in the range, and in the period before; null without reviews. */
    negativeShare: number | null
    previousNegativeShare: number | null
    /** Reviews of the range with a live reply (published, or sent and awaiting the App Store). */
    answered: number
    /** 0–1: answered / reviews; null when there were none. */
    replyRate: number | null
    /** Live replies sent during the range, to reviews of any date. */
    repliesPublished: number
    /** From review written to reply sent, over the answered reviews of the range. */
    medianReplyHours: number | null
    /** Reviews of the range still needing a reply (none, draft or failed). */
    needsReply: number
  }
  histogram: { stars: 1 | 2 | 3 | 4 | 5; reviews: number }[]
  /**
   * Star ratings of the range, apart from the written reviews above: those without text (known
   * only from Google Play's monthly reports; never inbox items), and every rating together, which
   * is what the Play Console's average counts.
   */
  ratings: {
    withoutText: {
      count: number
      averageRating: number | null
      stars: [number, number, number, number, number]
    }
    all: { count: number; averageRating: number | null }
  }
  languages: { language: string | null; name: string; reviews: number; share: number }[]
  stores: { store: StoreName; reviews: number; averageRating: number | null }[]
  /** Rating and volume by app version, the most recently reviewed version first. */
  versions: DashboardSliceDto[]
  /** Rating and volume by the reviewer's country, most reviews first. */
  countries: DashboardSliceDto[]
  /** Topics the reviews of the range raise (as the drafter reads them), most reviews first. */
  topics: DashboardTopicDto[]
  /** Reviews of the range whose topics are still being read (new or just edited). */
  topicsPending: number
  /** Apple's own summaries of the app's App Store reviews (one app only; empty when none). */
  appleSummaries: AppleSummaryDto[]
}

export interface DashboardTopicDto {
  /** crash, sync, login, bug, performance, pricing, ads, support, ui, feature_request, praise */
  topic: string
  /** Reviews of the range that raise the topic, whatever they say of it. */
  reviews: number
  /** The same length of time just before the range. */
  previousReviews: number
  /** Of those, the reviews that raise it as a problem ("sync loses my notes", not "sync just works"). */
  negative: number
  previousNegative: number
  /** Of those, the reviews that praise it (for Praise: every Praise review). */
  positive: number
  previousPositive: number
}

/** One app version or one country of the range, with its split by store. */
export interface DashboardSliceDto {
  /** The version ("4.2.0") or ISO country code ("DE"); null for "Other" (the rest, or unknown). */
  key: string | null
  reviews: number
  averageRating: number | null
  /** 0–1: share of 1–2★ reviews. */
  negativeShare: number
  stores: { store: StoreName; reviews: number; averageRating: number | null }[]
}

/** Apple's summary of an app's reviews in one territory, as App Store Connect wrote it. */
export interface AppleSummaryDto {
  text: string
  locale: string | null
  /** Three-letter territory code ("USA"), or null. */
  territory: string | null
  /** When Apple wrote it, or null when Apple did not say. */
  createdAt: number | null
}
