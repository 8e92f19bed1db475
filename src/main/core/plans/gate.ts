import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { workspaces } from '../db/schema'

export type PlanFeature = 'api' | 'webhooks'

/**
 * Whether the workspace's plan includes a Pro feature. The public API answers 403 and webhook
 * deliveries are held (not dropped) while this is false. Nothing else is ever gated.
 */
export function planAllows(ctx: CoreContext, workspaceId: string, _feature: PlanFeature): boolean {
  const row = ctx.db
    .select({ apiAccess: workspaces.apiAccess })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .get()
  return row?.apiAccess ?? false
}
