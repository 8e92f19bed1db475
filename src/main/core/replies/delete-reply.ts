import { and, eq } from 'drizzle-orm'
import type { AppStoreDeleteReplyDto } from '../../../shared/dto/app-store'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { replies, reviews, storeListings } from '../db/schema'
import { CoreError, invalid, notFound } from '../errors'
import { deleteAppStoreResponse, type AppStoreOptions } from '../stores/app-store'
import { adapterFor } from '../stores/adapter'
import { recordReplyEvent } from './audit'
import { forgetStoreReply } from './removed-replies'
import { immediate } from '../db/transaction'

/**
 * Deletes a review's developer response from the App Store (`DELETE
 * /v1/customerReviewResponses/{id}`, 204) and clears the local record of it, with an audit
 * entry. An unpublished draft for the review is kept. Admins and editors only.
 */
export async function deleteAppStoreReply(
  ctx: CoreContext,
  actor: Actor,
  reviewId: string,
  options?: AppStoreOptions,
): Promise<AppStoreDeleteReplyDto> {
  requireRole(actor, 'editor', 'delete replies')
  const found = ctx.db
    .select({ review: reviews, listing: storeListings })
    .from(reviews)
    .innerJoin(storeListings, eq(storeListings.id, reviews.listingId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.workspaceId, actor.workspaceId)))
    .get()
  if (!found) throw notFound('Review')
  const { review, listing } = found
  const cannotDelete = adapterFor(listing.store).cannotDeleteReply
  if (cannotDelete) throw invalid(cannotDelete)
  const local = ctx.db.select().from(replies).where(eq(replies.reviewId, review.id)).get()
  if (local?.status === 'publishing') {
    throw new CoreError(
      'CONFLICT',
      'This reply is being published right now. Wait a moment, then delete it.',
    )
  }

  const deletedOnStore = await deleteAppStoreResponse(
    ctx,
    listing,
    review,
    local?.storeReplyId ?? null,
    options,
  )

  const representsStoreReply =
    local !== undefined &&
    (local.status === 'published' ||
      local.status === 'pending_publish' ||
      local.source === 'external' ||
      local.storeReplyId !== null)
  if (!deletedOnStore && !representsStoreReply) {
    throw new CoreError(
      'NOT_FOUND',
      local
        ? 'This review has no reply on the App Store to delete; its draft is unchanged.'
        : 'This review has no reply on the App Store to delete.',
    )
  }

  const localReply = immediate(ctx.db, (): AppStoreDeleteReplyDto['localReply'] => {
    const detail = deletedOnStore
      ? 'Deleted from the App Store.'
      : 'The App Store had no reply any more; the local record of it was cleared.'
    const fresh = ctx.db.select().from(replies).where(eq(replies.reviewId, review.id)).get()
    if (fresh)
      return forgetStoreReply(ctx, fresh, { actorUserId: actor.userId, action: 'deleted', detail })
    recordReplyEvent(ctx, {
      workspaceId: review.workspaceId,
      reviewId: review.id,
      actorUserId: actor.userId,
      action: 'deleted',
      detail,
    })
    return 'none'
  })
  ctx.signals.emit('changed', actor.workspaceId, 'replies')
  return { reviewId: review.id, deletedOnStore, localReply }
}
