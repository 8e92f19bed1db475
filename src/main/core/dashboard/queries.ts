/**
 * The dashboard's SQL, read from the inbox index (scripts/sql/fts.sql) and the reviews' breakdown
 * indexes. `entries` is the inbox index to walk (`inbox_entries e INDEXED BY …`) and `scope` its
 * conditions (workspace, and app when one is shown), both chosen by the caller.
 */
import { NEEDS_REPLY } from '../inbox/queries'

/** A review is answered once its reply is live on the store (insights/reply-figures.ts). */
const ANSWERED = `e.reply_status IN ('published', 'pending_publish')`

/** Reviews, stars, answered reviews and those needing a reply per `slotMs` slot of the range, for the buckets. */
export const slotsSql = (slotMs: number, entries: string, scope: string): string =>
  `SELECT e.created_at / ${slotMs} AS slot, count(*) AS n, sum(e.rating) AS sum,
            sum(e.rating = 1) AS s1, sum(e.rating = 2) AS s2, sum(e.rating = 3) AS s3,
            sum(e.rating = 4) AS s4, sum(e.rating = 5) AS s5, coalesce(sum(${ANSWERED}), 0) AS answered,
            coalesce(sum(${NEEDS_REPLY}), 0) AS needs
     FROM ${entries}
     WHERE ${scope} AND e.created_at >= ? AND e.created_at < ?
     GROUP BY slot`

/** Reviews, their stars' sum, the low ones (1–2 stars) and those needing a reply of a range. */
export const periodSql = (entries: string, scope: string): string =>
  `SELECT count(*) AS n, coalesce(sum(e.rating), 0) AS sum, coalesce(sum(e.rating <= 2), 0) AS low,
            coalesce(sum(${NEEDS_REPLY}), 0) AS needs
     FROM ${entries} WHERE ${scope} AND e.created_at >= ? AND e.created_at < ?`

export const languagesSql = (entries: string, scope: string): string =>
  `SELECT e.language AS lang, count(*) AS n FROM ${entries}
     WHERE ${scope} AND e.created_at >= ? AND e.created_at < ?
     GROUP BY e.language ORDER BY n DESC, e.language`

export const storesSql = (entries: string, scope: string): string =>
  `SELECT e.store AS store, count(*) AS n, sum(e.rating) AS sum FROM ${entries}
       WHERE ${scope} AND e.created_at >= ? AND e.created_at < ? GROUP BY e.store ORDER BY e.store`

/**
 * Reviews grouped by store, version and country in one range scan of the reviews (the index on
 * created time; the group is small: stores × versions × countries).
 */
export const versionCountrySql = (column: 'app_id' | 'workspace_id'): string =>
  `SELECT store, nullif(trim(app_version), '') AS version, nullif(upper(trim(territory)), '') AS territory,
            count(*) AS n, sum(rating) AS sum, sum(rating <= 2) AS low, max(created_at) AS latest
     FROM reviews INDEXED BY ${column === 'app_id' ? 'reviews_app_breakdown' : 'reviews_workspace_breakdown'}
     WHERE ${column} = ? AND created_at >= ? AND created_at < ?
     GROUP BY 1, 2, 3`

/**
 * The running totals (scripts/sql/dashboard-aggregates.sql) of one app, or of every app of the
 * workspace (one primary-key seek per app), over whole units [?, ?).
 */
export const totalsScope = (byApp: boolean): string =>
  byApp
    ? 'h.workspace_id = ? AND h.app_id = ?'
    : 'h.workspace_id = ? AND h.app_id IN (SELECT a.id FROM apps a WHERE a.workspace_id = ?)'

/** Reviews, stars, answered reviews and those needing a reply per hour, for the buckets (as `slotsSql`). */
export const hoursSql = (byApp: boolean): string =>
  `SELECT h.hour AS hour, sum(h.n) AS n, sum(h.s1 + 2 * h.s2 + 3 * h.s3 + 4 * h.s4 + 5 * h.s5) AS sum,
            sum(h.s1) AS s1, sum(h.s2) AS s2, sum(h.s3) AS s3, sum(h.s4) AS s4, sum(h.s5) AS s5,
            sum(h.answered) AS answered, sum(h.needs_reply) AS needs
     FROM dashboard_hours h WHERE ${totalsScope(byApp)} AND h.hour >= ? AND h.hour < ?
     GROUP BY h.hour`

/** Reviews, their stars' sum and the low ones (1–2 stars) of a range (as `previousSql`). */
export const periodTotalsSql = (byApp: boolean): string =>
  `SELECT coalesce(sum(h.n), 0) AS n, coalesce(sum(h.s1 + 2 * h.s2 + 3 * h.s3 + 4 * h.s4 + 5 * h.s5), 0) AS sum,
            coalesce(sum(h.s1 + h.s2), 0) AS low, coalesce(sum(h.needs_reply), 0) AS needs
     FROM dashboard_hours h WHERE ${totalsScope(byApp)} AND h.hour >= ? AND h.hour < ?`

/** Reviews and their stars' sum per store (as `storesSql`). */
export const storeTotalsSql = (byApp: boolean): string =>
  `SELECT h.store AS store, sum(h.n) AS n, sum(h.s1 + 2 * h.s2 + 3 * h.s3 + 4 * h.s4 + 5 * h.s5) AS sum
     FROM dashboard_hours h WHERE ${totalsScope(byApp)} AND h.hour >= ? AND h.hour < ?
     GROUP BY h.store`

/** Reviews per primary language over whole UTC days (as `languagesSql`; '-' is unknown). */
export const languageTotalsSql = (byApp: boolean): string =>
  `SELECT nullif(h.language, '-') AS lang, sum(h.n) AS n
     FROM dashboard_language_days h WHERE ${totalsScope(byApp)} AND h.day >= ? AND h.day < ?
     GROUP BY h.language`

/** Reviews per store, version and country over whole UTC days (as `versionCountrySql`). */
export const versionTotalsSql = (byApp: boolean): string =>
  `SELECT h.store AS store, nullif(h.version, '') AS version, nullif(h.territory, '') AS territory,
            sum(h.n) AS n, sum(h.sum) AS sum, sum(h.low) AS low, max(h.latest) AS latest
     FROM dashboard_version_days h WHERE ${totalsScope(byApp)} AND h.day >= ? AND h.day < ?
     GROUP BY h.store, h.version, h.territory`
