import type { CoreContext } from '../../context'
import { BatchMemo } from '../../drafting/memo'
import { isAutoPublishOn, maybeAutoPublish } from '../auto-publish'
import { composeReplyDraft, writeDraft, type ComposedDraft } from '../drafts'
import { loadReviewById, type ReplyRow } from '../records'
import { clearDraftFailures, recordDraftFailure } from './attempts'
import { readTopics } from '../../dashboard/topics/detect-pass'

const AUTOMATIC = { actorUserId: null, onlyIfNoReply: true } as const

/** A batch composed, ready to be written: the drafts, and the reviews whose drafting failed. */
export interface ComposedBatch {
  composed: ComposedDraft[]
  failed: { review: { id: string; workspaceId: string }; error: string }[]
}

/**
 * Composes the drafts of a batch of waiting reviews, outside any transaction (a model may be
 * slow), here or in the drafting thread (composer/serve.ts). A review that got a reply meanwhile
 * is left out; `writeBatch` then writes them.
 */
export async function composeBatch(ctx: CoreContext, reviewIds: string[]): Promise<ComposedBatch> {
  const memo = new BatchMemo()
  const batch: ComposedBatch = { composed: [], failed: [] }
  for (const id of reviewIds) {
    const record = loadReviewById(ctx, id)
    if (!record || record.reply) continue
    try {
      const draft = await composeReplyDraft(ctx, record, AUTOMATIC, memo)
      // The review's topics, read beside its draft: its event carries them (triage/event-topics).
      const { review } = record
      if (draft && review.topicsFor !== review.updatedAt) draft.topics = readTopics(review)
      if (draft) batch.composed.push(draft)
    } catch (error) {
      const { id, workspaceId } = record.review
      batch.failed.push({ review: { id, workspaceId }, error: (error as Error).message })
    }
  }
  return batch
}

/**
 * Writes a composed batch in one short write transaction. A review that already got a reply
 * meanwhile (a person, or another process working the same data folder) is left alone, so each
 * review ends with exactly one automatic draft and one `draft.created`. A failure is recorded
 * against its review, which is tried again later; nothing is dropped.
 */
export function writeBatch(ctx: CoreContext, batch: ComposedBatch): ReplyRow[] {
  for (const { review, error } of batch.failed) fail(ctx, review, error)
  const { composed } = batch
  if (composed.length === 0) return []

  const memo = new BatchMemo()
  const drafted: ReplyRow[] = []
  // Most apps never turn auto-publish on: asked once per app and batch, not per draft.
  const autoPublishOn = (appId: string) =>
    memo.get(`autoPublish:${appId}`, () => isAutoPublishOn(ctx, appId))
  try {
    ctx.db.transaction(() => {
      for (const item of composed) {
        try {
          // Nested: a savepoint, so one review's failure does not undo the others.
          const reply = ctx.db.transaction(() => writeDraft(ctx, item, AUTOMATIC))
          if (reply) {
            drafted.push(reply)
            // Committed with its draft: a crash can never leave a draft the app's rules approve
            // waiting for a person, since nothing would look at it again.
            if (autoPublishOn(item.record.review.appId)) autoPublish(ctx, reply.reviewId)
          }
          clearDraftFailures(ctx, item.record.review.id)
        } catch (error) {
          fail(ctx, item.record.review, (error as Error).message)
        }
      }
    })
  } catch (error) {
    // The transaction itself failed (the database stayed locked past the busy timeout).
    for (const item of composed) fail(ctx, item.record.review, (error as Error).message)
    return []
  }
  return drafted
}

/** Auto-publish in its own savepoint: if it fails, the draft stays and waits for a person. */
function autoPublish(ctx: CoreContext, reviewId: string): void {
  try {
    ctx.db.transaction(() => maybeAutoPublish(ctx, reviewId))
  } catch (error) {
    ctx.log.warn('auto-publish failed; the draft waits for a person', {
      reviewId,
      error: (error as Error).message,
    })
  }
}

function fail(
  ctx: CoreContext,
  review: { id: string; workspaceId: string },
  message: string,
): void {
  ctx.log.warn('automatic draft failed; it will be tried again', {
    reviewId: review.id,
    error: message,
  })
  try {
    recordDraftFailure(ctx, review, message)
  } catch (recordError) {
    // Nothing is lost: the review still has no reply, so the next sweep finds it again.
    ctx.log.warn('could not record the failed draft', {
      reviewId: review.id,
      error: (recordError as Error).message,
    })
  }
}
