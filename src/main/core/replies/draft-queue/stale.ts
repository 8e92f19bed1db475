import { setImmediate as nextTurn } from 'node:timers/promises'
import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'
import { BatchMemo } from '../../drafting/memo'
import { composeReplyDraft, writeDraft, type ComposedDraft, type DraftRequest } from '../drafts'
import { loadReviewById } from '../records'
import { currentInputsStamp } from './inputs'
import { DRAFTS_BEFORE_INPUTS } from './queries'
import { advanceDraftedInputs } from '../transition'

/** Drafts looked at per step: like the queue's, one step stays well under ~50 ms of the loop. */
const REDRAFT_BATCH = 50

interface Candidate {
  reviewId: string
  draftedAt: number
  appAt: number
}

export interface RedraftOptions {
  /** Checked between batches: stop early (the app is quitting). */
  stopped?: () => boolean
  batchSize?: number
}

/**
 * Redrafts, in the current brand voice, every draft of the workspace that nobody touched and that
 * was written before its app's drafting inputs last changed (draftingInputsChanged). Found from
 * state, oldest first, in bounded batches: a pass cut short (a crash, quitting) leaves the rest
 * older than their inputs, and the next pass carries on. Edited drafts are not in the index it
 * walks; the pane flags them instead. Returns how many drafts were rewritten.
 */
export async function redraftStaleDrafts(
  ctx: CoreContext,
  workspaceId: string,
  options: RedraftOptions = {},
): Promise<number> {
  const newest = currentInputsStamp(ctx, workspaceId)
  if (newest === 0) return 0
  const limit = options.batchSize ?? REDRAFT_BATCH
  let after = { at: -1, id: '' }
  let written = 0
  for (;;) {
    if (options.stopped?.()) break
    const batch = statement(ctx.db, DRAFTS_BEFORE_INPUTS).all({
      workspaceId,
      newest,
      afterAt: after.at,
      afterId: after.id,
      limit,
    }) as Candidate[]
    const last = batch.at(-1)
    if (!last) break
    after = { at: last.draftedAt, id: last.reviewId }
    written += await redraftBatch(ctx, batch, newest)
    await nextTurn()
  }
  if (written > 0) ctx.signals.emit('changed', workspaceId, 'drafts')
  return written
}

async function redraftBatch(ctx: CoreContext, batch: Candidate[], newest: number): Promise<number> {
  const memo = new BatchMemo()
  const composed: { item: ComposedDraft; request: DraftRequest }[] = []
  const current: Candidate[] = []
  for (const candidate of batch) {
    // Another app's inputs changed, not this one's: nothing to redraft.
    if (candidate.appAt <= candidate.draftedAt) {
      current.push(candidate)
      continue
    }
    const record = loadReviewById(ctx, candidate.reviewId)
    if (!record) continue
    const request: DraftRequest = {
      actorUserId: null,
      inputsChanged: { draftedInputsAt: candidate.draftedAt },
    }
    try {
      const item = await composeReplyDraft(ctx, record, request, memo)
      if (item) composed.push({ item, request })
    } catch (error) {
      // The draft stays older than its inputs: the next pass tries it again.
      ctx.log.warn('redrafting after a brand voice change failed; it will be tried again', {
        reviewId: candidate.reviewId,
        error: (error as Error).message,
      })
    }
  }
  let written = 0
  ctx.db.transaction(() => {
    for (const c of current)
      advanceDraftedInputs(ctx, { newest, reviewId: c.reviewId, draftedAt: c.draftedAt })
    for (const { item, request } of composed) {
      try {
        // Nested: a savepoint, so one review's failure does not undo the others.
        const reply = ctx.db.transaction(() => writeDraft(ctx, item, request))
        if (reply && reply.draftedInputsAt === item.inputsAt && reply.source === 'drafted')
          written++
      } catch (error) {
        ctx.log.warn('could not store a redraft; it will be tried again', {
          reviewId: item.record.review.id,
          error: (error as Error).message,
        })
      }
    }
  })
  return written
}
