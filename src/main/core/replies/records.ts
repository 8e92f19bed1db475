import { and, eq, sql } from 'drizzle-orm'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { replies, reviews, storeListings } from '../db/schema'
import { compiledOnce } from '../db/statements'
import { notFound } from '../errors'

export type ReviewRow = typeof reviews.$inferSelect
export type ReplyRow = typeof replies.$inferSelect
type ListingRow = typeof storeListings.$inferSelect

export interface ReviewRecord {
  review: ReviewRow
  reply: ReplyRow | null
  listing: ListingRow
}

/** A review of the actor's workspace with its reply and listing; another workspace's is not found. */
export function loadReview(ctx: CoreContext, actor: Pick<Actor, 'workspaceId'>, reviewId: string): ReviewRecord {
  const row = ctx.db
    .select({ review: reviews, reply: replies, listing: storeListings })
    .from(reviews)
    .innerJoin(storeListings, eq(storeListings.id, reviews.listingId))
    .leftJoin(replies, eq(replies.reviewId, reviews.id))
    .where(and(eq(reviews.id, reviewId), eq(reviews.workspaceId, actor.workspaceId)))
    .get()
  if (!row) throw notFound('Review')
  return row
}

function buildLoadById(db: CoreContext['db']) {
  return db
    .select({ review: reviews, reply: replies, listing: storeListings })
    .from(reviews)
    .innerJoin(storeListings, eq(storeListings.id, reviews.listingId))
    .leftJoin(replies, eq(replies.reviewId, reviews.id))
    .where(eq(reviews.id, sql.placeholder('reviewId')))
    .prepare()
}

/**
 * Same, for the app's own background work (no actor). Drafting and publishing load reviews one
 * by one in bulk: building this three-table query anew costs about a millisecond, so it is
 * prepared once per connection.
 */
export function loadReviewById(ctx: CoreContext, reviewId: string): ReviewRecord | null {
  return compiledOnce(ctx.db, buildLoadById).get({ reviewId }) ?? null
}
