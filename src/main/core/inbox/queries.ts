/**
 * The inbox's SQL: the list, its counts and "mark read", over the inbox index (`inbox_entries`),
 * the running counts (`inbox_counts`) and the full-text tables (scripts/sql/fts.sql). Callers run
 * it through the shared statement cache (db/statements); where the text depends on the filter
 * (its WHERE list, the index to walk, the order), a function builds it from those pieces.
 */

/**
 * Reply statuses that still need a person (see `INBOX_VIEWS`); `none` is a review without one.
 * A review marked as spam needs nothing. Reads only columns `inbox_entries` and `inbox_counts`
 * share (`flag` is NULL in one and '' in the other when there is none: `IS NOT` fits both).
 */
export const NEEDS_REPLY = `e.reply_status IN ('none', 'draft', 'failed') AND e.flag IS NOT 'spam'`
/** Drafts a person must look at: low confidence or an open `[answer: …]` slot (scripts/sql/review-flags.sql). */
export const NEEDS_LOOK = `e.flag = 'look'`
export const LOOKS_LIKE_SPAM = `e.flag = 'spam'`

export const TOPIC_REVIEWS =
  'SELECT review_id FROM review_topics INDEXED BY review_topics_filter WHERE workspace_id = ? AND topic = ?'
export const ASSIGNED_REVIEWS =
  'SELECT review_id FROM review_assignments INDEXED BY review_assignments_user WHERE workspace_id = ? AND user_id = ?'
/**
 * The same two as a condition on one walked entry: a primary-key probe each, instead of building
 * the topic's whole set (80,000 reviews at a million) before the first row of a page.
 */
export const HAS_TOPIC =
  'EXISTS (SELECT 1 FROM review_topics rt WHERE rt.review_id = e.review_id AND rt.topic = ?)'
export const IS_ASSIGNED =
  'EXISTS (SELECT 1 FROM review_assignments ra WHERE ra.review_id = e.review_id AND ra.user_id = ?)'

export const FTS_ROWIDS = 'SELECT rowid FROM reviews_fts WHERE reviews_fts MATCH ?'
export const CJK_ROWIDS = 'SELECT rowid FROM reviews_cjk WHERE text LIKE ?'

const EXCERPT = 240
const ENTRY = 'e.review_id, e.app_id, e.store, e.rating, e.created_at, e.unread, e.reply_status'
// The open draft's assessment and its `[answer: …]` slot (the GLOB is drafting/text/slots.ts's
// `openSlots`, as in scripts/sql/review-flags.sql), for the row's chips.
const COLUMNS = `t.review_id AS id, t.app_id, t.store, t.rating, r.title, substr(r.body, 1, ${EXCERPT}) AS excerpt,
  r.author, r.language, r.territory, t.created_at, r.edited, r.first_seen_at, t.unread, t.reply_status,
  r.spam_reason IS NOT NULL AS spam, p.confidence AS reply_confidence, p.reasons AS reply_reasons,
  coalesce(p.body GLOB '*[[]answer:*]*', 0) AS needs_answer`

/**
 * One page of the list: the inner query picks the page from the inbox index alone (`from` is the
 * index walk or the search hits); reviews are read for shown rows.
 */
export const pageSql = (from: string, where: string[], orderBy: string): string =>
  `SELECT ${COLUMNS}
     FROM (SELECT ${ENTRY} FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT ?) t
     CROSS JOIN reviews r ON r.id = t.review_id
     LEFT JOIN replies p ON p.review_id = t.review_id AND p.status IN ('draft', 'failed')
     ORDER BY ${orderBy.replaceAll('e.', 't.')}`

/**
 * True when every review of the installation is in this workspace (the usual single-workspace
 * case): a search alone is then counted by the full-text index without touching any row.
 */
export const HOLDS_EVERYTHING = `SELECT (SELECT coalesce(sum(n), 0) FROM inbox_counts WHERE workspace_id = ?) = (SELECT coalesce(sum(n), 0) FROM inbox_counts) AS yes`

/** Search hits alone, counted by the full-text index. */
export const countHitsSql = (hits: string): string => `SELECT count(*) AS n FROM (${hits})`

/**
 * Search hits, or a topic's reviews, alone up to a cap (`LIMIT ?`): whether they are few, at a
 * bounded cost.
 */
export const countUpToSql = (rows: string): string => `SELECT count(*) AS n FROM (${rows} LIMIT ?)`

/** A topic's or an assignee's reviews (few), joined to their entries: a page is read from them. */
export const narrowFromSql = (narrow: string): string =>
  `(${narrow}) d CROSS JOIN inbox_entries e ON e.review_id = d.review_id`

/** Search hits that also pass the other conditions. */
export const countHitsWhereSql = (hits: string, where: string[]): string =>
  `SELECT count(*) AS n FROM (${hits}) h CROSS JOIN inbox_entries e ON e.entry_id = h.rowid WHERE ${where.join(' AND ')}`

/** Reviews passing the conditions, summed from the running counts. */
export const countSumSql = (where: string[]): string =>
  `SELECT coalesce(sum(e.n), 0) AS n FROM inbox_counts e WHERE ${where.join(' AND ')}`

/** A topic or "assigned to me": count from its own index, one entry lookup per review. */
export const countNarrowSql = (narrow: string, where: string[]): string =>
  `SELECT count(*) AS n FROM (${narrow}) d CROSS JOIN inbox_entries e ON e.review_id = d.review_id WHERE ${where.join(' AND ')}`

