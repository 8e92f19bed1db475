import type { AssigneeDto } from '../../../shared/dto/inbox'
import type { ReviewTopicDto } from '../../../shared/dto/replies'
import {
  isReviewTopic,
  sortTopics,
  TOPIC_LABEL,
  type ReviewTopic,
  type TopicPolarity,
} from '../../../shared/topics'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { loadReview } from '../replies/records'
import { recordReplyEvent } from '../replies/audit'
import { immediate } from '../db/transaction'
import {
  ASSIGNEES,
  DELETE_REVIEW_TOPIC,
  HAS_TOPIC,
  OVERRIDES_OF,
  TOPICS_OF_REVIEWS,
  UPSERT_TOPIC_OVERRIDE,
} from './queries'
// The one insert of a stored topic, shared with the topic pass that reads them.
import { INSERT_TOPIC } from '../dashboard/topics/queries'
import { readForTopics, topicSides, type TopicTag } from './read-topics'

interface Override {
  topic: string
  mode: 'added' | 'removed'
}

/** The hand edits of one review. */
export function overridesOf(ctx: CoreContext, reviewId: string): Override[] {
  return prepared(ctx.db.$client, OVERRIDES_OF).all(reviewId) as Override[]
}

/**
 * What the reading found, corrected by hand: added topics stay, removed ones never come back,
 * however often the review is read again. An added topic takes the side `sides` gives it (what
 * the reading says of it, though it did not tag it), else neutral.
 */
export function withOverrides(
  detected: readonly TopicTag[],
  overrides: readonly Override[],
  sides: ReadonlyMap<string, TopicPolarity> = new Map(),
): TopicTag[] {
  const out = new Map<string, TopicPolarity>(detected.map((t) => [t.topic, t.polarity]))
  for (const o of overrides) {
    if (o.mode === 'removed') out.delete(o.topic)
    else if (!out.has(o.topic)) out.set(o.topic, sides.get(o.topic) ?? 0)
  }
  return sortTopics(out.keys()).map((topic) => ({ topic, polarity: out.get(topic) ?? 0 }))
}

/** The stored tags of several reviews (one index lookup each), in `REVIEW_TOPICS` order. */
export function topicTagsOfReviews(
  ctx: CoreContext,
  reviewIds: readonly string[],
): Map<string, TopicTag[]> {
  const out = new Map<string, TopicTag[]>()
  if (reviewIds.length === 0) return out
  const rows = prepared(ctx.db.$client, TOPICS_OF_REVIEWS).all(JSON.stringify(reviewIds)) as {
    reviewId: string
    topic: string
    polarity: number
  }[]
  const found = new Map<string, Map<ReviewTopic, TopicPolarity>>()
  for (const r of rows) {
    if (!isReviewTopic(r.topic)) continue
    const tags = found.get(r.reviewId) ?? new Map<ReviewTopic, TopicPolarity>()
    tags.set(r.topic, Math.sign(r.polarity) as TopicPolarity)
    found.set(r.reviewId, tags)
  }
  for (const id of reviewIds) {
    const tags = found.get(id) ?? new Map<ReviewTopic, TopicPolarity>()
    out.set(
      id,
      sortTopics(tags.keys()).map((topic) => ({ topic, polarity: tags.get(topic) ?? 0 })),
    )
  }
  return out
}

/** The stored topics of several reviews, as topic ids (events and the API), in `REVIEW_TOPICS` order. */
export function topicsOfReviews(
  ctx: CoreContext,
  reviewIds: readonly string[],
): Map<string, ReviewTopic[]> {
  const out = new Map<string, ReviewTopic[]>()
  for (const [id, tags] of topicTagsOfReviews(ctx, reviewIds))
    out.set(
      id,
      tags.map((t) => t.topic),
    )
  return out
}

/** The review's tags for the pane, with which ones a person added. */
export function topicDetail(
  ctx: CoreContext,
  reviewId: string,
): { topics: ReviewTopicDto[]; removed: ReviewTopic[] } {
  const overrides = overridesOf(ctx, reviewId)
  const added = new Set(overrides.filter((o) => o.mode === 'added').map((o) => o.topic))
  const tags = topicTagsOfReviews(ctx, [reviewId]).get(reviewId) ?? []
  return {
    topics: tags.map(({ topic, polarity }) => ({ topic, polarity, byHand: added.has(topic) })),
    removed: sortTopics(overrides.filter((o) => o.mode === 'removed').map((o) => o.topic)),
  }
}

/**
 * Adds or removes a topic by hand. The choice is stored as an override (the topic pass applies
 * it whenever it reads the review again) and applied to the stored topics at once, so the
 * inbox filter and the dashboard see it now. Recorded in the review's audit trail.
 */
export function setTopic(
  ctx: CoreContext,
  actor: Actor,
  reviewId: string,
  topic: ReviewTopic,
  on: boolean,
): void {
  const { review } = loadReview(ctx, actor, reviewId)
  const sqlite = ctx.db.$client
  // An added topic gets what the review says of it, if it names it at all; else neutral.
  const polarity = on ? (topicSides(readForTopics(review)).get(topic) ?? 0) : 0
  immediate(ctx.db, () => {
    const has = prepared(sqlite, HAS_TOPIC).get(review.id, topic) !== undefined
    prepared(sqlite, UPSERT_TOPIC_OVERRIDE).run(
      review.id,
      topic,
      review.workspaceId,
      on ? 'added' : 'removed',
      actor.userId,
      ctx.clock.now(),
    )
    if (on && !has) {
      prepared(sqlite, INSERT_TOPIC).run(
        review.id,
        topic,
        review.workspaceId,
        review.appId,
        review.createdAt,
        review.rating,
        polarity,
      )
    } else if (!on && has) {
      prepared(sqlite, DELETE_REVIEW_TOPIC).run(review.id, topic)
    }
    if (on !== has) {
      recordReplyEvent(ctx, {
        workspaceId: review.workspaceId,
        reviewId: review.id,
        actorUserId: actor.userId,
        action: on ? 'topic_added' : 'topic_removed',
        detail: TOPIC_LABEL[topic],
      })
    }
  })
  ctx.signals.emit('changed', actor.workspaceId, 'topics')
  ctx.signals.emit('changed', actor.workspaceId, 'reviews')
}

/** Who looks after each of these reviews. */
export function assigneesOf(
  ctx: CoreContext,
  reviewIds: readonly string[],
): Map<string, AssigneeDto> {
  const out = new Map<string, AssigneeDto>()
  if (reviewIds.length === 0) return out
  const rows = prepared(ctx.db.$client, ASSIGNEES).all(JSON.stringify(reviewIds)) as {
    reviewId: string
    userId: string
    name: string
  }[]
  for (const r of rows) out.set(r.reviewId, { userId: r.userId, name: r.name })
  return out
}
