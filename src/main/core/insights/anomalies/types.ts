import type { AnomalyKind } from '../../../../shared/dto/insights'
import type { PublicApp, PublicReview } from '../../public/serialize'

/** What one check of one anomaly rule found. */
export interface Evaluation {
  kind: AnomalyKind
  /** The alert condition holds now. */
  fires: boolean
  /** The condition is clearly gone (stricter than "not firing": hysteresis). */
  clear: boolean
  window: { start: number; end: number }
  /** Rating drop: baseline mean rating; review spike: expected reviews in the window. */
  baselineValue: number
  /** Rating drop: mean rating in the window; review spike: reviews in the window. */
  observedValue: number
  p: number
  /** The figures behind the two values, in plain names (periods, counts, the test). */
  details: AnomalyDetails
  summary: string
}

interface AnomalyDetails {
  baseline: Record<string, unknown>
  observed: Record<string, unknown>
  test: Record<string, unknown>
}

/** The `data` of an `anomaly.detected` event, stored as sent in the episode row. */
export interface AnomalyEventData {
  app: PublicApp
  kind: AnomalyKind
  episode_id: string
  summary: string
  window: { start: string; end: string }
  /** Rating drop: the baseline's mean rating; review spike: the reviews expected in the window. */
  baseline: number
  /** Rating drop: the window's mean rating; review spike: the reviews in the window. */
  observed: number
  unit: 'stars' | 'reviews'
  details: AnomalyDetails
  /** The reviews that drove it: the lowest-rated (drop) or newest (spike) of the window. */
  reviews: PublicReview[]
}

/** The episode row's `data` column. */
export interface EpisodeData {
  event: AnomalyEventData
  /** Since when the condition has been clear; the episode ends after `clearAfterHours` of it. */
  clearSince: number | null
}

/** p above this (or 5× the alert threshold, if larger, at most 0.5) counts as "clear". */
export const clearPValue = (threshold: number): number =>
  Math.min(0.5, Math.max(0.05, 5 * threshold))
