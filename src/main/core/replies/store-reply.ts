import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies, type reviews } from '../db/schema'
import { emitEvent } from '../events/outbox'
import { toPublicReview } from '../public/serialize'
import { ratingHistoryOf } from '../reviews/revisions'
import { topicsForEvent } from '../triage/event-topics'
import type { StoreReply } from '../stores/types'
import { recordReplyEvent } from './audit'

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
 */
export function recordStoreReply(
  ctx: CoreContext,
  review: Review,
  store: StoreReply,
): Reply | undefined {
  const now = ctx.clock.now()
  const local = ctx.db.select().from(replies).where(eq(replies.reviewId, review.id)).get()
  const status = store.state
  const audit = (action: string, from: string | null, detail: string) =>
    recordReplyEvent(ctx, {
      workspaceId: review.workspaceId,
      reviewId: review.id,
      actorUserId: null,
      action,
      fromStatus: from,
      toStatus: status,
      body: store.body,
      detail,
    })

  if (!local) {
    const added = ctx.db
      .insert(replies)
      .values({
        id: ctx.ids.next('rpl'),
        workspaceId: review.workspaceId,
        reviewId: review.id,
        status,
        body: store.body,
        source: 'external',
        storeReplyId: store.storeReplyId,
        publishedAt: status === 'published' ? store.updatedAt : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get()
    audit('found_on_store', null, 'A reply written outside Review Reply was found on the store.')
    return added
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
    const cleared = {
      status: 'published' as const,
      publishedAt: now,
      errorCode: null,
      errorMessage: null,
      updatedAt: now,
    }
    const updated = { ...local, ...cleared }
    ctx.db.update(replies).set(cleared).where(eq(replies.id, local.id)).run()
    audit('store_published', local.status, 'The store made the reply public.')
    emitReplyPublished(ctx, review, updated)
    return
  }

  if (local.status === 'published' || local.status === 'pending_publish') {
    if (sameReply && local.status === status) return
    // Changed on the store itself (edited in App Store Connect or Play Console).
    ctx.db
      .update(replies)
      .set({
        status,
        body: store.body,
        source: sameReply ? local.source : 'external',
        storeReplyId: store.storeReplyId ?? local.storeReplyId,
        publishedAt: status === 'published' ? (local.publishedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(replies.id, local.id))
      .run()
    audit(
      'changed_on_store',
      local.status,
      'The reply was changed on the store, outside Review Reply.',
    )
    return
  }

  // A draft, approval, failure or dismissal, while the store already shows a reply. If this
  // review never had a reply from us, someone answered it elsewhere: the draft is moot.
  if (local.publishedAt === null && !sameReply) {
    ctx.db
      .update(replies)
      .set({
        status,
        body: store.body,
        source: 'external',
        storeReplyId: store.storeReplyId,
        publishedAt: status === 'published' ? store.updatedAt : null,
        errorCode: null,
        errorMessage: null,
        updatedAt: now,
      })
      .where(eq(replies.id, local.id))
      .run()
    audit(
      'found_on_store',
      local.status,
      'Someone replied on the store directly; the unpublished draft was replaced by that reply.',
    )
  }
}
