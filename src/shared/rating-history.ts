/**
 * A review's rating over time, from its recorded versions: the public API's `rating_history`,
 * the review pane's "2★ → 5★, 3 days after your reply" and the CLI's line say the same thing.
 * Pure functions; times are epoch ms.
 */

export interface RatingPoint {
  rating: number
  /** When the reviewer gave this rating (the store's time when it gives one, else when seen). */
  at: number
}

/**
 * The ratings a review went through, oldest first: a version that kept the rating (only the text
 * changed) adds no point, and the current rating is always the last point, so the list is never
 * empty (`current.at` stands in when nothing was recorded).
 */
export function ratingChanges(
  versions: readonly RatingPoint[],
  current: RatingPoint,
): RatingPoint[] {
  const out: RatingPoint[] = []
  for (const v of versions) {
    if (out[out.length - 1]?.rating !== v.rating) out.push({ rating: v.rating, at: v.at })
  }
  if (out[out.length - 1]?.rating !== current.rating) out.push({ ...current })
  return out
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "3 days", "5 hours", "1 minute": the largest whole unit, rounded down. */
export function durationWords(ms: number): string {
  if (ms < MINUTE) return 'less than a minute'
  const [n, unit] =
    ms >= DAY
      ? [Math.floor(ms / DAY), 'day']
      : ms >= HOUR
        ? [Math.floor(ms / HOUR), 'hour']
        : [Math.floor(ms / MINUTE), 'minute']
  return `${n} ${unit}${n === 1 ? '' : 's'}`
}

/**
 * One line for a review whose rating changed: "2★ → 5★, 3 days after your reply" (the time from
 * the first reply to the first change after it), or "2★ → 5★" when the change came before any
 * reply. Null while the rating never changed.
 */
export function ratingChangeSummary(
  points: readonly RatingPoint[],
  firstReplyAt: number | null,
): string | null {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last || points.length < 2) return null
  const path = points.map((p) => `${p.rating}★`).join(' → ')
  const afterReply =
    firstReplyAt === null ? undefined : points.slice(1).find((p) => p.at >= firstReplyAt)
  return afterReply && firstReplyAt !== null
    ? `${path}, ${durationWords(afterReply.at - firstReplyAt)} after your reply`
    : path
}
