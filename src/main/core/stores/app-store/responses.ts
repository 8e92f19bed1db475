import type { CoreContext } from '../../context'
import type { storeListings } from '../../db/schema'
import { invalid } from '../../errors'
import type { PublishOutcome, StoreReply } from '../types'
import { AppStoreClient, type AppStoreOptions } from './client'
import { loadListingKey } from './credential'
import type { CallPriority } from './rate-limit'
import { assertReplyFits } from './reply-limit'
import { createResponseBody, parseResponseDocument } from './wire'

type Listing = typeof storeListings.$inferSelect

function assertAppStore(listing: Listing): void {
  if (listing.store !== 'app_store') throw invalid('This listing is not an App Store listing.')
}

const reviewPath = (storeReviewId: string) =>
  `/v1/customerReviews/${encodeURIComponent(storeReviewId)}/response`

/** The response a review has on the store, or null (Apple answers 404 when there is none). */
export async function fetchStoreResponse(
  client: AppStoreClient,
  storeReviewId: string,
  priority: CallPriority,
  now: number,
): Promise<StoreReply | null> {
  const doing = 'reading the reply of a review'
  const res = await client.call({
    method: 'GET',
    url: reviewPath(storeReviewId),
    priority,
    doing,
    allowNotFound: true,
  })
  return res.status === 404 ? null : parseResponseDocument(res.json, now, doing)
}

/**
 * Creates or replaces the developer response of a review (there is no PATCH: an edit is a new
 * POST). Apple normally answers PENDING_PUBLISH; the reply becomes public later.
 */
export async function publishAppStoreReply(
  ctx: CoreContext,
  listing: Listing,
  review: { storeReviewId: string },
  body: string,
  options?: AppStoreOptions,
): Promise<PublishOutcome> {
  assertAppStore(listing)
  assertReplyFits(ctx, listing.appId, body)
  const client = new AppStoreClient(ctx, loadListingKey(ctx, listing), options)
  const doing = 'publishing the reply'
  const res = await client.call({
    method: 'POST',
    url: '/v1/customerReviewResponses',
    body: createResponseBody(review.storeReviewId, body),
    priority: 'interactive',
    doing,
  })
  const reply = parseResponseDocument(res.json, ctx.clock.now(), doing)
  return { state: reply.state, storeReplyId: reply.storeReplyId, body: reply.body || body }
}

/** What the store currently holds for a review: `GET /v1/customerReviews/{id}/response`. */
export async function readAppStoreReply(
  ctx: CoreContext,
  listing: Listing,
  storeReviewId: string,
  options?: AppStoreOptions,
): Promise<StoreReply | null> {
  assertAppStore(listing)
  const client = new AppStoreClient(ctx, loadListingKey(ctx, listing), options)
  return fetchStoreResponse(client, storeReviewId, 'interactive', ctx.clock.now())
}

/** `DELETE /v1/customerReviewResponses/{id}`; true when Apple removed it, false when it was already gone. */
async function deleteStoreResponse(
  client: AppStoreClient,
  storeReplyId: string,
): Promise<boolean> {
  const res = await client.call({
    method: 'DELETE',
    url: `/v1/customerReviewResponses/${encodeURIComponent(storeReplyId)}`,
    priority: 'interactive',
    doing: 'deleting the reply',
    allowNotFound: true,
  })
  return res.status !== 404
}

/**
 * Deletes a review's developer response from the App Store (`DELETE
 * /v1/customerReviewResponses/{id}`, 204). When the id we hold is stale (replaced in App Store
 * Connect), asks the store which response it has and deletes that. True when Apple removed one.
 * The local record is the caller's (replies/delete-reply.ts).
 */
export async function deleteAppStoreResponse(
  ctx: CoreContext,
  listing: Listing,
  review: { storeReviewId: string },
  storeReplyId: string | null,
  options?: AppStoreOptions,
): Promise<boolean> {
  const client = new AppStoreClient(ctx, loadListingKey(ctx, listing), options)
  const now = ctx.clock.now()
  let deletedOnStore = false
  if (storeReplyId) deletedOnStore = await deleteStoreResponse(client, storeReplyId)
  if (!deletedOnStore) {
    // Our id may be stale (replaced in App Store Connect): ask the store which response it has.
    const current = await fetchStoreResponse(client, review.storeReviewId, 'interactive', now)
    if (current?.storeReplyId)
      deletedOnStore = await deleteStoreResponse(client, current.storeReplyId)
  }
  return deletedOnStore
}
