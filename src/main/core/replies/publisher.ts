/**
 * Crash-safe publishing. Before calling the store, the reply is marked `publishing` with a fresh
 * attempt id (committed). Whatever happens next — success, an error, a timeout, the process
 * killed — the next step is decided from the store's own state: a reply that is `publishing`
 * without a live call is reconciled by reading the store's current reply before any retry. So a
 * reply is never posted twice and never lost.
 */
import { and, asc, eq, gt, isNull, lt, lte, min, or } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies } from '../db/schema'
import { CoreError } from '../errors'
import { adapterFor } from '../stores/adapter'
import type { PublishOutcome } from '../stores/types'
import { emitReplyPublished } from './store-reply'
import { loadReviewById, type ReplyRow, type ReviewRecord } from './records'
import { stripHtml } from '../drafting'
import { transitionReply } from './transition'
import { publishableAt } from './undo'
import { immediate } from '../db/transaction'

/** Wait before trying an approved reply again after a transient failure or an exhausted quota. */
const RETRY_AFTER_MS = 5 * 60_000
/** Transient failures before the reply is marked failed for a person to look at. */
const MAX_TRANSIENT_ATTEMPTS = 3
/** A `publishing` reply older than this, with no call in flight here, is reconciled. */
const STALE_ATTEMPT_MS = 2 * 60_000

/** Attempts running in this core; anything else marked `publishing` was interrupted. */
const inFlight = (ctx: CoreContext): Set<string> => ctx.state.publishing

type Failure = 'definitive' | 'transient' | 'quota'

function classify(error: unknown): Failure {
  if (error instanceof CoreError) {
    if (error.code === 'QUOTA_EXCEEDED') return 'quota'
    // Timeouts, connection errors, malformed answers: the store may or may not have the reply.
    if (error.code === 'UNAVAILABLE' || error.code === 'INTERNAL') return 'transient'
    return 'definitive'
  }
  return 'transient'
}

const sameText = (a: string, b: string): boolean => stripHtml(a).trim() === stripHtml(b).trim()

function finish(ctx: CoreContext, reviewId: string, attemptId: string, outcome: PublishOutcome, how: string): void {
  immediate(ctx.db, () => {
    const record = loadReviewById(ctx, reviewId)
    if (!record?.reply || record.reply.status !== 'publishing' || record.reply.attemptId !== attemptId) return
    const now = ctx.clock.now()
    const reply = transitionReply(
      ctx,
      record.review,
      record.reply,
      {
        status: outcome.state,
        storeReplyId: outcome.storeReplyId ?? record.reply.storeReplyId,
        publishedAt: outcome.state === 'published' ? now : record.reply.publishedAt,
        errorCode: null,
        errorMessage: null,
      },
      {
        actorUserId: null,
        action: outcome.state === 'published' ? 'published' : 'sent_to_store',
        detail:
          outcome.state === 'published'
            ? how
            : `${how} The App Store holds new responses for up to 24 hours before showing them.`,
      },
    )
    if (reply.status === 'published') emitReplyPublished(ctx, record.review, reply)
  })
}

function failAttempt(ctx: CoreContext, reviewId: string, attemptId: string, error: unknown, kind: Failure): void {
  immediate(ctx.db, () => {
    const record = loadReviewById(ctx, reviewId)
    if (!record?.reply || record.reply.status !== 'publishing' || record.reply.attemptId !== attemptId) return
    const message = error instanceof CoreError ? error.message : 'The store did not answer as expected.'
    const giveUp = kind === 'definitive' || (kind === 'transient' && record.reply.publishAttempts >= MAX_TRANSIENT_ATTEMPTS)
    transitionReply(
      ctx,
      record.review,
      record.reply,
      giveUp
        ? { status: 'failed', errorCode: error instanceof CoreError ? error.code : 'STORE_ERROR', errorMessage: message, attemptId: null }
        : {
            status: 'approved',
            errorCode: kind === 'quota' ? 'QUOTA_EXCEEDED' : 'RETRYING',
            errorMessage: kind === 'quota' ? message : `${message} Trying again in a few minutes.`,
            attemptId: null,
          },
      { actorUserId: null, action: giveUp ? 'publish_failed' : 'publish_deferred', detail: message },
    )
  })
}

/**
 * Marks the reply `publishing` with a new attempt id, committed before any network call. A reply
 * still inside its undo window stays `approved` unless the caller is a terminal command.
 */
function claim(ctx: CoreContext, reviewId: string, skipUndoWindow: boolean): { record: ReviewRecord; attemptId: string } | null {
  return immediate(ctx.db, () => {
    const record = loadReviewById(ctx, reviewId)
    if (!record?.reply || record.reply.status !== 'approved') return null
    const { approvedAt } = record.reply
    if (!skipUndoWindow && approvedAt !== null && ctx.clock.now() < publishableAt(ctx, approvedAt)) return null
    const attemptId = ctx.ids.next('att')
    const reply = transitionReply(
      ctx,
      record.review,
      record.reply,
      { status: 'publishing', attemptId, attemptStartedAt: ctx.clock.now(), publishAttempts: record.reply.publishAttempts + 1 },
      { actorUserId: null, action: 'publishing' },
    )
    return { record: { ...record, reply }, attemptId }
  })
}

