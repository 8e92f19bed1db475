import type { CoreContext } from '../../context'
import { prepared } from '../../db/statements'
import { overridesOf, withOverrides } from '../../triage/topics'
import { readForTopics, tagsOfReading, topicSides, type TopicTag } from '../../triage/read-topics'
import { immediate } from '../../db/transaction'
import { CLEAR_TOPICS, DUE_REVIEWS, INSERT_TOPIC, MARK_TOPICS_READ } from './queries'

/**
 * The drafter's reading costs ~0.25–0.4 ms a review (bench `dashboard`: 100,000 reviews in 37 s
 * on a busy 2-core machine, batches of 100 at p95 47 ms), so a batch of 50 stays well inside the
 * ~50 ms the event loop may be held.
 */
export const TOPIC_BATCH = 50

interface DueRow {
  id: string
  workspaceId: string
  appId: string
  createdAt: number
  updatedAt: number
  rating: number
  title: string | null
  body: string
  language: string | null
  territory: string | null
}

/**
 * A review's topic tags as stored: the drafter's reading of it (each topic with what the review
 * says of it, Praise only for a Praise review), corrected by people's hand edits. A topic a
 * person added takes the side the reading gives it, if the reading names it at all.
 */
export function reviewTopicTags(
  ctx: CoreContext,
  review: Omit<DueRow, 'workspaceId' | 'appId' | 'createdAt' | 'updatedAt'>,
): TopicTag[] {
  const reading = readForTopics(review)
  return withOverrides(tagsOfReading(reading), overridesOf(ctx, review.id), topicSides(reading))
}

/**
 * Stores a review's topics in place of what was stored, and marks this version of the review read
 * (only if it did not change meanwhile). The topic pass and the events that read topics on the
 * spot both store them here. Call it inside a write transaction.
 */
export function storeReviewTopics(
  ctx: CoreContext,
  review: Pick<DueRow, 'id' | 'workspaceId' | 'appId' | 'createdAt' | 'updatedAt' | 'rating'>,
  tags: readonly TopicTag[],
): void {
  const sqlite = ctx.db.$client
  prepared(sqlite, CLEAR_TOPICS).run(review.id)
  const insert = prepared(sqlite, INSERT_TOPIC)
  for (const { topic, polarity } of tags)
    insert.run(
      review.id,
      topic,
      review.workspaceId,
      review.appId,
      review.createdAt,
      review.rating,
      polarity,
    )
  prepared(sqlite, MARK_TOPICS_READ).run(review.id, review.updatedAt)
}

/**
 * Reads the topics of up to `limit` reviews that are new or were edited since (or all of them
 * after an upgrade that changed the reading), corrected by people's hand edits, and stores them
 * for the dashboard and the inbox. Returns how many reviews it read.
 */
export function detectDueTopics(ctx: CoreContext, limit = TOPIC_BATCH): number {
  const sqlite = ctx.db.$client
  const due = prepared(sqlite, DUE_REVIEWS).all(limit) as DueRow[]
  if (due.length === 0) return 0
  // Read outside the write transaction: other processes' writers do not wait on the reading.
  const found = due.map((row) => ({ row, tags: reviewTopicTags(ctx, row) }))
  const workspaces = new Set<string>()
  immediate(ctx.db, () => {
    for (const { row, tags } of found) {
      workspaces.add(row.workspaceId)
      storeReviewTopics(ctx, row, tags)
    }
  })
  // Open dashboards refresh; the inbox does not listen to this one.
  for (const ws of workspaces) ctx.signals.emit('changed', ws, 'topics')
  return due.length
}
