import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'
import { WAITING_REVIEWS, WORKSPACE_IDS } from './queries'

/** Automatic drafting covers reviews written in the last 30 days; older ones are drafted by hand. */
export const DRAFT_WINDOW_MS = 30 * 24 * 60 * 60_000

/** Where a sweep through one workspace's waiting reviews has got to: newest first. */
export interface QueueCursor {
  createdAt: number
  id: string
}

/** The next reviews of a workspace that need an automatic draft, after `cursor` (newest first). */
export function nextWaiting(
  ctx: CoreContext,
  workspaceId: string,
  cursor: QueueCursor | null,
  limit: number,
): QueueCursor[] {
  const now = ctx.clock.now()
  return statement(ctx.db, WAITING_REVIEWS).all({
    workspaceId,
    cutoff: now - DRAFT_WINDOW_MS,
    beforeAt: cursor?.createdAt ?? Number.MAX_SAFE_INTEGER,
    beforeId: cursor?.id ?? '',
    now,
    limit,
  }) as QueueCursor[]
}

export function workspaceIds(ctx: CoreContext): string[] {
  return (statement(ctx.db, WORKSPACE_IDS).all() as { id: string }[]).map((w) => w.id)
}