/** Reviews passing the conditions, by a walk of `index`. */
export const countIndexSql = (index: string, where: string[]): string =>
  `SELECT count(*) AS n FROM inbox_entries e INDEXED BY ${index} WHERE ${where.join(' AND ')}`

const UNREAD = 'e.unread = 1'
const sumIf = (condition: string) => `coalesce(sum(CASE WHEN ${condition} THEN e.n ELSE 0 END), 0)`

/** Every saved view's size and unread count, summed from the running counts (`inbox_counts`). */
export const viewCountsSql = (scope: string): string =>
  `SELECT coalesce(sum(e.n), 0) AS all_total,
            ${sumIf(UNREAD)} AS all_unread,
            ${sumIf(NEEDS_REPLY)} AS needs_total,
            ${sumIf(`${NEEDS_REPLY} AND ${UNREAD}`)} AS needs_unread,
            ${sumIf('e.rating <= 2')} AS low_total,
            ${sumIf(`e.rating <= 2 AND ${UNREAD}`)} AS low_unread,
            ${sumIf(`e.reply_status = 'draft'`)} AS drafts_total,
            ${sumIf(`e.reply_status = 'draft' AND ${UNREAD}`)} AS drafts_unread,
            ${sumIf(`e.reply_status = 'failed'`)} AS failed_total,
            ${sumIf(`e.reply_status = 'failed' AND ${UNREAD}`)} AS failed_unread,
            ${sumIf(NEEDS_LOOK)} AS look_total,
            ${sumIf(`${NEEDS_LOOK} AND ${UNREAD}`)} AS look_unread,
            ${sumIf(LOOKS_LIKE_SPAM)} AS spam_total,
            ${sumIf(`${LOOKS_LIKE_SPAM} AND ${UNREAD}`)} AS spam_unread
     FROM inbox_counts e
     WHERE ${scope}`

export const languageCountsSql = (scope: string): string =>
  `SELECT nullif(e.language, '') AS language, sum(e.n) AS reviews FROM inbox_counts e WHERE ${scope}
     GROUP BY e.language ORDER BY reviews DESC, e.language`

/** "Assigned to me" is per person, so it is counted from the assignments (few), not the totals. */
export const assignedCountsSql = (byApp: boolean): string =>
  `SELECT count(*) AS total, coalesce(sum(e.unread), 0) AS unread
     FROM review_assignments a INDEXED BY review_assignments_user CROSS JOIN inbox_entries e ON e.review_id = a.review_id
     WHERE a.workspace_id = ? AND a.user_id = ?${byApp ? ' AND e.app_id = ?' : ''}`

/**
 * "Waiting over 24 h" depends on the moment: it is every review needing a reply (the running
 * counts) less those written since the cut-off, which this counts from the status index. Those
 * are a day's reviews; counting the waiting ones themselves read 700,000 rows at a million.
 */
export const recentNeedsCountsSql = (byApp: boolean): string =>
  `SELECT count(*) AS total, coalesce(sum(e.unread), 0) AS unread
     FROM inbox_entries e INDEXED BY inbox_entries_status
     WHERE e.workspace_id = ? AND ${NEEDS_REPLY}
       AND e.created_at >= ?${byApp ? ' AND e.app_id = ?' : ''}`

/**
 * Review count and mean rating per app, from the inbox's running counts (scripts/sql/fts.sql):
 * a sum over a few hundred rows instead of a scan of every review.
 */
export const APP_REVIEW_STATS = `SELECT app_id, sum(n) AS total, sum(n * rating) AS stars FROM inbox_counts WHERE workspace_id = ? GROUP BY app_id`

/**
 * Marks the given reviews (ids as a JSON array) read or unread: `state` says which of them still
 * change. `+workspace_id` keeps the planner on the id index rather than scanning the workspace.
 */
export const markIdsSql = (state: string): string =>
  `UPDATE reviews SET read_at = ? WHERE +workspace_id = ? AND ${state} AND id IN (SELECT value FROM json_each(?))`

/** Marks every review matching an inbox filter (its conditions over `inbox_entries e`). */
export const markMatchingSql = (state: string, where: string[]): string =>
  `UPDATE reviews SET read_at = ? WHERE ${state} AND id IN (
         SELECT e.review_id FROM inbox_entries e WHERE ${where.join(' AND ')})`

/**
 * How many of the first `LIMIT ?` search hits (in rowid order) pass the conditions: a sample of
 * how the hits fall among the filtered reviews, at a cost of that many lookups
 * (search-plan.ts).
 */
export const sampleHitsSql = (hits: string, where: string[]): string =>
  `SELECT count(*) AS n FROM (${hits} LIMIT ?) h CROSS JOIN inbox_entries e ON e.entry_id = h.rowid WHERE ${where.join(' AND ')}`

/** Reviews of a workspace, or of one app, from the running counts: what a page walk may visit. */
export const WORKSPACE_ENTRIES = `SELECT coalesce(sum(n), 0) AS n FROM inbox_counts WHERE workspace_id = ?`
export const APP_ENTRIES = `SELECT coalesce(sum(n), 0) AS n FROM inbox_counts WHERE workspace_id = ? AND app_id = ?`
