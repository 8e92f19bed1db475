/**
 * The team's target time to first reply: `replySpeed` in `workspaces.settings` (default 24 h).
 * It turns the median red when missed and says which waiting reviews are overdue.
 */
import { replySpeedSettingsShape } from '../../../../shared/contract/insights'
import type { ReplySpeedSettingsDto } from '../../../../shared/dto/reply-effect'
import type { CoreContext } from '../../context'
import { readDocument, readFields, writeKey } from '../settings'

const DEFAULTS: ReplySpeedSettingsDto = { targetHours: 24 }
const HOUR = 60 * 60_000

export function readReplySpeedSettings(
  ctx: CoreContext,
  workspaceId: string,
): ReplySpeedSettingsDto {
  return readFields(replySpeedSettingsShape, readDocument(ctx, workspaceId).replySpeed, DEFAULTS)
}

export function replyTargetMs(ctx: CoreContext, workspaceId: string): number {
  return readReplySpeedSettings(ctx, workspaceId).targetHours * HOUR
}

export function setReplySpeedSettings(
  ctx: CoreContext,
  workspaceId: string,
  patch: Partial<ReplySpeedSettingsDto>,
): ReplySpeedSettingsDto {
  const next = { ...readReplySpeedSettings(ctx, workspaceId), ...patch }
  writeKey(ctx, workspaceId, 'replySpeed', next)
  return next
}
