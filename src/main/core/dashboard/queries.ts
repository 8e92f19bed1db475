/**
 * The dashboard's SQL, read from the inbox index (scripts/sql/fts.sql) and the reviews' breakdown
 * indexes. `entries` is the inbox index to walk (`inbox_entries e INDEXED BY …`) and `scope` its
 * conditions (workspace, and app when one is shown), both chosen by the caller.
 */
import { NEEDS_REPLY } from '../inbox/queries'

/** A review is answered once its reply is live on the store (insights/reply-figures.ts). */
const ANSWERED = `e.reply_status IN ('published', 'pending_publish')`

/** Reviews, stars and answered reviews per `slotMs` slot of the range, for the buckets. */
export const slotsSql = (slotMs: number, entries: string, scope: string): string =>
  `SELECT e.created_at / ${slotMs} AS slot, count(*) AS n, sum(e.rating) AS sum,
            sum(e.rating = 1) AS s1, sum(e.rating = 2) AS s2, sum(e.rating = 3) AS s3,
            sum(e.rating = 4) AS s4, sum(e.rating = 5) AS s5, coalesce(sum(${ANSWERED}), 0) AS answered
     FROM ${entries}
     WHERE ${scope} AND e.created_at >= ? AND e.created_at < ?
     GROUP BY slot`

export const previousSql = (entries: string, scope: string): string =>
  `SELECT count(*) AS n, avg(e.rating) AS mean, coalesce(sum(e.rating <= 2), 0) AS low FROM ${entries} WHERE ${scope} AND e.created_at >= ? AND e.created_at < ?`

export const needsReplySql = (entries: string, scope: string): string =>
  `SELECT count(*) AS n FROM ${entries} WHERE ${scope} AND e.created_at >= ? AND e.created_at < ? AND ${NEEDS_REPLY}`

export const languagesSql = (entries: string, scope: string): string =>
  `SELECT e.language AS lang, count(*) AS n FROM ${entries}
     WHERE ${scope} AND e.created_at >= ? AND e.created_at < ?
     GROUP BY e.language ORDER BY n DESC, e.language`

export const storesSql = (entries: string, scope: string): string =>
  `SELECT e.store AS store, count(*) AS n, avg(e.rating) AS mean FROM ${entries}
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
