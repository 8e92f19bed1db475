import type { DashboardBucket } from '../../../shared/dto/dashboard'
import { addDays, instantOf, localDateOf, type LocalDate } from '../insights/time/zoned'

export interface Buckets {
  /** Local midnights: bucket i is [boundaries[i], boundaries[i + 1]). */
  boundaries: number[]
  /** How many leading buckets lie before the range (they only feed the trend line). */
  lead: number
}

/** Buckets of the trailing window behind each point of the trend line. */
export const TREND_WINDOW: Record<DashboardBucket, number> = { day: 7, week: 4 }

/**
 * Day or week buckets ending with the one that holds `now`, counted in local days of `timeZone`
 * so a day is a day where the team lives (23 or 25 hours across daylight-saving changes).
 * Weeks start on Monday.
 */
export function makeBuckets(
  now: number,
  days: number,
  bucket: DashboardBucket,
  timeZone: string,
): Buckets {
  const today = localDateOf(now, timeZone)
  const lead = TREND_WINDOW[bucket] - 1
  let first: LocalDate
  let count: number
  let step: number
  if (bucket === 'day') {
    count = days
    step = 1
    first = addDays(today, -(days - 1))
  } else {
    count = Math.ceil(days / 7)
    step = 7
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay()
    const monday = addDays(today, -((weekday + 6) % 7))
    first = addDays(monday, -7 * (count - 1))
  }
  const boundaries: number[] = []
  for (let i = -lead; i <= count; i++)
    boundaries.push(instantOf(addDays(first, i * step), 0, 0, timeZone))
  return { boundaries, lead }
}

/** Index of the bucket holding `instant`, or -1 outside every bucket. */
export function bucketIndex(boundaries: number[], instant: number): number {
  let lo = 0
  let hi = boundaries.length - 1
  if (hi < 1 || instant < (boundaries[0] ?? 0) || instant >= (boundaries[hi] ?? 0)) return -1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if ((boundaries[mid] ?? 0) <= instant) lo = mid
    else hi = mid
  }
  return lo
}
