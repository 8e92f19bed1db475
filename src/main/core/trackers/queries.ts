/** The trackers module's raw SQL (the inbox's narrowing set and per-review lookups). */

/**
 * Whether a reply went out after the issue closed: published (or sent and waiting on the App
 * Store) at or after `closed_at`. Used for "Fixed, reviewer not told".
 */
const TOLD = `EXISTS (SELECT 1 FROM replies r WHERE r.review_id = l.review_id
  AND r.status IN ('published', 'pending_publish')
  AND coalesce(r.published_at, r.updated_at) >= i.closed_at)`

/** Reviews of a workspace whose linked issue closed and whose reviewer has not been told since. */
export const FIXED_NOT_TOLD_REVIEWS = `SELECT DISTINCT l.review_id AS review_id FROM tracker_issues i
  INDEXED BY tracker_issues_workspace_state
  JOIN tracker_links l INDEXED BY tracker_links_issue ON l.issue_id = i.id
  WHERE i.workspace_id = ? AND i.state = 'closed' AND NOT ${TOLD}`

/** The same as a condition on one walked inbox entry `e`. */
export const IS_FIXED_NOT_TOLD = `EXISTS (SELECT 1 FROM tracker_links l
  JOIN tracker_issues i ON i.id = l.issue_id
  WHERE l.review_id = e.review_id AND i.state = 'closed' AND NOT ${TOLD} AND l.workspace_id = ?)`

/** Each review's most recent link, and whether any linked issue is closed. */
export const REVIEW_ISSUES = (
  n: number,
) => `SELECT l.review_id AS reviewId, i.key AS key, i.state AS state,
  i.url AS url, i.fixed_in AS fixedIn, l.linked_at AS linkedAt
  FROM tracker_links l JOIN tracker_issues i ON i.id = l.issue_id
  WHERE l.review_id IN (${Array.from({ length: n }, () => '?').join(', ')})
  ORDER BY l.linked_at DESC, i.closed_at DESC, i.id DESC`

/** Per issue: how many reviews link to it, and the most recent link (who, when). */
export const ISSUE_LINKS = `SELECT count(*) AS reviewCount, max(linked_at) AS linkedAt,
  (SELECT linked_by_user_id FROM tracker_links x WHERE x.issue_id = ? ORDER BY x.linked_at DESC LIMIT 1) AS linkedBy
  FROM tracker_links WHERE issue_id = ?`

/** "Fixed, reviewer not told": its size and unread count, for the views' counts. */
export const fixedNotToldCountsSql = (byApp: boolean): string => `SELECT count(*) AS total,
  coalesce(sum(e.unread), 0) AS unread
  FROM (${FIXED_NOT_TOLD_REVIEWS}) d CROSS JOIN inbox_entries e ON e.review_id = d.review_id
  ${byApp ? 'WHERE e.app_id = ?' : ''}`
