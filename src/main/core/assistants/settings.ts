/**
 * "Assistants may approve": `assistants` in `workspaces.settings`, off unless an admin turns it
 * on. While off, an assistant (a principal with `via`, e.g. `review-reply mcp`) may draft, edit
 * and triage but never approve or publish; people are not affected either way.
 */
import { z } from 'zod'
import type { AssistantSettingsDto } from '../../../shared/dto/assistants'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { readDocument, readFields, writeKey } from '../insights/settings'

const DEFAULTS: AssistantSettingsDto = { mayApprove: false }
const SHAPE = { mayApprove: z.boolean() }

export function readAssistantSettings(ctx: CoreContext, workspaceId: string): AssistantSettingsDto {
  return readFields(SHAPE, readDocument(ctx, workspaceId).assistants, DEFAULTS)
}

export function setAssistantSettings(
  ctx: CoreContext,
  workspaceId: string,
  patch: AssistantSettingsDto,
): AssistantSettingsDto {
  const next = { ...readAssistantSettings(ctx, workspaceId), ...patch }
  writeKey(ctx, workspaceId, 'assistants', next)
  ctx.signals.emit('changed', workspaceId, 'workspaces')
  return next
}

/** Refuses an approval made through an assistant unless an admin allowed it for the workspace. */
export function assertAssistantMayApprove(ctx: CoreContext, actor: Actor | null): void {
  if (!actor?.via) return
  if (readAssistantSettings(ctx, actor.workspaceId).mayApprove) return
  throw new CoreError(
    'FORBIDDEN',
    `Assistants may not approve or publish replies in this workspace. A person can approve it in Review Reply, or an admin can turn on "Assistants may approve" (Integrations).`,
  )
}

/** The audit line's note for a change an assistant made, e.g. "via MCP assistant". */
export const viaDetail = (actor: Actor | null): string | null =>
  actor?.via ? `via ${actor.via}` : null
