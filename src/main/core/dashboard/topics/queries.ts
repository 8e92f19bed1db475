/** The SQL of the stored topics (`review_topics`) and of the reviews whose topics are due. */
import { totalsScope } from '../queries'

/** Reviews that are new or were edited since their topics were read. */
export const DUE_REVIEWS = `SELECT id, workspace_id AS workspaceId, app_id AS appId, created_at AS createdAt,
            updated_at AS updatedAt, rating, title, body, language, territory
     FROM reviews INDEXED BY reviews_topics_due WHERE topics_for IS NOT updated_at LIMIT ?`

export const CLEAR_TOPICS = 'DELETE FROM review_topics WHERE review_id = ?'

export const INSERT_TOPIC = `INSERT INTO review_topics (review_id, topic, workspace_id, app_id, created_at, rating, polarity)
     VALUES (?, ?, ?, ?, ?, ?, ?)`

/** Only if the review did not change while its text was read (a sync may have edited it). */
export const MARK_TOPICS_READ =
  'UPDATE reviews SET topics_for = updated_at WHERE id = ? AND updated_at = ?'

/**
 * Per topic, the reviews that raise it in a range, and of those the ones that raise it as a
 * problem (polarity -1) and the ones that praise it (polarity 1): one range of the app's or the
 * workspace's covering index.
 */
export const topicCountsSql = (column: 'app_id' | 'workspace_id'): string => {
  const index = column === 'app_id' ? 'review_topics_app' : 'review_topics_workspace'
  return `SELECT topic, count(*) AS n, sum(polarity < 0) AS neg, sum(polarity > 0) AS pos
     FROM review_topics INDEXED BY ${index}
     WHERE ${column} = ? AND created_at >= ? AND created_at < ?
     GROUP BY topic`
}

/** The same over whole UTC days, from the running totals (scripts/sql/dashboard-aggregates.sql). */
export const topicTotalsSql = (byApp: boolean): string =>
  `SELECT h.topic AS topic, sum(h.n) AS n, sum(h.neg) AS neg, sum(h.pos) AS pos
     FROM dashboard_topic_days h WHERE ${totalsScope(byApp)} AND h.day >= ? AND h.day < ?
     GROUP BY h.topic`

/** The range's reviews whose topics are not read yet. */
export const pendingTopicsSql = (column: 'app_id' | 'workspace_id'): string =>
  `SELECT count(*) AS n FROM reviews INDEXED BY reviews_topics_due
       WHERE topics_for IS NOT updated_at AND ${column} = ? AND created_at >= ? AND created_at < ?`
