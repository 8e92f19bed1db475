import type { CoreContext } from '../../context'
import { prepared } from '../../db/statements'
import { englishBook, phrasebookFor } from '../../drafting/phrasebooks'
import { detectTopics } from '../../drafting/topics/detect'
import { overridesOf, withOverrides } from '../../triage/topics'
import { immediate } from '../../db/transaction'
import { CLEAR_TOPICS, DUE_REVIEWS, INSERT_TOPIC, MARK_TOPICS_READ } from './queries'

/** ~80–250 µs a review (the bench): a batch stays well inside the ~50 ms the event loop may be held. */
export const TOPIC_BATCH = 100

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
}

/** What the drafter's detector finds in a review's title and body, in its language. */
export function detectReviewTopics(r: {
  title: string | null
  body: string
  language: string | null
}): string[] {
  return detectTopics(
    [r.title, r.body].filter(Boolean).join('\n'),
    phrasebookFor(r.language) ?? englishBook,
  )
}

/**
 * Stores a review's topics in place of what was stored, and marks this version of the review read
 * (only if it did not change meanwhile). The topic pass and the events that read topics on the
 * spot both store them here. Call it inside a write transaction.
 */
export function storeReviewTopics(
  ctx: CoreContext,
  review: Pick<DueRow, 'id' | 'workspaceId' | 'appId' | 'createdAt' | 'updatedAt' | 'rating'>,
  topics: readonly string[],
): void {
  const sqlite = ctx.db.$client
  prepared(sqlite, CLEAR_TOPICS).run(review.id)
  const insert = prepared(sqlite, INSERT_TOPIC)
  for (const topic of topics)
    insert.run(review.id, topic, review.workspaceId, review.appId, review.createdAt, review.rating)
  prepared(sqlite, MARK_TOPICS_READ).run(review.id, review.updatedAt)
}

/**
 * Detects the topics (the drafter's own detector) of up to `limit` reviews that are new or were
 * edited since, corrected by people's hand edits, and stores them for the dashboard and the inbox. Returns how many reviews it read.
 */
export function detectDueTopics(ctx: CoreContext, limit = TOPIC_BATCH): number {
  const sqlite = ctx.db.$client
  const due = prepared(sqlite, DUE_REVIEWS).all(limit) as DueRow[]
  if (due.length === 0) return 0
  const found = due.map((r) => ({
    row: r,
    // Hand edits win over the detector, however often the review is read again.
    topics: withOverrides(detectReviewTopics(r), overridesOf(ctx, r.id)),
  }))
  const workspaces = new Set<string>()
  immediate(ctx.db, () => {
    for (const { row, topics } of found) {
      workspaces.add(row.workspaceId)
      storeReviewTopics(ctx, row, topics)
    }
  })
  // Open dashboards refresh; the inbox does not listen to this one.
  for (const ws of workspaces) ctx.signals.emit('changed', ws, 'topics')
  return due.length
}
