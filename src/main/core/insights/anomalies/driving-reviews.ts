import { and, asc, desc, eq, gt, lte } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { replies, reviews } from '../../db/schema'
import { toPublicReview, type PublicReview } from '../../public/serialize'
import { ratingHistoriesOf } from '../../reviews/revisions'
import type { Slice } from './review-spike'
import type { Evaluation } from './types'

const DRIVING_REVIEWS = 10

/** Reviews of an app written in (start, end]. */
const inSlice = (appId: string, s: Slice) =>
  and(eq(reviews.appId, appId), gt(reviews.createdAt, s.start), lte(reviews.createdAt, s.end))

/** The reviews behind an alert: the lowest-rated of the window (drop), or the newest (spike). */
export function drivingReviews(
  ctx: CoreContext,
  appId: string,
  evaluation: Evaluation,
): PublicReview[] {
  const order =
    evaluation.kind === 'rating_drop'
      ? [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)]
  const rows = ctx.db
    .select({ review: reviews, reply: replies })
    .from(reviews)
    .leftJoin(replies, eq(replies.reviewId, reviews.id))
    .where(inSlice(appId, evaluation.window))
    .orderBy(...order)
    .limit(DRIVING_REVIEWS)
    .all()
  const histories = ratingHistoriesOf(
    ctx,
    rows.map((r) => r.review),
  )
  return rows.map((r) => toPublicReview(r.review, r.reply, histories.get(r.review.id) ?? []))
}
