import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies, type reviews } from '../db/schema'
import { emitEvent } from '../events/outbox'
import { toPublicReview } from '../public/serialize'
import { ratingHistoryOf } from '../reviews/revisions'
import { topicsForEvent } from '../triage/event-topics'
import type { StoreReply } from '../stores/types'
import { transitionReply } from './transition'

type Review = typeof reviews.$inferSelect
type Reply = typeof replies.$inferSelect

/** Emits `reply.published` for this reply version, at most once (dedupe on reply + version). */
export function emitReplyPublished(ctx: CoreContext, review: Review, reply: Reply): void {
  const version = reply.attemptId ?? reply.storeReplyId ?? String(reply.updatedAt)
  emitEvent(
    ctx,
    review.workspaceId,
    'reply.published',
    {
      review: toPublicReview(
        review,
        reply,
        ratingHistoryOf(ctx, review),
        topicsForEvent(ctx, review),
      ),
    },
    `reply.published:${reply.id}:${version}`,
  )
}

/**
 * Brings the local reply in line with what a sync found on the store. Called inside the ingest
 * transaction. A reply being published right now is left to the publisher, which reconciles it.
 * Returns the reply it added when the review had none (what a new review's event embeds).
 * `known` is the review's reply when the caller already knows it: null for a review stored in
 * this very transaction, which a first import does for every answered review it reads.
 */
export function recordStoreReply(
  ctx: CoreContext,
  review: Review,
  store: StoreReply,
  known?: Reply | null,
): Reply | undefined {
  const now = ctx.clock.now()
  const local =
    known !== undefined
      ? known
      : (ctx.db.select().from(replies).where(eq(replies.reviewId, review.id)).get() ?? null)
  const status = store.state
  const write = (change: Parameters<typeof transitionReply>[3], action: string, detail: string) =>
    transitionReply(ctx, review, local, change, { actorUserId: null, action, detail })

  if (!local) {
    return write(
      {
        status,
        body: store.body,
        source: 'external',
        storeReplyId: store.storeReplyId,
        publishedAt: status === 'published' ? store.updatedAt : null,
      },
      'found_on_store',
      'A reply written outside Review Reply was found on the store.',
    )
  }
  if (local.status === 'publishing') return

  const sameReply =
    (store.storeReplyId !== null && store.storeReplyId === local.storeReplyId) ||
    store.body === local.body

  // A reply we sent that a pending check gave up on (failed), which the store published after all.
  const liveAfterGivingUp =
    local.status === 'failed' &&
    store.storeReplyId !== null &&
    store.storeReplyId === local.storeReplyId &&
    store.body === local.body
  if ((local.status === 'pending_publish' && sameReply) || liveAfterGivingUp) {
    if (status !== 'published') return
    const updated = write(
      { status: 'published', publishedAt: now, errorCode: null, errorMessage: null },
      'store_published',
      'The store made the reply public.',
    )
    emitReplyPublished(ctx, review, updated)
    return
  }

  if (local.status === 'published' || local.status === 'pending_publish') {
    if (sameReply && local.status === status) return
    // Changed on the store itself (edited in App Store Connect or Play Console).
    write(
      {
        status,
        body: store.body,
        source: sameReply ? local.source : 'external',
        storeReplyId: store.storeReplyId ?? local.storeReplyId,
        publishedAt: status === 'published' ? (local.publishedAt ?? now) : null,
      },
      'changed_on_store',
      'The reply was changed on the store, outside Review Reply.',
    )
    return
  }

  // A draft, approval, failure or dismissal, while the store already shows a reply. If this
  // review never had a reply from us, someone answered it elsewhere: the draft is moot.
  if (local.publishedAt === null && !sameReply) {
    write(
      {
        status,
        body: store.body,
        source: 'external',
        storeReplyId: store.storeReplyId,
        publishedAt: status === 'published' ? store.updatedAt : null,
        errorCode: null,
        errorMessage: null,
      },
      'found_on_store',
      'Someone replied on the store directly; the unpublished draft was replaced by that reply.',
    )
  }
}
