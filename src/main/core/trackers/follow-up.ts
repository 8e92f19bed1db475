import type { Actor } from '../access/actor'
import { viaDetail } from '../assistants/settings'
import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { trackerLinks } from '../db/schema'
import { firstNameOf } from '../drafting/builtin/author'
import { resolveReviewLanguage } from '../drafting/language/resolve'
import { immediate } from '../db/transaction'
import { CoreError } from '../errors'
import { currentInputsStamp } from '../replies/draft-queue/inputs'
import { loadReview, loadReviewById, type ReviewRecord } from '../replies/records'
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
    const state = trackerStateOf(ctx, reviewId)
    const refused = whyNoFollowUp(ctx, record, state)
    if (refused) throw refused
    writeFollowUp(ctx, record, state, actor.userId, viaDetail(actor))
  })
}

/**
 * When an issue closes with a version (or a person types one for a closed issue), each linked
 * review gets its follow-up drafted at once, so "Fixed, reviewer not told" holds drafts ready to
 * approve. A reply a person wrote or edited, one on its way to the store, spam, and a review the
 * store no longer lets anyone answer are left as they are. Nothing is published without approval:
 * these drafts never pass through auto-publish.
 */
export function draftFollowUpsWhenFixed(
  ctx: CoreContext,
  workspaceId: string,
  issueId: string,
): number {
  const linked = ctx.db
    .select({ reviewId: trackerLinks.reviewId })
    .from(trackerLinks)
    .where(eq(trackerLinks.issueId, issueId))
    .all()
  let drafted = 0
  for (const { reviewId } of linked) {
    immediate(ctx.db, () => {
      const record = loadReviewById(ctx, reviewId)
      // A person's unsent text is theirs: it is never replaced.
      if (!record || (record.reply?.status === 'draft' && record.reply.source === 'edited')) return
      const state = trackerStateOf(ctx, reviewId)
      if (whyNoFollowUp(ctx, record, state)) return
      writeFollowUp(ctx, record, state, null, 'Drafted when the issue closed.')
      drafted++
    })
  }
  if (drafted > 0) ctx.signals.emit('changed', workspaceId, 'reviews')
  return drafted
}

type State = ReturnType<typeof trackerStateOf>

/** Why this review cannot get a follow-up now, in words; null when it can. */
function whyNoFollowUp(ctx: CoreContext, record: ReviewRecord, state: State): CoreError | null {
  const { review, reply, listing } = record
  if (!state.trackerIssue)
    return new CoreError('CONFLICT', 'Link this review to an issue first.', 'reviewId')
  if (!state.fixed)
    return new CoreError(
      'CONFLICT',
      `${state.trackerIssue.key} is still open: a follow-up is drafted once it is closed.`,
      'reviewId',
    )
  if (!state.fixedIn)
    return new CoreError(
      'CONFLICT',
      `${state.trackerIssue.key} has no version that fixes it: type the version (“Fixed in”) first.`,
      'fixedIn',
    )
  if (reply?.status === 'publishing' || reply?.status === 'approved')
    return new CoreError(
      'CONFLICT',
      'A reply to this review is on its way to the store; try again once it is published.',
    )
  if (review.spamReason !== null)
    return new CoreError('CONFLICT', 'This review is marked as spam.', 'reviewId')
  const closed = adapterFor(listing.store).cannotReplyReason(ctx, listing, review)
  return closed ? new CoreError('CONFLICT', closed) : null
}

function writeFollowUp(
  ctx: CoreContext,
  record: ReviewRecord,
  state: State,
  actorUserId: string | null,
  how: string | null,
): void {
  const { review, reply } = record
  const fixedIn = state.fixedIn ?? ''
  const key = state.trackerIssue?.key ?? ''
  const language = resolveReviewLanguage(review).language
  const { text, language: written } = followUpText(
    language,
    fixedIn,
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
      actorUserId,
      action: 'redrafted',
      detail: [
        `Follow-up: ${key} is fixed in ${fixedIn}.`,
        reply?.status === 'published' || reply?.status === 'pending_publish'
          ? 'Publishing it replaces the reply on the store.'
          : null,
        how,
      ]
        .filter(Boolean)
        .join(' '),
    },
  )
}
