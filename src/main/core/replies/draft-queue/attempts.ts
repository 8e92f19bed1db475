import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'
import { CLEAR_DRAFT_ATTEMPTS, DRAFT_FAILURES, UPSERT_DRAFT_ATTEMPT } from './queries'

/**
 * After this many failures in a row a review stops waiting; a person can still draft it.
 * @internal Exported for tests.
 */
export const MAX_DRAFT_FAILURES = 6
const FIRST_RETRY_MS = 60_000
const MAX_RETRY_MS = 6 * 60 * 60_000

/** 1 min, 4 min, 16 min, about 1 h, about 4 h (capped at 6 h), then Review Reply gives up. */
function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 4 ** Math.max(0, failures - 1))
}

/** Notes a failed automatic draft so the review waits (with backoff) before the next try. */
export function recordDraftFailure(
  ctx: CoreContext,
  review: { id: string; workspaceId: string },
  error: unknown,
): void {
  const now = ctx.clock.now()
  ctx.db.transaction(() => {
    const row = statement(ctx.db, DRAFT_FAILURES).get(review.id) as { failures: number } | undefined
    const failures = (row?.failures ?? 0) + 1
    statement(ctx.db, UPSERT_DRAFT_ATTEMPT).run({
      reviewId: review.id,
      workspaceId: review.workspaceId,
      failures,
      nextAttemptAt: failures >= MAX_DRAFT_FAILURES ? null : now + retryDelay(failures),
      error: error instanceof Error ? error.message : String(error),
      now,
    })
  })
}

/** The review got its draft: forget earlier failures. */
export function clearDraftFailures(ctx: CoreContext, reviewId: string): void {
  statement(ctx.db, CLEAR_DRAFT_ATTEMPTS).run(reviewId)
}
