/**
 * The SQL of reply speed and backlog, aggregated in SQLite (percentiles by window functions), so
 * nothing but one row reaches JavaScript at any number of reviews.
 */
import { NEEDS_REPLY } from '../../inbox/queries'

/**
 * Over the period's reviews (spam left out): how many, how many replied, how many within a day
 * and within the target, and the median and nearest-rank 90th percentile of the wait (first
 * reply − written; the first reply as in `replies/first-reply.ts`).
 */
export function replySpeedSql(byApp: boolean, byStore: boolean): string {
  const from = byApp
    ? 'reviews r INDEXED BY reviews_app_created WHERE r.app_id = @appId AND r.workspace_id = @workspaceId'
    : 'reviews r INDEXED BY reviews_workspace_created WHERE r.workspace_id = @workspaceId'
  return `
WITH scope AS (
  SELECT r.id, r.created_at FROM ${from}
    AND r.created_at >= @since AND r.created_at < @until AND r.spam_reason IS NULL
    ${byStore ? 'AND r.store = @store' : ''}
),
sent AS (
  SELECT s.created_at, p.published_at AS shown_at,
    (SELECT min(ev.at) FROM reply_events ev WHERE ev.review_id = s.id
        AND ev.to_status IN ('published', 'pending_publish') AND ev.action <> 'found_on_store') AS logged_at
  FROM scope s LEFT JOIN replies p ON p.review_id = s.id
),
w AS MATERIALIZED (
  SELECT max(0, min(coalesce(logged_at, shown_at), coalesce(shown_at, logged_at)) - created_at) AS wait
  FROM sent
),
ranked AS (
  SELECT wait, row_number() OVER (ORDER BY wait) AS rn, count(*) OVER () AS n FROM w WHERE wait IS NOT NULL
)
SELECT (SELECT count(*) FROM w) AS reviews,
  (SELECT count(wait) FROM w) AS replied,
  (SELECT count(*) FROM w WHERE wait <= @day) AS within_day,
  (SELECT count(*) FROM w WHERE wait <= @target) AS within_target,
  (SELECT avg(wait) FROM ranked WHERE rn IN ((n + 1) / 2, (n + 2) / 2)) AS median_ms,
  (SELECT wait FROM ranked WHERE rn = (n * 9 + 9) / 10) AS p90_ms`
}

/**
 * Reviews waiting for a reply now (the inbox's "Needs reply"), by age since written, and those
 * over the target ("overdue"), walked on the inbox's status index.
 */
export function backlogSql(byApp: boolean, byStore: boolean): string {
  return `SELECT
    coalesce(sum(e.created_at > @now - @day), 0) AS under_1d,
    coalesce(sum(e.created_at <= @now - @day AND e.created_at > @now - 3 * @day), 0) AS d1_3,
    coalesce(sum(e.created_at <= @now - 3 * @day AND e.created_at > @now - 7 * @day), 0) AS d3_7,
    coalesce(sum(e.created_at <= @now - 7 * @day), 0) AS over_7d,
    coalesce(sum(e.created_at < @now - @target), 0) AS overdue
  FROM inbox_entries e WHERE e.workspace_id = @workspaceId AND ${NEEDS_REPLY}
    ${byApp ? 'AND e.app_id = @appId' : ''} ${byStore ? 'AND e.store = @store' : ''}`
}
