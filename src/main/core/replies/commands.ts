import type { replyCommands } from '../../../shared/contract/replies'
import type { BulkResultDto } from '../../../shared/dto/replies'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { getAutoPublish, setAutoPublish } from './auto-publish'
import { reviewDetail } from './detail'
import { deleteAppStoreReply } from './delete-reply'
import { draftQueueStatus } from './draft-queue/status'
import { draftReply } from './drafts'
import { loadReview } from './records'
import { undoApproval } from './undo'
import { approveReply, dismissReply, editReply, reopenReply } from './workflow'
import { publishApproved } from './publisher'
import { forEachInSlices } from '../work/slices'
import { markNotSpam, markSpam } from './spam'
import type { Handlers } from '../commands/types'

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
  'drafts.queue': ({ core, actor }) => draftQueueStatus(core, actor),
  // The contract lists it with the App Store connection; removing a reply is this workflow's job.
  'appStore.deleteReply': ({ core, actor }, input) =>
    deleteAppStoreReply(core, actor, input.reviewId),
  'autoPublish.get': ({ core, actor }, input) =>
    getAutoPublish(core, actor.workspaceId, input.appId),
  'autoPublish.set': ({ core, actor }, input) =>
    setAutoPublish(core, actor, input.appId, input.enabled, input.rules),
} satisfies Handlers<keyof typeof replyCommands | 'appStore.deleteReply'>
