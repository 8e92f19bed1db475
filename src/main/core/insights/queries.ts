/** The SQL of the insights settings and of the reply figures shared by the dashboard and the digest. */

export const SETTINGS_DOCUMENT = 'select settings from workspaces where id = ?'

const LIVE_REPLY = `p.status IN ('published', 'pending_publish')`
const SENT_AT = `coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END)`

/**
 * How long each answered review of the range waited for its reply, from the waits kept per
 * answered review (`reply_waits`, scripts/sql/dashboard-aggregates.sql): one covering range.
 */
export const replyWaitsSql = (byApp: boolean): string =>
  byApp
    ? 'SELECT w.wait AS wait FROM reply_waits w INDEXED BY reply_waits_app WHERE w.app_id = ? AND w.created_at >= ? AND w.created_at < ?'
    : 'SELECT w.wait AS wait FROM reply_waits w INDEXED BY reply_waits_workspace WHERE w.workspace_id = ? AND w.created_at >= ? AND w.created_at < ?'

/** How many answered reviews of the range there are (the same covering range). */
export const replyWaitCountSql = (byApp: boolean): string =>
  byApp
    ? 'SELECT count(*) AS n FROM reply_waits w INDEXED BY reply_waits_app WHERE w.app_id = ? AND w.created_at >= ? AND w.created_at < ?'
    : 'SELECT count(*) AS n FROM reply_waits w INDEXED BY reply_waits_workspace WHERE w.workspace_id = ? AND w.created_at >= ? AND w.created_at < ?'

/**
 * The waits of the range in order, from the `?`-th on (`LIMIT ? OFFSET ?`): a walk of the index
 * in wait order that stops at the middle, with no sort.
 */
export const replyWaitsInOrderSql = (byApp: boolean): string =>
  byApp
    ? 'SELECT w.wait AS wait FROM reply_waits w INDEXED BY reply_waits_app_wait WHERE w.app_id = ? AND w.created_at >= ? AND w.created_at < ? ORDER BY w.wait LIMIT ? OFFSET ?'
    : 'SELECT w.wait AS wait FROM reply_waits w INDEXED BY reply_waits_workspace_wait WHERE w.workspace_id = ? AND w.created_at >= ? AND w.created_at < ? ORDER BY w.wait LIMIT ? OFFSET ?'

/**
 * The same read review by review (the tests' reference): the range's answered reviews
 * come from the inbox index `entries` (reply status included, so only answered rows reach
 * `replies`), `where` its conditions.
 */
export const replyWaitsFromIndexSql = (entries: string, where: string): string =>
  `SELECT ${SENT_AT} - e.created_at AS wait FROM ${entries} JOIN replies p ON p.review_id = e.review_id
       WHERE ${where} AND e.created_at >= ? AND e.created_at < ?
         AND e.reply_status IN ('published', 'pending_publish') AND ${LIVE_REPLY}`

/**
 * Live replies sent in the range. Of the workspace: a range of the index on their sent time
 * (replies_sent, migration 0015; the condition repeats the index's expression as written there,
 * so SQLite can match it). Of one app: a range of the sent times kept with the waits
 * (`reply_waits`), since a reply does not carry its app.
 */
export const repliesSentSql = (byApp: boolean): string =>
  byApp
    ? `SELECT count(*) AS n FROM reply_waits w INDEXED BY reply_waits_app_sent
           WHERE w.app_id = ? AND w.sent_at >= ? AND w.sent_at < ?`
    : `SELECT count(*) AS n FROM replies p INDEXED BY replies_sent
           WHERE p.workspace_id = ? AND ${LIVE_REPLY} AND ${SENT_AT} >= ? AND ${SENT_AT} < ?`

/** One app's live replies sent in the range, reply by reply (the tests' reference). */
export const appRepliesSentFromIndexSql = `SELECT count(*) AS n FROM replies p INDEXED BY replies_sent
           JOIN inbox_entries e ON e.review_id = p.review_id
           WHERE p.workspace_id = ? AND ${LIVE_REPLY} AND ${SENT_AT} >= ? AND ${SENT_AT} < ? AND e.app_id = ?`
