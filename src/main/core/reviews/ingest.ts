import { and, eq, inArray } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies, reviews, storeListings } from '../db/schema'
import { emitEvent } from '../events/outbox'
import { toPublicReview } from '../public/serialize'
import { recordStoreReply } from '../replies/store-reply'
import type { NormalizedReview } from '../stores/types'

type Listing = typeof storeListings.$inferSelect

export interface IngestResult {
  created: number
  updated: number
  unchanged: number
  /** Ids of reviews seen for the first time. */
  createdIds: string[]
}

const CHUNK = 500

/**
 * Stores what a store returned. Idempotent: a review read twice is one row and one
 * `review.created`; an edited review updates its row (marked edited) and keeps its reply history.
 * `listedAt` marks the reviews a list call returned (Google Play only lets you reply to those).
 */
export function ingestReviews(
  ctx: CoreContext,
  listing: Listing,
  batch: NormalizedReview[],
  options: { listedAt?: number } = {},
): IngestResult {
  const result: IngestResult = { created: 0, updated: 0, unchanged: 0, createdIds: [] }
  const now = ctx.clock.now()
  for (let i = 0; i < batch.length; i += CHUNK) {
    const chunk = batch.slice(i, i + CHUNK)
    // Inside a better-sqlite3 transaction every statement on this connection belongs to it.
    ctx.db.transaction(() => {
      const db = ctx.db
      const existing = new Map(
        db
          .select()
          .from(reviews)
          .where(
            and(
              eq(reviews.listingId, listing.id),
              inArray(
                reviews.storeReviewId,
                chunk.map((r) => r.storeReviewId),
              ),
            ),
          )
          .all()
          .map((r) => [r.storeReviewId, r]),
      )
      for (const incoming of chunk) {
        const fields = {
          rating: incoming.rating,
          title: incoming.title,
          body: incoming.body,
          author: incoming.author,
          language: incoming.language,
          territory: incoming.territory,
          appVersion: incoming.appVersion,
          appVersionCode: incoming.appVersionCode ?? null,
          device: incoming.device ?? null,
          osVersion: incoming.osVersion ?? null,
          thumbsUp: incoming.thumbsUp ?? null,
          thumbsDown: incoming.thumbsDown ?? null,
        }
        const found = existing.get(incoming.storeReviewId)
        let row: typeof reviews.$inferSelect
        if (!found) {
          row = {
            id: ctx.ids.next('rev'),
            workspaceId: listing.workspaceId,
            appId: listing.appId,
            listingId: listing.id,
            store: listing.store,
            storeReviewId: incoming.storeReviewId,
            ...fields,
            createdAt: incoming.createdAt,
            updatedAt: incoming.updatedAt,
            edited: false,
            firstSeenAt: now,
            readAt: null,
            lastListedAt: options.listedAt ?? null,
          }
          db.insert(reviews).values(row).run()
          existing.set(incoming.storeReviewId, row)
          result.created++
          result.createdIds.push(row.id)
        } else {
          const textChanged =
            found.body !== incoming.body || found.title !== incoming.title || found.rating !== incoming.rating
          const changed =
            textChanged ||
            found.updatedAt !== incoming.updatedAt ||
            Object.entries(fields).some(([k, v]) => found[k as keyof typeof found] !== v)
          const patch: Partial<typeof reviews.$inferInsert> = {}
          if (changed) {
            Object.assign(patch, fields, { updatedAt: Math.max(found.updatedAt, incoming.updatedAt) })
            if (textChanged) patch.edited = true
          }
          if (options.listedAt !== undefined) patch.lastListedAt = options.listedAt
          if (Object.keys(patch).length > 0) {
            db.update(reviews).set(patch).where(eq(reviews.id, found.id)).run()
          }
          row = { ...found, ...patch } as typeof reviews.$inferSelect
          if (changed) result.updated++
          else result.unchanged++
        }
        if (incoming.storeReply) recordStoreReply(ctx, row, incoming.storeReply)
        if (!found) {
          const reply = db.select().from(replies).where(eq(replies.reviewId, row.id)).get()
          emitEvent(
            ctx,
            listing.workspaceId,
            'review.created',
            { review: toPublicReview(row, reply) },
            `review.created:${row.id}`,
          )
        }
      }
    })
  }
  if (result.created > 0 || result.updated > 0) ctx.signals.emit('changed', listing.workspaceId, 'reviews')
  return result
}
