import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { adapterFor } from '../stores/adapter'
import { loadReview, type ReviewRecord } from './records'
import { replyLength, stripHtml } from '../drafting'
import { transitionReply } from './transition'
import { immediate } from '../db/transaction'
import { assertVoiceAllows } from './approve-checks'
import { reasonsOf } from './assessment'
import { currentInputsStamp } from './draft-queue/inputs'
import { assertAssistantMayApprove, viaDetail } from '../assistants/settings'

const SPAM_FIRST = 'This review is marked as spam. Choose "Not spam" first if it deserves a reply.'

const IN_FLIGHT = 'This reply is being sent to the store right now; wait a moment and try again.'

/** Edits the text. An approved reply goes back to draft (it needs approving again). */
export function editReply(ctx: CoreContext, actor: Actor, reviewId: string, body: string): void {
  immediate(ctx.db, () => {
    const { review, reply } = loadReview(ctx, actor, reviewId)
    if (reply?.status === 'publishing') throw new CoreError('CONFLICT', IN_FLIGHT)
    if (review.spamReason !== null) throw new CoreError('CONFLICT', SPAM_FIRST, 'reviewId')
    if (stripHtml(body).trim() === '') throw new CoreError('INVALID_INPUT', 'A reply cannot be empty.', 'body')
    if (reply && reply.body === body && reply.status === 'draft') return
    transitionReply(
      ctx,
      review,
      reply,
      {
        status: 'draft',
        body,
        source: 'edited',
        approvedByUserId: null,
        approvedAt: null,
        errorCode: null,
        errorMessage: null,
        // The text is now the person's: they saw the drafter's doubts and the brand voice as it
        // is now (an open `[answer: …]` slot still keeps it on "Needs a look").
        confidence: null,
        reasons: null,
        draftedInputsAt: currentInputsStamp(ctx, review.workspaceId),
      },
      {
        actorUserId: actor.userId,
        action: 'edited',
        detail: joinDetails(
          reply?.status === 'published' || reply?.status === 'pending_publish' ? 'A new version of the live reply; publishing it replaces the reply on the store.' : null,
          viaDetail(actor),
        ),
      },
    )
  })
}

const joinDetails = (...parts: (string | null)[]): string | null =>
  parts.filter((p): p is string => p !== null).join(' ') || null

/** Everything that would make the store refuse this reply, checked before it is approved. */
function assertPublishable(ctx: CoreContext, record: ReviewRecord, body: string): void {
  const adapter = adapterFor(record.listing.store)
  const max = adapter.maxLength(ctx, record.listing)
  const length = replyLength(body)
  if (length === 0) throw new CoreError('INVALID_INPUT', 'A reply cannot be empty.', 'body')
  if (length > max) {
    throw new CoreError(
      'INVALID_INPUT',
      `This reply is ${length} characters; ${adapter.limitSetBy} allows ${max}. Shorten it by ${length - max}.`,
      'body',
    )
  }
  if (!record.listing.credentialId) {
    throw new CoreError('CONFLICT', `Connect ${adapter.label} first (Apps → Connect store).`)
  }
  const reason = adapter.cannotReplyReason(ctx, record.listing, record.review)
  if (reason) throw new CoreError('CONFLICT', reason)
}

/**
 * A person's approval: the reply is then published by the publisher (right away, or as soon as
 * the store's quota allows). `actorUserId` null is an auto-publish rule an admin turned on.
 */
export function approveReply(
  ctx: CoreContext,
  actor: Actor | null,
  reviewId: string,
  options: {
    body?: string | undefined
    workspaceId?: string
    rule?: string
    /** Bulk approval: leave a low-confidence draft for a person to look at on its own. */
    skipLowConfidence?: boolean
  } = {},
): void {
  immediate(ctx.db, () => {
    const workspaceId = actor?.workspaceId ?? options.workspaceId
    if (!workspaceId) throw new Error('approve without a workspace')
    assertAssistantMayApprove(ctx, actor)
    if (options.body !== undefined && actor) editReply(ctx, actor, reviewId, options.body)
    const record = loadReview(ctx, { workspaceId }, reviewId)
    const { review, reply } = record
    if (!reply || reply.body === '') throw new CoreError('CONFLICT', 'There is no draft to approve yet. Write or draft a reply first.')
    if (reply.status === 'approved' || reply.status === 'publishing') return
    if (reply.status !== 'draft' && reply.status !== 'failed') {
      throw new CoreError('CONFLICT', `Only a draft can be approved; this reply is ${reply.status.replace('_', ' ')}.`)
    }
    if (options.skipLowConfidence && reply.confidence === 'low') {
      const [why] = reasonsOf(reply)
      throw new CoreError(
        'CONFLICT',
        `Low confidence${why ? ` (${why})` : ''}: look at this draft and approve it on its own, or include low-confidence drafts.`,
        'includeLowConfidence',
      )
    }
    assertPublishable(ctx, record, reply.body)
    assertVoiceAllows(ctx, record, reply.body)
    transitionReply(
      ctx,
      review,
      reply,
      { status: 'approved', approvedByUserId: actor?.userId ?? null, approvedAt: ctx.clock.now(), errorCode: null, errorMessage: null, attemptStartedAt: null, publishAttempts: 0 },
      { actorUserId: actor?.userId ?? null, action: actor ? 'approved' : 'auto_approved', detail: options.rule ?? viaDetail(actor) },
    )
  })
  ctx.signals.emit('publish', reviewId)
}

export function dismissReply(ctx: CoreContext, actor: Actor, reviewId: string): void {
  immediate(ctx.db, () => {
    const { review, reply } = loadReview(ctx, actor, reviewId)
    if (reply && ['publishing', 'pending_publish', 'published'].includes(reply.status)) {
      throw new CoreError('CONFLICT', 'This review already has a reply on the store; it cannot be dismissed.')
    }
    if (reply?.status === 'dismissed') return
    transitionReply(ctx, review, reply, { status: 'dismissed', approvedByUserId: null, approvedAt: null }, { actorUserId: actor.userId, action: 'dismissed', detail: 'No reply wanted.' })
  })
}

/** Brings a dismissed review back as a draft (its old text, if any, is kept). */
export function reopenReply(ctx: CoreContext, actor: Actor, reviewId: string): boolean {
  return immediate(ctx.db, () => {
    const { review, reply } = loadReview(ctx, actor, reviewId)
    if (!reply || reply.status !== 'dismissed') throw new CoreError('CONFLICT', 'Only a dismissed review can be reopened.')
    if (review.spamReason !== null) throw new CoreError('CONFLICT', SPAM_FIRST, 'reviewId')
    transitionReply(ctx, review, reply, { status: 'draft' }, { actorUserId: actor.userId, action: 'reopened' })
    return reply.body === ''
  })
}
