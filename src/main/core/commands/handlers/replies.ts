import type { replyCommands } from '../../../../shared/contract/replies'
import type { BulkResultDto } from '../../../../shared/dto/replies'
import type { Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { CoreError } from '../../errors'
import { getAutoPublish, setAutoPublish } from '../../replies/auto-publish'
import { reviewDetail } from '../../replies/detail'
import { draftQueueStatus } from '../../replies/draft-queue/status'
import { draftReply } from '../../replies/drafts'
import { loadReview } from '../../replies/records'
import { undoApproval } from '../../replies/undo'
import { approveReply, dismissReply, editReply, reopenReply } from '../../replies/workflow'
import { publishApproved } from '../../replies/publisher'
import { forEachInSlices } from '../../work/slices'
import { markNotSpam, markSpam } from '../../replies/spam'
import { schedulerFor } from '../../sync/scheduler'
import { syncStatus } from '../../sync/status'
import { backgroundWork } from '../../work/health'
import type { Handlers } from '../types'

async function draftFor(
  ctx: CoreContext,
  actor: Actor,
  reviewId: string,
  options: {
    regenerate?: boolean | undefined
    tone?: 'shorter' | 'friendlier' | 'more_formal' | undefined
  },
) {
  const record = loadReview(ctx, actor, reviewId)
  if (record.review.spamReason !== null) {
    throw new CoreError(
      'CONFLICT',
      'This review is marked as spam. Choose "Not spam" first if it deserves a reply.',
      'reviewId',
    )
  }
  if (record.reply?.status === 'approved' || record.reply?.status === 'publishing') {
    throw new CoreError(
      'CONFLICT',
      'This reply is approved and on its way to the store; it cannot be redrafted now.',
    )
  }
  await draftReply(ctx, record, {
    actorUserId: actor.userId,
    ...(options.regenerate ? { regenerate: true } : {}),
    ...(options.tone ? { tone: options.tone } : {}),
  })
}

/** One action per review, in slices that leave the event loop free (work/slices.ts). */
async function bulk(reviewIds: string[], each: (id: string) => void): Promise<BulkResultDto> {
  const result: BulkResultDto = { done: [], skipped: [] }
  await forEachInSlices(reviewIds, (reviewId) => {
    try {
      each(reviewId)
      result.done.push(reviewId)
    } catch (error) {
      if (!(error instanceof CoreError)) throw error
      result.skipped.push({
        reviewId,
        reason: error.message,
        ...(error.field ? { field: error.field } : {}),
      })
    }
  })
  return result
}

async function approveAll(
  ctx: CoreContext,
  actor: Actor,
  reviewIds: string[],
  includeLowConfidence = false,
): Promise<BulkResultDto> {
  const result = await bulk(reviewIds, (id) =>
    approveReply(ctx, actor, id, { skipLowConfidence: !includeLowConfidence }),
  )
  const lowConfidence = result.skipped.filter((s) => s.field === 'includeLowConfidence').length
  return { ...result, lowConfidence, undoWindowMs: ctx.undoWindowMs }
}

export const replyHandlers = {
  'reviews.get': ({ core, actor }, input) => reviewDetail(core, actor, input.reviewId),
  'replies.draft': async ({ core, actor }, input) => {
    await draftFor(core, actor, input.reviewId, input)
    return reviewDetail(core, actor, input.reviewId)
  },
  'replies.edit': ({ core, actor }, input) => {
    editReply(core, actor, input.reviewId, input.body)
    return reviewDetail(core, actor, input.reviewId)
  },
  'replies.approve': ({ core, actor }, input) => {
    approveReply(core, actor, input.reviewId, { body: input.body })
    return reviewDetail(core, actor, input.reviewId)
  },
  // Publishing is approving: the publisher sends it once the undo window has passed.
  'replies.publish': async ({ core, actor }, input) => {
    // An assistant's approval waits out the undo window like a person's in the app.
    if (input.now && actor.via)
      throw new CoreError(
        'FORBIDDEN',
        'An assistant cannot publish without the undo window.',
        'now',
      )
    approveReply(core, actor, input.reviewId, { body: input.body })
    if (input.now) await publishApproved(core, input.reviewId, { skipUndoWindow: true })
    return reviewDetail(core, actor, input.reviewId)
  },
  'replies.dismiss': ({ core, actor }, input) => {
    dismissReply(core, actor, input.reviewId)
    return reviewDetail(core, actor, input.reviewId)
  },
  'replies.reopen': async ({ core, actor }, input) => {
    const needsDraft = reopenReply(core, actor, input.reviewId)
    if (needsDraft) await draftFor(core, actor, input.reviewId, {})
    return reviewDetail(core, actor, input.reviewId)
  },
  // Both approve; the publisher sends the replies once the undo window has passed.
  'replies.bulkApprove': ({ core, actor }, input) =>
    approveAll(core, actor, input.reviewIds, input.includeLowConfidence),
  'replies.bulkPublish': ({ core, actor }, input) => approveAll(core, actor, input.reviewIds),
  'replies.undoApprove': ({ core, actor }, input) =>
    bulk(input.reviewIds, (id) => undoApproval(core, actor, id)),
  'reviews.markSpam': ({ core, actor }, input) => {
    markSpam(core, actor, input.reviewId, input.reason)
    return reviewDetail(core, actor, input.reviewId)
  },
  'reviews.markNotSpam': async ({ core, actor }, input) => {
    if (markNotSpam(core, actor, input.reviewId)) await draftFor(core, actor, input.reviewId, {})
    return reviewDetail(core, actor, input.reviewId)
  },
  'sync.status': ({ core, actor }) => syncStatus(core, actor),
  'sync.now': async ({ core, actor }, input) => {
    await schedulerFor(core).syncNow(actor.workspaceId, input.appId)
    return syncStatus(core, actor)
  },
  'sync.worker': ({ core }) => backgroundWork(core),
  'drafts.queue': ({ core, actor }) => draftQueueStatus(core, actor),
  'autoPublish.get': ({ core, actor }, input) =>
    getAutoPublish(core, actor.workspaceId, input.appId),
  'autoPublish.set': ({ core, actor }, input) =>
    setAutoPublish(core, actor, input.appId, input.enabled, input.rules),
} satisfies Handlers<keyof typeof replyCommands>
