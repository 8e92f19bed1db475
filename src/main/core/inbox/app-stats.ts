import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { APP_REVIEW_STATS } from './queries'

/**
 * Review count and mean rating per app, from the inbox's running counts (scripts/sql/fts.sql):
 * a sum over a few hundred rows instead of a scan of every review. Same shape as
 * `reviewStatsByApp` in apps/apps.ts, which takes ~0.4 s at 100,000 reviews.
 */
export function inboxReviewStats(
  ctx: CoreContext,
  workspaceId: string,
): Map<string, { total: number; mean: number | null }> {
  const rows = prepared(ctx.db.$client, APP_REVIEW_STATS).all(workspaceId) as {
    app_id: string
    total: number
    stars: number
  }[]
  return new Map(
    rows.map((r) => [r.app_id, { total: r.total, mean: r.total > 0 ? r.stars / r.total : null }]),
  )
}
