import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { workspaces } from '../db/schema'

export function workspaceNameOf(ctx: CoreContext, workspaceId: string): string {
  return (
    ctx.db
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .get()?.name ?? ''
  )
}
