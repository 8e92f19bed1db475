import type { DraftQueueDto } from '../../../../shared/dto/replies'
import type { Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'
import { DRAFT_WINDOW_MS } from './waiting'

// One pass over the workspace's reviews of the last 30 days (an index range), not over all reviews.
const COUNTS = `SELECT
    count(*) FILTER (WHERE a.review_id IS NULL OR a.next_attempt_at IS NOT NULL) AS waiting,
    count(*) FILTER (WHERE a.next_attempt_at IS NOT NULL) AS retrying,
    count(*) FILTER (WHERE a.review_id IS NOT NULL AND a.next_attempt_at IS NULL) AS gaveUp
  FROM reviews r LEFT JOIN draft_attempts a ON a.review_id = r.id
  WHERE r.workspace_id = ? AND r.created_at >= ?
    AND NOT EXISTS (SELECT 1 FROM replies p WHERE p.review_id = r.id)`
const LAST_ERROR = `SELECT a.last_error AS lastError, a.last_failed_at AS lastErrorAt FROM draft_attempts a
  WHERE a.workspace_id = ? AND NOT EXISTS (SELECT 1 FROM replies p WHERE p.review_id = a.review_id)
  ORDER BY a.last_failed_at DESC LIMIT 1`

export function draftQueueStatus(
  ctx: CoreContext,
  actor: Pick<Actor, 'workspaceId'>,
): DraftQueueDto {
  const counts = statement(ctx.db, COUNTS).get(
    actor.workspaceId,
    ctx.clock.now() - DRAFT_WINDOW_MS,
  ) as Pick<DraftQueueDto, 'waiting' | 'retrying' | 'gaveUp'>
  const last = statement(ctx.db, LAST_ERROR).get(actor.workspaceId) as
    Pick<DraftQueueDto, 'lastError' | 'lastErrorAt'> | undefined
  return { ...counts, lastError: last?.lastError ?? null, lastErrorAt: last?.lastErrorAt ?? null }
}
