import { sortTopics, type ReviewTopic } from '../../../shared/topics'
import type { CoreContext } from '../context'
import { detectReviewTopics } from '../dashboard/topics/detect-pass'
import { prepared } from '../db/statements'
import type { ReviewRow } from '../replies/records'
import { overridesOf, topicsOfReviews, withOverrides } from './topics'

/**
 * A review's topics for an event payload: the stored ones when the topic pass has read this
 * version of the review, else read now (with the hand edits) without storing anything.
 */
export function topicsForEvent(ctx: CoreContext, review: ReviewRow): ReviewTopic[] {
  if (review.topicsFor === review.updatedAt) return topicsOfReviews(ctx, [review.id]).get(review.id) ?? []
  return sortTopics(withOverrides(detectReviewTopics(review), overridesOf(ctx, review.id)))
}

/**
 * Reads and stores a new review's topics at once, as the topic pass would (so the pass skips
 * it), for a `review.created` payload that carries them. Runs inside the ingest transaction.
 */
export function readTopicsOfNewReview(ctx: CoreContext, review: ReviewRow): ReviewTopic[] {
  const topics = sortTopics(withOverrides(detectReviewTopics(review), overridesOf(ctx, review.id)))
  const sqlite = ctx.db.$client
  const insert = prepared(
    sqlite,
    `INSERT OR IGNORE INTO review_topics (review_id, topic, workspace_id, app_id, created_at, rating) VALUES (?, ?, ?, ?, ?, ?)`,
  )
  for (const topic of topics) insert.run(review.id, topic, review.workspaceId, review.appId, review.createdAt, review.rating)
  prepared(sqlite, 'UPDATE reviews SET topics_for = updated_at WHERE id = ?').run(review.id)
  return topics
}
