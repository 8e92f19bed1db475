import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies } from '../db/schema'
import { statement } from '../db/statements'
import { recordReplyEvent } from './audit'
import type { ReplyRow, ReviewRow } from './records'

// A new reply is the hot path of automatic drafting: a prepared statement, not the query builder.
const INSERT_REPLY = `INSERT INTO replies (id, workspace_id, review_id, status, body, source, drafter, draft_variant,
  language, note, store_reply_id, attempt_id, attempt_started_at, publish_attempts, error_code, error_message,
  approved_by_user_id, approved_at, published_at, created_at, updated_at)
  VALUES (@id, @workspaceId, @reviewId, @status, @body, @source, @drafter, @draftVariant, @language, @note,
  @storeReplyId, @attemptId, @attemptStartedAt, @publishAttempts, @errorCode, @errorMessage, @approvedByUserId,
  @approvedAt, @publishedAt, @createdAt, @updatedAt)`

/**
 * Writes a reply change and its audit line together. `actorUserId` null means Review Reply did
 * it (sync, publisher, auto-publish). Returns the reply as stored.
 */
export function transitionReply(
  ctx: CoreContext,
  review: ReviewRow,
  current: ReplyRow | null,
  change: Partial<Omit<ReplyRow, 'id' | 'reviewId' | 'workspaceId' | 'createdAt'>> & { status: ReplyRow['status'] },
  audit: { actorUserId: string | null; action: string; detail?: string | null },
): ReplyRow {
  const now = ctx.clock.now()
  let next: ReplyRow
  if (current) {
    next = { ...current, ...change, updatedAt: now }
    ctx.db
      .update(replies)
      .set({ ...change, updatedAt: now })
      .where(eq(replies.id, current.id))
      .run()
  } else {
    next = {
      id: ctx.ids.next('rpl'),
      workspaceId: review.workspaceId,
      reviewId: review.id,
      body: '',
      source: 'drafted',
      drafter: null,
      draftVariant: 0,
      language: null,
      note: null,
      storeReplyId: null,
      attemptId: null,
      attemptStartedAt: null,
      publishAttempts: 0,
      errorCode: null,
      errorMessage: null,
      approvedByUserId: null,
      approvedAt: null,
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
      ...change,
    }
    statement(ctx.db, INSERT_REPLY).run(next)
  }
  recordReplyEvent(ctx, {
    workspaceId: review.workspaceId,
    reviewId: review.id,
    actorUserId: audit.actorUserId,
    action: audit.action,
    fromStatus: current?.status ?? null,
    toStatus: next.status,
    body: next.body,
    detail: audit.detail ?? null,
  })
  ctx.signals.emit('changed', review.workspaceId, 'reviews')
  return next
}
