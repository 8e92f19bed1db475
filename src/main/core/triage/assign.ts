import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { CoreError } from '../errors'
import { recordReplyEvent } from '../replies/audit'
import { loadReview } from '../replies/records'
import { immediate } from '../db/transaction'
import { emitReviewAssigned } from './concern-events'
import {
  ASSIGNED_TO,
  ASSIGNEE_OF,
  DELETE_ASSIGNMENT,
  DELETE_ASSIGNMENTS_OF,
  MEMBER_NAME,
  UPSERT_ASSIGNMENT,
  USER_NAME,
} from './queries'

/**
 * Assigns a review to a member of its workspace, or unassigns it (`userId` null). Somebody who
 * is not a member here is refused like an unknown person. Recorded in the audit trail; an
 * assignment emits `review.assigned`.
 */
export function assignReview(
  ctx: CoreContext,
  actor: Actor,
  reviewId: string,
  userId: string | null,
): void {
  const record = loadReview(ctx, actor, reviewId)
  const { review } = record
  const sqlite = ctx.db.$client
  let name: string | null = null
  if (userId !== null) {
    const member = prepared(sqlite, MEMBER_NAME).get(review.workspaceId, userId) as
      { name: string } | undefined
    if (!member)
      throw new CoreError(
        'NOT_FOUND',
        'Nobody with that id is a member of this workspace.',
        'userId',
      )
    name = member.name
  }
  const current = prepared(sqlite, ASSIGNEE_OF).get(review.id) as { userId: string } | undefined
  if ((current?.userId ?? null) === userId) return
  immediate(ctx.db, () => {
    if (userId === null) prepared(sqlite, DELETE_ASSIGNMENT).run(review.id)
    else
      prepared(sqlite, UPSERT_ASSIGNMENT).run(
        review.id,
        review.workspaceId,
        userId,
        actor.userId,
        ctx.clock.now(),
      )
    recordReplyEvent(ctx, {
      workspaceId: review.workspaceId,
      reviewId: review.id,
      actorUserId: actor.userId,
      action: userId === null ? 'unassigned' : 'assigned',
      detail: name,
    })
    // The assignee hears of it (webhook, notification, e-mail) from this event.
    if (userId !== null && name !== null) {
      const byName =
        (prepared(sqlite, USER_NAME).get(actor.userId) as { name: string } | undefined)?.name ?? ''
      emitReviewAssigned(ctx, record, { id: userId, name }, { id: actor.userId, name: byName })
    }
  })
  ctx.signals.emit('changed', actor.workspaceId, 'reviews')
}

/**
 * A member leaves: their assignments in this workspace are cleared (the reviews go back to
 * nobody), each with a line in the audit trail. Runs inside the removal's transaction.
 */
export function clearAssignmentsOf(
  ctx: CoreContext,
  workspaceId: string,
  userId: string,
  byUserId: string,
): number {
  const sqlite = ctx.db.$client
  const rows = prepared(sqlite, ASSIGNED_TO).all(workspaceId, userId) as { reviewId: string }[]
  const name =
    (prepared(sqlite, USER_NAME).get(userId) as { name: string } | undefined)?.name ?? null
  for (const { reviewId } of rows) {
    recordReplyEvent(ctx, {
      workspaceId,
      reviewId,
      actorUserId: byUserId,
      action: 'unassigned',
      detail: name === null ? 'member removed' : `${name} left the workspace`,
    })
  }
  prepared(sqlite, DELETE_ASSIGNMENTS_OF).run(workspaceId, userId)
  return rows.length
}
