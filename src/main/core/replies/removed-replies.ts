import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies, reviews } from '../db/schema'
import { removeReply, transitionReply } from './transition'
import { immediate } from '../db/transaction'

type Reply = typeof replies.$inferSelect

/**
 * Removes the local record of a store reply and notes it in the audit trail. A reply that is
 * still a draft (an unpublished edit) is kept as a draft, only unlinked from the store.
 */
export function forgetStoreReply(
  ctx: CoreContext,
  reply: Reply,
  entry: { actorUserId: string | null; action: string; detail: string },
): 'removed' | 'kept_draft' {
  const represented =
    reply.status === 'published' ||
    reply.status === 'pending_publish' ||
    reply.source === 'external'
  // A failed publish still holds the person's text: it goes back to being a draft.
  const toStatus = represented ? null : reply.status === 'failed' ? 'draft' : reply.status
  if (toStatus === null) {
    removeReply(ctx, reply, entry)
    return 'removed'
  }
  transitionReply(
    ctx,
    { id: reply.reviewId, workspaceId: reply.workspaceId },
    reply,
    {
      status: toStatus,
      storeReplyId: null,
      publishedAt: null,
      errorCode: null,
      errorMessage: null,
    },
    entry,
  )
  return 'kept_draft'
}

/**
 * A sync page lists every review with its response (`include=response`). A review we recorded
 * as answered that now comes back without one had its reply deleted on the store.
 */
export function reconcileRemovedReplies(
  ctx: CoreContext,
  listingId: string,
  withoutReply: string[],
): number {
  if (withoutReply.length === 0) return 0
  return immediate(ctx.db, () => {
    const rows = ctx.db
      .select({ reply: replies })
      .from(replies)
      .innerJoin(reviews, eq(reviews.id, replies.reviewId))
      .where(
        and(
          eq(reviews.listingId, listingId),
          inArray(reviews.storeReviewId, withoutReply),
          eq(replies.status, 'published'),
          isNotNull(replies.storeReplyId),
        ),
      )
      .all()
    for (const { reply } of rows) {
      forgetStoreReply(ctx, reply, {
        actorUserId: null,
        action: 'removed_on_store',
        detail: 'The reply is no longer on the App Store (deleted in App Store Connect).',
      })
    }
    return rows.length
  })
}
