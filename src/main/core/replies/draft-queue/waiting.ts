import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'

/** Automatic drafting covers reviews written in the last 30 days; older ones are drafted by hand. */
export const DRAFT_WINDOW_MS = 30 * 24 * 60 * 60_000

/** Where a sweep through one workspace's waiting reviews has got to: newest first. */
export interface QueueCursor {
  createdAt: number
  id: string
}

// A review waits for a draft while it has no reply at all, was written inside the window, and is
// not holding off after a failed attempt (or given up on). Keyset order on the
// `reviews_workspace_created` index keeps each step's cost independent of how many wait.
const WAITING = `SELECT r.id, r.created_at AS createdAt FROM reviews r
  WHERE r.workspace_id = @workspaceId AND r.created_at >= @cutoff
    AND (r.created_at < @beforeAt OR (r.created_at = @beforeAt AND r.id < @beforeId))
    AND NOT EXISTS (SELECT 1 FROM replies p WHERE p.review_id = r.id)
    AND NOT EXISTS (SELECT 1 FROM draft_attempts a WHERE a.review_id = r.id
      AND (a.next_attempt_at IS NULL OR a.next_attempt_at > @now))
  ORDER BY r.created_at DESC, r.id DESC LIMIT @limit`

/** The next reviews of a workspace that need an automatic draft, after `cursor` (newest first). */
export function nextWaiting(
  ctx: CoreContext,
  workspaceId: string,
  cursor: QueueCursor | null,
  limit: number,
): QueueCursor[] {
  const now = ctx.clock.now()
  return statement(ctx.db, WAITING).all({
    workspaceId,
    cutoff: now - DRAFT_WINDOW_MS,
    beforeAt: cursor?.createdAt ?? Number.MAX_SAFE_INTEGER,
    beforeId: cursor?.id ?? '',
    now,
    limit,
  }) as QueueCursor[]
}

export function workspaceIds(ctx: CoreContext): string[] {
  return (
    statement(ctx.db, 'SELECT id FROM workspaces ORDER BY created_at').all() as { id: string }[]
  ).map((w) => w.id)
}
