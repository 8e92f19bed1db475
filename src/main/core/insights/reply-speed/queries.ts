/**
 * The SQL of reply speed and backlog, aggregated in SQLite (percentiles by window functions), so
 * nothing but one row reaches JavaScript at any number of reviews.
 */
import { NEEDS_REPLY } from '../../inbox/queries'
import { totalsScope } from '../../dashboard/queries'
import { factsScope } from '../reply-effect/queries'

/**
 * The figures of the waits `w` (null: not replied): the same for both reads below. The median
 * and the nearest-rank 90th percentile need the replied waits in order: only those are ranked.
 */
const SPEED_FIGURES = `ranked AS (
  SELECT wait, row_number() OVER (ORDER BY wait) AS rn, count(*) OVER () AS n FROM w WHERE wait IS NOT NULL
)
SELECT (SELECT count(*) FROM w) AS reviews,
  (SELECT count(wait) FROM w) AS replied,
  (SELECT count(*) FROM w WHERE wait <= @day) AS within_day,
  (SELECT count(*) FROM w WHERE wait <= @target) AS within_target,
  (SELECT avg(wait) FROM ranked WHERE rn IN ((n + 1) / 2, (n + 2) / 2)) AS median_ms,
  (SELECT wait FROM ranked WHERE rn = (n * 9 + 9) / 10) AS p90_ms`

/** One app's kept sums, or one range per app of the workspace (as `factsScope`). */
const daysScope = (byApp: boolean): string =>
  byApp
    ? 'h.app_id = @appId AND h.workspace_id = @workspaceId'
    : 'h.app_id IN (SELECT a.id FROM apps a WHERE a.workspace_id = @workspaceId) AND h.workspace_id = @workspaceId'

/**
 * Reviews, replied ones and those replied within a day of the period: the whole UTC days
 * [@d0, @d1) from `reply_speed_days`, the partial ones at its edges from `reply_facts`
 * (scripts/sql/reply-facts.sql).
 */
export function speedCountsSql(byApp: boolean, byStore: boolean): string {
  const edge = (a: string, b: string) =>
    `SELECT count(*) AS reviews, count(f.wait) AS replied, coalesce(sum(f.wait <= 86400000), 0) AS within_day
       FROM reply_facts f WHERE ${factsScope(byApp)} AND f.created_at >= @${a} AND f.created_at < @${b}
         ${byStore ? 'AND f.store = @store' : ''}`
  return `SELECT coalesce(sum(reviews), 0) AS reviews, coalesce(sum(replied), 0) AS replied,
      coalesce(sum(within_day), 0) AS within_day FROM (
    SELECT h.reviews, h.replied, h.within_day FROM reply_speed_days h
      WHERE ${daysScope(byApp)} AND h.day >= @d0 AND h.day < @d1 ${byStore ? 'AND h.store = @store' : ''}
    UNION ALL ${edge('e1a', 'e1b')}
    UNION ALL ${edge('e2a', 'e2b')})`
}

/**
 * The replied waits of the period, read from its range of the kept facts (a short period; `+`
 * keeps SQLite from walking every wait of the workspace in order instead).
 */
export function periodWaitsSql(byApp: boolean, byStore: boolean): string {
  return `SELECT f.wait FROM reply_facts f WHERE ${factsScope(byApp)}
    AND f.created_at >= @since AND f.created_at < @until AND +f.wait IS NOT NULL
    ${byStore ? 'AND f.store = @store' : ''}`
}

const waitIndex = (byApp: boolean): string =>
  byApp
    ? 'reply_facts f INDEXED BY reply_facts_app_wait WHERE f.app_id = @appId AND f.workspace_id = @workspaceId'
    : 'reply_facts f INDEXED BY reply_facts_workspace_wait WHERE f.workspace_id = @workspaceId'

/**
 * A long period's replied waits in order from the @offset-th on (@limit of them): a walk of the
 * waits in order that stops there, with no sort.
 */
export function waitsInOrderSql(byApp: boolean, byStore: boolean): string {
  return `SELECT f.wait FROM ${waitIndex(byApp)} AND f.wait IS NOT NULL
    AND f.created_at >= @since AND f.created_at < @until ${byStore ? 'AND f.store = @store' : ''}
    ORDER BY f.wait LIMIT @limit OFFSET @offset`
}

/** A long period's replied waits up to the target, counted on the same walk. */
export function withinTargetSql(byApp: boolean, byStore: boolean): string {
  return `SELECT count(*) AS n FROM ${waitIndex(byApp)} AND f.wait IS NOT NULL AND f.wait <= @target
    AND f.created_at >= @since AND f.created_at < @until ${byStore ? 'AND f.store = @store' : ''}`
}

/**
 * Reviews waiting for a reply now (the inbox's "Needs reply") written in [?, ?): whole hours
 * from the dashboard's running totals (`dashboard_hours.needs_reply`), the partial ones at the
 * edges from the inbox index.
 */
export function needsReplyHoursSql(byApp: boolean, byStore: boolean): string {
  return `SELECT coalesce(sum(h.needs_reply), 0) AS n FROM dashboard_hours h
    WHERE ${totalsScope(byApp)} AND h.hour >= ? AND h.hour < ? ${byStore ? 'AND h.store = ?' : ''}`
}

export function needsReplyEdgeSql(byApp: boolean, byStore: boolean): string {
  return `SELECT count(*) AS n FROM inbox_entries e INDEXED BY ${byApp ? 'inbox_entries_app_wide' : 'inbox_entries_wide'}
    WHERE ${byApp ? 'e.app_id = ? AND e.workspace_id = ?' : 'e.workspace_id = ?'} AND ${NEEDS_REPLY}
      AND e.created_at >= ? AND e.created_at < ? ${byStore ? 'AND e.store = ?' : ''}`
}

/**
 * Over the period's reviews (spam left out): how many, how many replied, how many within a day
 * and within the target, and the median and nearest-rank 90th percentile of the wait (first
 * reply − written; the first reply as in `replies/first-reply.ts`), review by review (the tests'
 * reference for the kept waits).
 */
export function replySpeedFromReviewsSql(byApp: boolean, byStore: boolean): string {
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
${SPEED_FIGURES}`
}

/**
 * Reviews waiting for a reply now (the inbox's "Needs reply"), by age since written, and those
 * over the target ("overdue"), walked on the inbox's status index (the tests' reference for the
 * count from the running totals, reply-speed/backlog.ts).
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
