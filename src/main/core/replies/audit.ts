import type { CoreContext } from '../context'
import { replyEvents } from '../db/schema'

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
  ctx.db
    .insert(replyEvents)
    .values({
      id: ctx.ids.next('rpe'),
      workspaceId: entry.workspaceId,
      reviewId: entry.reviewId,
      actorUserId: entry.actorUserId,
      action: entry.action,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      body: entry.body ?? null,
      detail: entry.detail ?? null,
      at: ctx.clock.now(),
    })
    .run()
}
