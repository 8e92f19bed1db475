import type { ReviewTopic } from '../../../shared/topics'
import type { CoreContext } from '../context'
import { reviewTopicTags, storeReviewTopics } from '../dashboard/topics/detect-pass'
import type { ReviewRow } from '../replies/records'
import { topicsOfReviews } from './topics'

/**
 * A review's topics for an event payload: the stored ones when the topic pass has read this
 * version of the review, else read now (the same reading, with the hand edits) and stored as the
 * topic pass would, so it does not read the review a second time. Call it inside the write
 * transaction that emits the event.
 */
export function topicsForEvent(ctx: CoreContext, review: ReviewRow): ReviewTopic[] {
  if (review.topicsFor === review.updatedAt)
    return topicsOfReviews(ctx, [review.id]).get(review.id) ?? []
  const tags = reviewTopicTags(ctx, review)
  storeReviewTopics(ctx, review, tags)
  return tags.map((t) => t.topic)
}
