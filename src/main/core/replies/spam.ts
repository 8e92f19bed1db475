import { eq } from 'drizzle-orm'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { reviews } from '../db/schema'
import { immediate } from '../db/transaction'
import { CoreError } from '../errors'
import { recordReplyEvent } from './audit'
import { loadReview, type ReplyRow, type ReviewRow } from './records'
import { transitionReply } from './transition'
import { clearDraftFailures } from './draft-queue/attempts'

/** What a person's "Mark as spam" records when they give no reason of their own. */
const MARKED_BY_HAND = 'A person marked it as spam.'

/** Statuses whose reply is on the store, or on its way there: too late to call the review spam. */
const ON_ITS_WAY = new Set<ReplyRow['status']>([
  'approved',
  'publishing',
  'pending_publish',
  'published',
])

/** A person said "Not spam": drafting must not mark the review again. */
export const markedNotSpam = (review: Pick<ReviewRow, 'spamReason' | 'spamMarkedAt'>): boolean =>
  review.spamReason === null && review.spamMarkedAt !== null

/**
 * Marks a review as spam inside the caller's write transaction: no reply will be drafted for it
 * and it leaves "Needs reply" (the inbox index follows by trigger). A pending draft is dismissed,
 * in the same audit line. `actorUserId` null: the drafter decided.
 */
export function markSpamInTransaction(
  ctx: CoreContext,
  review: ReviewRow,
  reply: ReplyRow | null,
  reason: string,
  actorUserId: string | null,
): void {
  const now = ctx.clock.now()
  ctx.db
    .update(reviews)
    .set({ spamReason: reason, spamMarkedByUserId: actorUserId, spamMarkedAt: now })
    .where(eq(reviews.id, review.id))
    .run()
  // It waits for no draft any more: earlier failures to draft it are not a problem to show.
  clearDraftFailures(ctx, review.id)
  const detail = `Looks like spam: ${reason}`
  if (reply && (reply.status === 'draft' || reply.status === 'failed')) {
    transitionReply(
      ctx,
      review,
      reply,
      { status: 'dismissed', approvedByUserId: null, approvedAt: null },
      { actorUserId, action: 'marked_spam', detail },
    )
    return
  }
  recordReplyEvent(ctx, {
    workspaceId: review.workspaceId,
    reviewId: review.id,
    actorUserId,
    action: 'marked_spam',
    detail,
  })
  ctx.signals.emit('changed', review.workspaceId, 'reviews')
}

/** "Mark as spam": any review without a reply on the store (a pending draft is dismissed). */
export function markSpam(ctx: CoreContext, actor: Actor, reviewId: string, reason?: string): void {
  immediate(ctx.db, () => {
    const { review, reply } = loadReview(ctx, actor, reviewId)
    // A new draft of a reply that went live still has the old one on the store.
    if (reply && (ON_ITS_WAY.has(reply.status) || reply.publishedAt !== null)) {
      throw new CoreError(
        'CONFLICT',
        reply.status === 'approved'
          ? 'This reply is approved and about to go to the store. Undo the approval first, then mark the review as spam.'
          : 'This review has a reply on the store (or one on its way); it cannot be marked as spam. Report it in the store’s console instead.',
        'reviewId',
      )
    }
    if (review.spamReason !== null) return
    markSpamInTransaction(ctx, review, reply, reason?.trim() || MARKED_BY_HAND, actor.userId)
  })
}

/**
 * "Not spam": clears the mark and remembers that a person decided, so drafting never marks the
 * review again. Returns whether the review now needs a draft (it has none, or a dismissed one).
 * A review that is not marked is left as it is.
 */
export function markNotSpam(ctx: CoreContext, actor: Actor, reviewId: string): boolean {
  return immediate(ctx.db, () => {
    const { review, reply } = loadReview(ctx, actor, reviewId)
    // Someone else said so first: nothing to undo.
    if (review.spamReason === null) return false
    ctx.db
      .update(reviews)
      .set({ spamReason: null, spamMarkedByUserId: actor.userId, spamMarkedAt: ctx.clock.now() })
      .where(eq(reviews.id, review.id))
      .run()
    recordReplyEvent(ctx, {
      workspaceId: review.workspaceId,
      reviewId: review.id,
      actorUserId: actor.userId,
      action: 'marked_not_spam',
      detail: `It was marked because: ${review.spamReason}`,
    })
    ctx.signals.emit('changed', review.workspaceId, 'reviews')
    return !reply || reply.status === 'dismissed'
  })
}
