import { sortTopics, type ReviewTopic } from '../../../shared/topics'
import type { CoreContext } from '../context'
import { detectReviewTopics } from '../dashboard/topics/detect-pass'
import { prepared } from '../db/statements'
import type { ReviewRow } from '../replies/records'
import { DELETE_REVIEW_TOPICS, INSERT_REVIEW_TOPIC, MARK_TOPICS_READ } from './queries'
import { overridesOf, topicsOfReviews, withOverrides } from './topics'

/**
 * A review's topics for an event payload: the stored ones when the topic pass has read this
 * version of the review, else read now (with the hand edits) and stored as the topic pass would,
 * so it does not read the review a second time. Call it inside the write transaction that emits
 * the event.
 */
export function topicsForEvent(ctx: CoreContext, review: ReviewRow): ReviewTopic[] {
  if (review.topicsFor === review.updatedAt)
    return topicsOfReviews(ctx, [review.id]).get(review.id) ?? []
  const topics = sortTopics(withOverrides(detectReviewTopics(review), overridesOf(ctx, review.id)))
  const sqlite = ctx.db.$client
  prepared(sqlite, DELETE_REVIEW_TOPICS).run(review.id)
  const insert = prepared(sqlite, INSERT_REVIEW_TOPIC)
  for (const topic of topics)
    insert.run(review.id, topic, review.workspaceId, review.appId, review.createdAt, review.rating)
  // Only if the stored review is still the version read here.
  prepared(sqlite, MARK_TOPICS_READ).run(review.id, review.updatedAt)
  return topics
}