/**
 * Publishes one approved reply once its undo window has passed (`skipUndoWindow`: now, for the
 * CLI, where a person typed the command for this one review). Resolves when the outcome is recorded.
 */
export async function publishApproved(ctx: CoreContext, reviewId: string, options: { skipUndoWindow?: boolean } = {}): Promise<void> {
  const claimed = claim(ctx, reviewId, options.skipUndoWindow === true)
  if (!claimed) return
  const { record, attemptId } = claimed
  const body = record.reply?.body ?? ''
  const adapter = adapterFor(record.listing.store)
  inFlight(ctx).add(attemptId)
  try {
    const outcome = await adapter.publish(ctx, record.listing, record.review, body)
    finish(ctx, reviewId, attemptId, outcome, 'Published on the store.')
  } catch (error) {
    const kind = classify(error)
    if (kind !== 'transient') return failAttempt(ctx, reviewId, attemptId, error, kind)
    // The call may have reached the store: look before deciding anything.
    await reconcile(ctx, reviewId, attemptId, error)
  } finally {
    inFlight(ctx).delete(attemptId)
  }
}

/**
 * Settles an interrupted attempt from the store's own state: the reply is there → done;
 * it is not → back to `approved` for a retry; the store cannot be read → left for later.
 */
async function reconcile(ctx: CoreContext, reviewId: string, attemptId: string, cause?: unknown): Promise<void> {
  const record = loadReviewById(ctx, reviewId)
  if (!record?.reply || record.reply.status !== 'publishing' || record.reply.attemptId !== attemptId) return
  const adapter = adapterFor(record.listing.store)
  let onStore
  try {
    onStore = await adapter.read(ctx, record.listing, record.review)
  } catch (error) {
    ctx.log.warn('could not read the store reply to reconcile; will retry', { reviewId, error: (error as Error).message })
    return
  }
  if (onStore && sameText(onStore.body, record.reply.body)) {
    finish(ctx, reviewId, attemptId, { state: onStore.state, storeReplyId: onStore.storeReplyId, body: onStore.body }, 'Confirmed on the store after an interrupted publish.')
    return
  }
  if (cause !== undefined) {
    failAttempt(ctx, reviewId, attemptId, cause, 'transient')
    return
  }
  // Interrupted (crash, kill, quit) before the store got it: not a store failure, send it again now.
  immediate(ctx.db, () => {
    const fresh = loadReviewById(ctx, reviewId)
    if (!fresh?.reply || fresh.reply.status !== 'publishing' || fresh.reply.attemptId !== attemptId) return
    transitionReply(
      ctx,
      fresh.review,
      fresh.reply,
      { status: 'approved', attemptId: null, attemptStartedAt: null, publishAttempts: Math.max(0, fresh.reply.publishAttempts - 1) },
      { actorUserId: null, action: 'publish_interrupted', detail: 'Publishing was interrupted before the store received the reply; it will be sent again.' },
    )
  })
}

/** Replies marked `publishing` with no call running in this process (crash, kill, timeout). */
function interruptedAttempts(ctx: CoreContext, olderThan: number): ReplyRow[] {
  return ctx.db
    .select()
    .from(replies)
    .where(and(eq(replies.status, 'publishing'), lt(replies.attemptStartedAt, olderThan)))
    .all()
    .filter((r) => r.attemptId !== null && !inFlight(ctx).has(r.attemptId))
}

/**
 * One pass of the publisher: settle interrupted attempts, then publish approved replies that are
 * due (past their undo window and any retry wait). `recoverAll` settles every interrupted attempt
 * (at start-up nothing of ours is in flight). Returns when the next waiting approval becomes due.
 */
export async function runPublisherPass(ctx: CoreContext, options: { recoverAll?: boolean; limit?: number } = {}): Promise<{ nextDueAt: number | null }> {
  const now = ctx.clock.now()
  for (const reply of interruptedAttempts(ctx, options.recoverAll ? now + 1 : now - STALE_ATTEMPT_MS)) {
    await reconcile(ctx, reply.reviewId, reply.attemptId ?? '')
  }
  const windowStart = now - ctx.undoWindowMs
  const due = ctx.db
    .select({ reviewId: replies.reviewId })
    .from(replies)
    .where(
      and(
        eq(replies.status, 'approved'),
        or(isNull(replies.approvedAt), lte(replies.approvedAt, windowStart)),
        or(isNull(replies.attemptStartedAt), lt(replies.attemptStartedAt, now - RETRY_AFTER_MS)),
      ),
    )
    .orderBy(asc(replies.approvedAt))
    .limit(options.limit ?? 20)
    .all()
  for (const { reviewId } of due) await publishApproved(ctx, reviewId)
  const waiting = ctx.db
    .select({ first: min(replies.approvedAt) })
    .from(replies)
    .where(and(eq(replies.status, 'approved'), gt(replies.approvedAt, windowStart)))
    .get()
  return { nextDueAt: waiting?.first != null ? publishableAt(ctx, waiting.first) : null }
}
