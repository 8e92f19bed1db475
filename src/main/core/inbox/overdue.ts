import type { CoreContext } from '../context'
import { replyTargetMs } from '../insights/reply-speed/settings'

/** "Waiting over 24 h": reviews needing a reply written before this time (now − the team's target). */
export function overdueBefore(ctx: CoreContext, workspaceId: string): number {
  return ctx.clock.now() - replyTargetMs(ctx, workspaceId)
}
