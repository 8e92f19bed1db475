/** The SQL of the stored topics (`review_topics`) and of the reviews whose topics are due. */

/** Reviews that are new or were edited since their topics were read. */
export const DUE_REVIEWS = `SELECT id, workspace_id AS workspaceId, app_id AS appId, created_at AS createdAt,
            updated_at AS updatedAt, rating, title, body, language
     FROM reviews INDEXED BY reviews_topics_due WHERE topics_for IS NOT updated_at LIMIT ?`

export const CLEAR_TOPICS = 'DELETE FROM review_topics WHERE review_id = ?'

export const INSERT_TOPIC = `INSERT INTO review_topics (review_id, topic, workspace_id, app_id, created_at, rating)
     VALUES (?, ?, ?, ?, ?, ?)`

/** Only if the review did not change while its text was read (a sync may have edited it). */
export const MARK_TOPICS_READ =
  'UPDATE reviews SET topics_for = updated_at WHERE id = ? AND updated_at = ?'

/**
 * Reviews per topic in the range and in the same length of time before it, with the 1–2★ ones:
 * one covering index scan of the app's or the workspace's stored topics.
 */
export const topicTrendsSql = (column: 'app_id' | 'workspace_id'): string => {
  const index = column === 'app_id' ? 'review_topics_app' : 'review_topics_workspace'
  return `SELECT topic, sum(created_at >= ?) AS n, sum(created_at >= ? AND rating <= 2) AS low,
            sum(created_at < ?) AS before
     FROM review_topics INDEXED BY ${index}
     WHERE ${column} = ? AND created_at >= ? AND created_at < ?
     GROUP BY topic`
}

/** The range's reviews whose topics are not read yet. */
export const pendingTopicsSql = (column: 'app_id' | 'workspace_id'): string =>
  `SELECT count(*) AS n FROM reviews INDEXED BY reviews_topics_due
       WHERE topics_for IS NOT updated_at AND ${column} = ? AND created_at >= ? AND created_at < ?`
