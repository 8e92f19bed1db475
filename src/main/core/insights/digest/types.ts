import type { PublicApp, PublicReview } from '../../public/serialize'

/**
 * The `data` of a `digest.weekly` event, stored as sent in `digests.data`. Snake case like every
 * webhook payload; field names are plain words so a team-tool formatter can show them as is.
 */
export interface DigestEventData {
  app: PublicApp
  /** One plain sentence with the headline figures, for team-tool messages. */
  summary: string
  period: {
    start: string
    end: string
    time_zone: string
    /** "3 Nov – 10 Nov 2026" in `time_zone`. */
    label: string
  }
  /** Reviews written in the period. */
  reviews: number
  average_rating: number | null
  /** Reviews per star, keys "1" to "5". */
  histogram: Record<'1' | '2' | '3' | '4' | '5', number>
  previous_week: { reviews: number; average_rating: number | null }
  /** The four weeks before the period. */
  baseline: { weeks: number; reviews_per_week: number; average_rating: number | null }
  change: {
    reviews_vs_previous_week_pct: number | null
    average_rating_vs_previous_week: number | null
    reviews_vs_baseline_pct: number | null
    average_rating_vs_baseline: number | null
  }
  /** The period's reviews with a live reply (published or awaiting the store) when it is made. */
  answered?: number
  /** Live replies sent to the store during the period, to reviews of any date. */
  replies_published: number
  /** answered / reviews (0–1); null without reviews. */
  replied_share: number | null
  /** Median of reply sent − review written over the answered reviews of the period. */
  median_reply_time_hours: number | null
  top_languages: { language: string | null; name: string; reviews: number; share: number }[]
  /** Rating ≤ 2, written in the period, no published reply: most thumbs-up first, then newest. */
  unanswered_negative: PublicReview[]
  /**
   * Reply Effect of the reviews written in the `reviews_written_days` up to the period's end
   * (digests made before it was added have none).
   */
  reply_effect?: {
    reviews_written_days: number
    /** Rating changes count within this many days after the reply (or first sight). */
    window_days: number
    replied: DigestEffect
    /** Unreplied reviews of the same ratings, measured from when they were first seen. */
    not_replied: DigestEffect
  }
  /** Reviews waiting for a reply longer than the team's target when the digest was made. */
  overdue?: number
  /** The team's target time to first reply. */
  reply_target_hours?: number
}

export interface DigestEffect {
  reviews: number
  raised: number
  lowered: number
  unchanged: number
  /** Mean change in stars over the reviews whose rating changed; null when none did. */
  average_change: number | null
  median_days_to_change: number | null
}

/** Digests made before `answered` was stored carry only the share. */
export const answeredOf = (d: DigestEventData): number =>
  d.answered ?? Math.round((d.replied_share ?? 0) * d.reviews)
