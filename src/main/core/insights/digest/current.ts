import { eq, inArray } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { replies, reviews } from '../../db/schema'
import { ANSWERED } from './compute'

export interface CurrentReviewState {
  thumbsUp: number
  /** Has a live reply now (it may have been answered after the digest was made). */
  answered: boolean
}

/**
 * Today's state of the reviews a stored digest lists, so a digest opened later does not ask for
 * replies that were written since. A review missing from the map no longer exists.
 */
export function currentStateOf(
  ctx: CoreContext,
  reviewIds: string[],
): Map<string, CurrentReviewState> {
  const out = new Map<string, CurrentReviewState>()
  const live: readonly string[] = ANSWERED
  for (let i = 0; i < reviewIds.length; i += 500) {
    const chunk = reviewIds.slice(i, i + 500)
    for (const r of ctx.db
      .select({ id: reviews.id, thumbsUp: reviews.thumbsUp, status: replies.status })
      .from(reviews)
      .leftJoin(replies, eq(replies.reviewId, reviews.id))
      .where(inArray(reviews.id, chunk))
      .all()) {
      out.set(r.id, {
        thumbsUp: r.thumbsUp ?? 0,
        answered: r.status !== null && live.includes(r.status),
      })
    }
  }
  return out
}
