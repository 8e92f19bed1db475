import type { CoreContext } from '../context'
import { statement } from '../db/statements'
import { HAS_RECEIVERS } from './queries'

/** Whether anything receives this workspace's events (an enabled webhook endpoint). */
export function hasWebhookReceivers(ctx: CoreContext, workspaceId: string): boolean {
  return statement(ctx.db, HAS_RECEIVERS).get(workspaceId) !== undefined
}
