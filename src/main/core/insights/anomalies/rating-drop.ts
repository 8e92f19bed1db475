import type { RatingDropSettings } from '../../../../shared/dto/insights'
import { round } from '../labels'
import { DAY } from '../time/zoned'
import { clearPValue, type Evaluation } from './types'
import { welchLowerTest, type Moments } from './stats'

export interface RatingDropWindows {
  window: { start: number; end: number }
  baseline: { start: number; end: number }
}

/** Window (now − windowDays, now]; baseline the `baselineDays` before it. */
export function ratingDropWindows(now: number, s: RatingDropSettings): RatingDropWindows {
  const start = now - s.windowDays * DAY
  return {
    window: { start, end: now },
    baseline: { start: start - s.baselineDays * DAY, end: start },
  }
}

/**
 * Rating drop: the window's mean rating is at least `minDrop` stars below the baseline's and a
 * one-sided Welch t-test says so at level `pValue`; both need `minReviews` reviews.
 */
export function evaluateRatingDrop(
  windows: RatingDropWindows,
  recent: Moments,
  baseline: Moments,
  s: RatingDropSettings,
): Evaluation {
  const enough = recent.n >= s.minReviews && baseline.n >= s.minReviews
  const drop = baseline.mean - recent.mean
  const test = enough ? welchLowerTest(baseline, recent) : { t: 0, df: 0, p: 1 }
  const days = s.windowDays === 1 ? 'day' : `${s.windowDays} days`
  return {
    kind: 'rating_drop',
    fires: enough && drop >= s.minDrop && test.p < s.pValue,
    clear: !enough || drop < s.minDrop / 2 || test.p > clearPValue(s.pValue),
    window: windows.window,
    baselineValue: round(baseline.mean, 2),
    observedValue: round(recent.mean, 2),
    p: test.p,
    details: {
      baseline: {
        start: new Date(windows.baseline.start).toISOString(),
        end: new Date(windows.baseline.end).toISOString(),
        days: s.baselineDays,
        reviews: baseline.n,
        average_rating: round(baseline.mean, 2),
      },
      observed: { reviews: recent.n, average_rating: round(recent.mean, 2), drop: round(drop, 2) },
      test: {
        method: 'welch_t_one_sided',
        p_value: Number(test.p.toPrecision(3)),
        threshold: s.pValue,
        t: Number.isFinite(test.t) ? round(test.t, 2) : null,
        df: round(test.df, 1),
        min_reviews: s.minReviews,
        min_drop: s.minDrop,
      },
    },
    summary:
      `Average rating fell to ${recent.mean.toFixed(2)}★ over the last ${days} (${recent.n} reviews), ` +
      `against ${baseline.mean.toFixed(2)}★ in the ${s.baselineDays} days before.`,
  }
}
