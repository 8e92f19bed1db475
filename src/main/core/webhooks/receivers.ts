import type { CoreContext } from '../context'
import { prepared } from '../db/statements'

/** Whether anything receives this workspace's events (an enabled webhook endpoint). */
export function hasWebhookReceivers(ctx: CoreContext, workspaceId: string): boolean {
  return (
    prepared(ctx.db.$client, 'SELECT 1 AS one FROM webhook_endpoints WHERE workspace_id = ? AND enabled = 1 LIMIT 1').get(
      workspaceId,
    ) !== undefined
  )
}
