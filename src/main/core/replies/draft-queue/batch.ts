import type { CoreContext } from '../../context'
import { BatchMemo } from '../../drafting/memo'
import { isAutoPublishOn, maybeAutoPublish } from '../auto-publish'
import { composeReplyDraft, writeDraft, type ComposedDraft } from '../drafts'
import { loadReviewById, type ReplyRow } from '../records'
import { savepoint } from '../../db/transaction'
import { clearDraftFailures, recordDraftFailure } from './attempts'

const AUTOMATIC = { actorUserId: null, onlyIfNoReply: true } as const

/**
 * Drafts a batch of waiting reviews: composes each (outside any transaction: a model may be
 * slow), then writes them in one short write transaction. A review that already got a reply
 * meanwhile (a person, or another process working the same data folder) is left alone, so each
 * review ends with exactly one automatic draft and one `draft.created`. A failure is recorded
 * against its review, which is tried again later; nothing is dropped.
 */
export async function draftBatch(ctx: CoreContext, reviewIds: string[]): Promise<ReplyRow[]> {
  const memo = new BatchMemo()
  const composed: ComposedDraft[] = []
  for (const id of reviewIds) {
    const record = loadReviewById(ctx, id)
    if (!record || record.reply) continue
    try {
      const draft = await composeReplyDraft(ctx, record, AUTOMATIC, memo)
      if (draft) composed.push(draft)
    } catch (error) {
      fail(ctx, record.review, error)
    }
  }
  if (composed.length === 0) return []

  const drafted: ReplyRow[] = []
  // Most apps never turn auto-publish on: asked once per app and batch, not per draft.
  const autoPublishOn = (appId: string) =>
    memo.get(`autoPublish:${appId}`, () => isAutoPublishOn(ctx, appId))
  try {
    ctx.db.transaction(() => {
      for (const item of composed) {
        try {
          // A savepoint, so one review's failure does not undo the others.
          const reply = savepoint(ctx.db, () => writeDraft(ctx, item, AUTOMATIC))
          if (reply) {
            drafted.push(reply)
            // Committed with its draft: a crash can never leave a draft the app's rules approve
            // waiting for a person, since nothing would look at it again.
            if (autoPublishOn(item.record.review.appId)) autoPublish(ctx, reply.reviewId)
          }
          clearDraftFailures(ctx, item.record.review.id)
        } catch (error) {
          fail(ctx, item.record.review, error)
        }
      }
    })
  } catch (error) {
    // The transaction itself failed (the database stayed locked past the busy timeout).
    for (const item of composed) fail(ctx, item.record.review, error)
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

function fail(ctx: CoreContext, review: { id: string; workspaceId: string }, error: unknown): void {
  ctx.log.warn('automatic draft failed; it will be tried again', {
    reviewId: review.id,
    error: (error as Error).message,
  })
  try {
    recordDraftFailure(ctx, review, error)
  } catch (recordError) {
    // Nothing is lost: the review still has no reply, so the next sweep finds it again.
    ctx.log.warn('could not record the failed draft', {
      reviewId: review.id,
      error: (recordError as Error).message,
    })
  }
}
