import type { CoreContext } from '../context'
import { statement } from '../db/statements'
import { INSERT_REPLY_EVENT } from './queries'

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
  statement(ctx.db, INSERT_REPLY_EVENT).run(
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
