import type { CoreContext } from '../context'
import { statement } from '../db/statements'

// Written with every reply change, thousands at a time by automatic drafting: a prepared statement.
const INSERT_EVENT = `INSERT INTO reply_events (id, workspace_id, review_id, actor_user_id, action, from_status,
  to_status, body, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

/** One line of a review's audit trail. `actorUserId` null means the app itself did it. */
export function recordReplyEvent(
  ctx: CoreContext,
  entry: {
    workspaceId: string
    reviewId: string
    actorUserId: string | null
    action: string
    fromStatus?: string | null
    toStatus?: string | null
    body?: string | null
    detail?: string | null
  },
): void {
  statement(ctx.db, INSERT_EVENT).run(
    ctx.ids.next('rpe'),
    entry.workspaceId,
    entry.reviewId,
    entry.actorUserId,
    entry.action,
    entry.fromStatus ?? null,
    entry.toStatus ?? null,
    entry.body ?? null,
    entry.detail ?? null,
    ctx.clock.now(),
  )
}
