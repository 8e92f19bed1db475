import { and, eq, inArray, sql } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { apps } from '../../db/schema'

/**
 * Says "what drafts of these apps are written from changed" (the brand voice; later the app's
 * Answers): their pending drafts are now older than their inputs. Call it inside the write
 * transaction that makes the change, so the two commit together. The drafting queue then
 * redrafts the drafts nobody touched and the pane flags edited ones, found from this state
 * (draft-queue/stale.ts), so a crash half-way loses nothing. `appIds` omitted: every app of
 * the workspace.
 *
 * The stamp only grows: it is above every stamp the workspace already has, so a draft that
 * recorded an older one is always seen as older, even when the clock stands still.
 */
export function draftingInputsChanged(
  ctx: CoreContext,
  workspaceId: string,
  appIds?: readonly string[],
): void {
  if (appIds && appIds.length === 0) return
  const stamp = Math.max(ctx.clock.now(), currentInputsStamp(ctx, workspaceId) + 1)
  const scope = appIds
    ? and(eq(apps.workspaceId, workspaceId), inArray(apps.id, [...appIds]))
    : eq(apps.workspaceId, workspaceId)
  ctx.db.update(apps).set({ draftingInputsAt: stamp }).where(scope).run()
  // After the caller's transaction commits (it is synchronous): wake the drafting queue, which
  // may run in the work thread.
  queueMicrotask(() => ctx.signals.emit('draftsWaiting', workspaceId))
}

/**
 * The newest stamp of the workspace's apps. A draft records it when it is composed: whatever
 * changed before it is in the draft, whichever app changed.
 */
export function currentInputsStamp(ctx: CoreContext, workspaceId: string): number {
  return (
    ctx.db
      .select({ at: sql<number | null>`max(${apps.draftingInputsAt})` })
      .from(apps)
      .where(eq(apps.workspaceId, workspaceId))
      .get()?.at ?? 0
  )
}

/** When the app's drafting inputs last changed (0: never since drafts recorded it). */
export function appInputsStamp(ctx: CoreContext, appId: string): number {
  return (
    ctx.db.select({ at: apps.draftingInputsAt }).from(apps).where(eq(apps.id, appId)).get()?.at ?? 0
  )
}
