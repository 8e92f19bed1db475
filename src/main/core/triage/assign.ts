import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { CoreError } from '../errors'
import { recordReplyEvent } from '../replies/audit'
import { loadReview } from '../replies/records'
import { immediate } from '../db/transaction'

/**
 * Assigns a review to a member of its workspace, or unassigns it (`userId` null). Somebody who
 * is not a member here is refused like an unknown person. Recorded in the audit trail.
 */
export function assignReview(ctx: CoreContext, actor: Actor, reviewId: string, userId: string | null): void {
  const { review } = loadReview(ctx, actor, reviewId)
  const sqlite = ctx.db.$client
  let name: string | null = null
  if (userId !== null) {
    const member = prepared(
      sqlite,
      `SELECT u.name FROM members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = ? AND m.user_id = ?`,
    ).get(review.workspaceId, userId) as { name: string } | undefined
    if (!member) throw new CoreError('NOT_FOUND', 'Nobody with that id is a member of this workspace.', 'userId')
    name = member.name
  }
  const current = prepared(sqlite, 'SELECT user_id AS userId FROM review_assignments WHERE review_id = ?').get(review.id) as
    | { userId: string }
    | undefined
  if ((current?.userId ?? null) === userId) return
  immediate(ctx.db, () => {
    if (userId === null) prepared(sqlite, 'DELETE FROM review_assignments WHERE review_id = ?').run(review.id)
    else
      prepared(
        sqlite,
        `INSERT INTO review_assignments (review_id, workspace_id, user_id, assigned_by_user_id, assigned_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (review_id) DO UPDATE SET user_id = excluded.user_id, assigned_by_user_id = excluded.assigned_by_user_id,
           assigned_at = excluded.assigned_at`,
      ).run(review.id, review.workspaceId, userId, actor.userId, ctx.clock.now())
    recordReplyEvent(ctx, {
      workspaceId: review.workspaceId,
      reviewId: review.id,
      actorUserId: actor.userId,
      action: userId === null ? 'unassigned' : 'assigned',
      detail: name,
    })
  })
  ctx.signals.emit('changed', actor.workspaceId, 'reviews')
}

/**
 * A member leaves: their assignments in this workspace are cleared (the reviews go back to
 * nobody), each with a line in the audit trail. Runs inside the removal's transaction.
 */
export function clearAssignmentsOf(ctx: CoreContext, workspaceId: string, userId: string, byUserId: string): number {
  const sqlite = ctx.db.$client
  const rows = prepared(
    sqlite,
    'SELECT review_id AS reviewId FROM review_assignments WHERE workspace_id = ? AND user_id = ?',
  ).all(workspaceId, userId) as { reviewId: string }[]
  const name = (prepared(sqlite, 'SELECT name FROM users WHERE id = ?').get(userId) as { name: string } | undefined)?.name ?? null
  for (const { reviewId } of rows) {
    recordReplyEvent(ctx, {
      workspaceId,
      reviewId,
      actorUserId: byUserId,
      action: 'unassigned',
      detail: name === null ? 'member removed' : `${name} left the workspace`,
    })
  }
  prepared(sqlite, 'DELETE FROM review_assignments WHERE workspace_id = ? AND user_id = ?').run(workspaceId, userId)
  return rows.length
}
