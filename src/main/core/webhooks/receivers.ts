import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { HAS_RECEIVERS } from './queries'

/** Whether anything receives this workspace's events (an enabled webhook endpoint). */
export function hasWebhookReceivers(ctx: CoreContext, workspaceId: string): boolean {
  return prepared(ctx.db.$client, HAS_RECEIVERS).get(workspaceId) !== undefined
}
