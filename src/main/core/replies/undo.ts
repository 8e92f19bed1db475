import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { loadReview } from './records'
import { transitionReply } from './transition'
import { immediate } from '../db/transaction'

/** Approved replies wait this long before the publisher sends them (Google Play has no delete). */
export const DEFAULT_UNDO_WINDOW_MS = 10_000

/** When the publisher may send a reply approved at `approvedAt`. */
export const publishableAt = (ctx: CoreContext, approvedAt: number): number => approvedAt + ctx.undoWindowMs

/**
 * Takes an approval back: the reply returns to draft with its text. Possible as long as the
 * publisher has not claimed it (status still `approved`), which the undo window guarantees for
 * its first seconds and a quota wait may extend; once `publishing`, the store may have it.
 */
export function undoApproval(ctx: CoreContext, actor: Actor, reviewId: string): void {
  immediate(ctx.db, () => {
    const { review, reply } = loadReview(ctx, actor, reviewId)
    if (reply?.status === 'draft') return
    if (reply?.status === 'publishing' || reply?.status === 'pending_publish' || reply?.status === 'published') {
      throw new CoreError('CONFLICT', 'Too late to undo: this reply has already been sent to the store.')
    }
    if (reply?.status !== 'approved') throw new CoreError('CONFLICT', 'This reply is not approved; there is nothing to undo.')
    transitionReply(
      ctx,
      review,
      reply,
      { status: 'draft', approvedByUserId: null, approvedAt: null, errorCode: null, errorMessage: null, attemptStartedAt: null, publishAttempts: 0 },
      { actorUserId: actor.userId, action: 'approval_undone', detail: 'Approval undone before publishing; the reply is a draft again.' },
    )
  })
}
