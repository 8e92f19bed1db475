import type { OutboundStatusDto } from '../../../shared/dto/outbound'
import type { Principal } from '../access/actor'
import type { CoreContext } from '../context'
import { listWorkspaces } from '../workspaces/workspaces'
import { othersAreMembers } from './outbound'

/**
 * Whether the outbound guard is on and why, and the `--allow-outbound` exceptions. Which private
 * hosts are reachable is for the people who set up webhooks and the model: admins and the owner.
 */
export function outboundStatus(ctx: CoreContext, principal: Principal): OutboundStatusDto {
  const reasons: string[] = []
  if (!ctx.runtime.loopbackOnly)
    reasons.push(ctx.runtime.exposure ?? 'Others can reach this server.')
  if (othersAreMembers(ctx)) reasons.push('Others are members of a workspace here.')
  const owner = principal.userId === ctx.ownerUserId && !principal.scope
  const admin = owner || listWorkspaces(ctx, principal).some((w) => w.role === 'admin')
  return {
    guarded: reasons.length > 0,
    reasons,
    allowOutbound: admin ? [...(ctx.runtime.allowOutbound ?? [])] : null,
  }
}
