/**
 * Replying on Google Play: plain text of at most 350 UTF-16 units, and only to reviews the latest
 * list returned (Google answers older ones with an empty 500). Replying again edits the reply;
 * there is no way to delete one.
 */
import { eq } from 'drizzle-orm'
import {
  GOOGLE_PLAY_REPLY_LIMIT,
  googlePlayReplyText,
} from '../../../../shared/contract/google-play'
import type { CoreContext } from '../../context'
import { reviews } from '../../db/schema'
import { invalid, notFound } from '../../errors'
import type { PublishOutcome, StoreReply } from '../types'
import { getReview, replyToReview } from './api'
import { failures } from './errors'
import { freshListing, readSyncState, sessionForListing, type ListingRow } from './session'
import { developerReply } from './wire'

type ReviewRow = typeof reviews.$inferSelect

const WEEK_MS = 7 * 24 * 60 * 60_000

export interface ReplyWindow {
  open: boolean
  /** Plain words when closed. */
  reason: string | null
}

/**
 * Open when the review came back from the last complete list (or a list since) and it was
 * written or edited within the last 7 days.
 */
export function googlePlayReplyWindow(
  ctx: CoreContext,
  listing: Pick<ListingRow, 'id'>,
  review: Pick<ReviewRow, 'id'>,
): ReplyWindow {
  const row = freshListing(ctx, listing)
  const current = ctx.db.select().from(reviews).where(eq(reviews.id, review.id)).get()
  if (!current || current.listingId !== row.id) throw notFound('Review')
  const { lastCompleteListAt } = readSyncState(row)
  const listed =
    current.lastListedAt !== null &&
    lastCompleteListAt !== null &&
    current.lastListedAt >= lastCompleteListAt
  const recent = current.updatedAt > ctx.clock.now() - WEEK_MS
  if (listed && recent) return { open: true, reason: null }
  return { open: false, reason: failures.replyWindow().message }
}

export async function publishGooglePlayReply(
  ctx: CoreContext,
  listing: Pick<ListingRow, 'id'>,
  review: Pick<ReviewRow, 'id'>,
  body: string,
  options: { signal?: AbortSignal } = {},
): Promise<PublishOutcome> {
  const row = freshListing(ctx, listing)
  const current = ctx.db.select().from(reviews).where(eq(reviews.id, review.id)).get()
  if (!current || current.listingId !== row.id) throw notFound('Review')
  const text = googlePlayReplyText(body)
  if (text === '') throw failures.replyEmpty()
  if (text.length > GOOGLE_PLAY_REPLY_LIMIT)
    throw failures.replyTooLong(text.length, GOOGLE_PLAY_REPLY_LIMIT)
  if (!googlePlayReplyWindow(ctx, row, current).open) throw failures.replyWindow()

  const session = sessionForListing(ctx, row)
  const answer = await replyToReview(ctx, session, current.storeReviewId, text, options.signal)
  return { state: 'published', storeReplyId: null, body: answer.result?.replyText ?? text }
}

/** The reply Google Play shows now (reviews.get), to reconcile after a crash or timeout. */
export async function readGooglePlayReply(
  ctx: CoreContext,
  listing: Pick<ListingRow, 'id'>,
  storeReviewId: string,
  options: { signal?: AbortSignal } = {},
): Promise<StoreReply | null> {
  if (storeReviewId.trim() === '') throw invalid('A Google Play review id is required.')
  const row = freshListing(ctx, listing)
  const session = sessionForListing(ctx, row)
  const review = await getReview(ctx, session, storeReviewId, options.signal)
  return developerReply(review)
}
