import type { ReviewSpikeSettings } from '../../../../shared/dto/insights'
import { round } from '../labels'
import { DAY, HOUR } from '../time/zoned'
import { binomialUpperTail } from './stats'
import { clearPValue, type Evaluation } from './types'

/** Fewer comparable past weeks than this and the spike rule does not judge. */
const MIN_BASELINE_WEEKS = 2
/** The expectation used for the ratio is floored here, so "none in 4 weeks" is not a division by zero. */
const EXPECTED_FLOOR = 0.5

export interface Slice {
  start: number
  end: number
}

/** The window (now − windowHours, now] and the same hours of the week in each baseline week. */
export function spikeSlices(
  now: number,
  s: ReviewSpikeSettings,
): { window: Slice; weeks: Slice[] } {
  const window = { start: now - s.windowHours * HOUR, end: now }
  const weeks = Math.max(1, Math.floor(s.baselineDays / 7))
  return {
    window,
    weeks: Array.from({ length: weeks }, (_, i) => ({
      start: window.start - (i + 1) * 7 * DAY,
      end: window.end - (i + 1) * 7 * DAY,
    })),
  }
}

/**
 * Review spike, all of:
 * - the window holds at least `minReviews` reviews;
 * - it holds at least `minRatio` times the larger of two expectations: the seasonal one (the same
 *   hours of the week, averaged over the baseline weeks, so weekend peaks are expected on
 *   weekends) and the flat one (any `windowHours` of the baseline, on average), so a quiet slot
 *   in a few baseline weeks cannot make an ordinary day look like a spike;
 * - the exact test for two Poisson rates rejects "same rate as those same hours" at `pValue`:
 *   given the n reviews of the window and the k baseline slices together, the window's share is
 *   Binomial(n, 1/(k+1)) under that hypothesis. Unlike a Poisson test against the baseline mean,
 *   this accounts for the baseline itself being a noisy estimate from a few weeks.
 * `baselineTotal` is the count over all the baseline weeks (for the flat expectation).
 */
export function evaluateReviewSpike(
  window: Slice,
  observed: number,
  weekCounts: number[],
  baselineTotal: number,
  s: ReviewSpikeSettings,
): Evaluation {
  const weeks = weekCounts.length
  const enough = weeks >= MIN_BASELINE_WEEKS
  const seasonal = weeks === 0 ? 0 : weekCounts.reduce((a, b) => a + b, 0) / weeks
  const flat = weeks === 0 ? 0 : (baselineTotal * s.windowHours) / (weeks * 7 * 24)
  const expected = Math.max(seasonal, flat, EXPECTED_FLOOR)
  const total = observed + weekCounts.reduce((a, b) => a + b, 0)
  const p = enough ? binomialUpperTail(observed, total, 1 / (weeks + 1)) : 1
  const ratio = observed / expected
  const hours = s.windowHours === 1 ? 'hour' : `${s.windowHours} hours`
  return {
    kind: 'review_spike',
    fires: enough && observed >= s.minReviews && ratio >= s.minRatio && p < s.pValue,
    clear: !enough || ratio < 1 + (s.minRatio - 1) / 2 || p > clearPValue(s.pValue),
    window,
    baselineValue: round(expected, 2),
    observedValue: observed,
    p,
    details: {
      baseline: {
        weeks,
        expected_reviews: round(seasonal, 2),
        same_hours_in_previous_weeks: weekCounts,
        average_per_window: round(flat, 2),
        expected_reviews_used: round(expected, 2),
      },
      observed: { reviews: observed, ratio: round(ratio, 2) },
      test: {
        method: 'poisson_rate_ratio_one_sided',
        p_value: Number(p.toPrecision(3)),
        threshold: s.pValue,
        min_reviews: s.minReviews,
        min_ratio: s.minRatio,
      },
    },
    summary:
      `${observed} reviews in the last ${hours}, ${ratio.toFixed(1)}× the usual ${round(expected, 1)} ` +
      `(${round(seasonal, 1)} in these hours of the past ${weeks} weeks).`,
  }
}
