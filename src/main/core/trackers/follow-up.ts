import type { Actor } from '../access/actor'
import { viaDetail } from '../assistants/settings'
import type { CoreContext } from '../context'
import { firstNameOf } from '../drafting/builtin/author'
import { resolveReviewLanguage } from '../drafting/language/resolve'
import { immediate } from '../db/transaction'
import { CoreError } from '../errors'
import { currentInputsStamp } from '../replies/draft-queue/inputs'
import { loadReview } from '../replies/records'
import { transitionReply } from '../replies/transition'
import { adapterFor } from '../stores/adapter'
import { followUpText } from './follow-up-lines'
import { trackerStateOf } from './review-state'

/**
 * "Tell the reviewer": a follow-up draft saying which version fixes what they reported, in the
 * review's language. It is an ordinary draft: approving it publishes it through the publisher,
 * which replaces the reply on the store (both stores allow it; Google Play only within a week).
 */
export function draftFollowUp(ctx: CoreContext, actor: Actor, reviewId: string): void {
  immediate(ctx.db, () => {
    const record = loadReview(ctx, actor, reviewId)
    const { review, reply, listing } = record
    const state = trackerStateOf(ctx, reviewId)
    if (!state.trackerIssue)
      throw new CoreError('CONFLICT', 'Link this review to an issue first.', 'reviewId')
    if (!state.fixed)
      throw new CoreError(
        'CONFLICT',
        `${state.trackerIssue.key} is still open: a follow-up is drafted once it is closed.`,
        'reviewId',
      )
    if (!state.fixedIn)
      throw new CoreError(
        'CONFLICT',
        `${state.trackerIssue.key} has no version that fixes it: type the version (“Fixed in”) first.`,
        'fixedIn',
      )
    if (reply?.status === 'publishing' || reply?.status === 'approved')
      throw new CoreError(
        'CONFLICT',
        'A reply to this review is on its way to the store; try again once it is published.',
      )
    if (review.spamReason !== null)
      throw new CoreError('CONFLICT', 'This review is marked as spam.', 'reviewId')
    const adapter = adapterFor(listing.store)
    const closed = adapter.cannotReplyReason(ctx, listing, review)
    if (closed) throw new CoreError('CONFLICT', closed)
    const language = resolveReviewLanguage(review).language
    const { text, language: written } = followUpText(
      language,
      state.fixedIn,
      firstNameOf(review.author, language),
    )
    transitionReply(
      ctx,
      review,
      reply,
      {
        status: 'draft',
        body: text,
        source: 'drafted',
        drafter: 'builtin',
        templateId: null,
        draftTones: null,
        language: written,
        confidence: 'high',
        reasons: null,
        approvedByUserId: null,
        approvedAt: null,
        errorCode: null,
        errorMessage: null,
        draftedInputsAt: currentInputsStamp(ctx, review.workspaceId),
      },
      {
        actorUserId: actor.userId,
        action: 'redrafted',
        detail: [
          `Follow-up: ${state.trackerIssue.key} is fixed in ${state.fixedIn}.`,
          reply?.status === 'published' || reply?.status === 'pending_publish'
            ? 'Publishing it replaces the reply on the store.'
            : null,
          viaDetail(actor),
        ]
          .filter(Boolean)
          .join(' '),
      },
    )
  })
}
