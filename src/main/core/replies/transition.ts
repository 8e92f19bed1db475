import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies } from '../db/schema'
import { statement } from '../db/statements'
import { recordReplyEvent } from './audit'
import { INSERT_REPLY } from './queries'
import type { ReplyRow, ReviewRow } from './records'

/**
 * Writes a reply change and its audit line together. `actorUserId` null means Review Reply did
 * it (sync, publisher, auto-publish). Returns the reply as stored.
 */
export function transitionReply(
  ctx: CoreContext,
  review: ReviewRow,
  current: ReplyRow | null,
  change: Partial<Omit<ReplyRow, 'id' | 'reviewId' | 'workspaceId' | 'createdAt'>> & {
    status: ReplyRow['status']
  },
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
      templateId: null,
      draftVariant: 0,
      language: null,
      note: null,
      confidence: null,
      reasons: null,
      draftedInputsAt: 0,
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
