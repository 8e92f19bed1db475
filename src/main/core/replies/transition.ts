import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { CoreContext } from '../context'
import type { Db } from '../db/open'
import { replies } from '../db/schema'
import { compiledOnce } from '../db/statements'
import { recordReplyEvent } from './audit'
import { assertMove } from './moves'
import type { ReplyRow, ReviewRow } from './records'

/**
 * The reply lifecycle's one writer: every change to a reply row goes through this module, so each
 * status change carries its audit line and change signal, no other file writes replies, and every
 * move is one the lifecycle allows (moves.ts).
 */

type Audit = { actorUserId: string | null; action: string; detail?: string | null }

/**
 * The insert of a new reply, compiled once per connection: a first import records a reply found
 * on the store for every answered review it reads, and the query builder otherwise builds and
 * compiles this insert (and the triggers it fires) anew each time, ~0.3 ms a reply.
 */
function compileInsert(db: Db) {
  const row = Object.fromEntries(
    Object.keys(getTableColumns(replies)).map((column) => [column, sql.placeholder(column)]),
  ) as unknown as ReplyRow
  return db.insert(replies).values(row).prepare()
}

function insertReply(db: Db, row: ReplyRow): void {
  const insert = compiledOnce(db, compileInsert)
  // A column left out of a change is stored as null, as the query builder stores it.
  insert.run(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v ?? null])))
}

/**
 * Writes a reply change and its audit line together. `actorUserId` null means Review Reply did
 * it (sync, publisher, auto-publish). Returns the reply as stored.
 */
export function transitionReply(
  ctx: CoreContext,
  review: Pick<ReviewRow, 'id' | 'workspaceId'>,
  current: ReplyRow | null,
  change: Partial<Omit<ReplyRow, 'id' | 'reviewId' | 'workspaceId' | 'createdAt'>> & {
    status: ReplyRow['status']
  },
  audit: Audit,
): ReplyRow {
  assertMove(audit.action, current?.status ?? null, change.status, audit.actorUserId)
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
      draftTones: null,
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
    insertReply(ctx.db, next)
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

/** Removes a reply (one the store no longer shows), with its audit line. */
export function removeReply(ctx: CoreContext, reply: ReplyRow, audit: Audit): void {
  assertMove(audit.action, reply.status, null, audit.actorUserId)
  ctx.db.delete(replies).where(eq(replies.id, reply.id)).run()
  recordReplyEvent(ctx, {
    workspaceId: reply.workspaceId,
    reviewId: reply.reviewId,
    actorUserId: audit.actorUserId,
    action: audit.action,
    fromStatus: reply.status,
    toStatus: null,
    body: reply.body,
    detail: audit.detail ?? null,
  })
  ctx.signals.emit('changed', reply.workspaceId, 'reviews')
}

/** Lowers a draft's confidence with the reason first; no status change, so no audit line. */
export function holdDraft(ctx: CoreContext, reply: ReplyRow, reasons: string[]): void {
  ctx.db
    .update(replies)
    .set({ confidence: 'low', reasons: JSON.stringify(reasons) })
    .where(and(eq(replies.id, reply.id), eq(replies.status, 'draft')))
    .run()
  ctx.signals.emit('changed', reply.workspaceId, 'reviews')
}

/** Marks an untouched draft current as of `newest` (its app's drafting inputs did not change). */
export function advanceDraftedInputs(
  ctx: CoreContext,
  at: { reviewId: string; draftedAt: number; newest: number },
): void {
  ctx.db
    .update(replies)
    .set({ draftedInputsAt: at.newest })
    .where(
      and(
        eq(replies.reviewId, at.reviewId),
        eq(replies.status, 'draft'),
        eq(replies.source, 'drafted'),
        eq(replies.draftedInputsAt, at.draftedAt),
      ),
    )
    .run()
}
