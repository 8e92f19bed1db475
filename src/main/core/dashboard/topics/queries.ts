/** The SQL of the stored topics (`review_topics`) and of the reviews whose topics are due. */

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
 * Per topic, the reviews that raise it in the range and in the same length of time before it,
 * and of those the ones that raise it as a problem (polarity -1) and the ones that praise it
 * (polarity 1): one scan of the app's or the workspace's covering index.
 */
export const topicTrendsSql = (column: 'app_id' | 'workspace_id'): string => {
  const index = column === 'app_id' ? 'review_topics_app' : 'review_topics_workspace'
  return `SELECT topic,
            sum(created_at >= @start) AS n, sum(created_at >= @start AND polarity < 0) AS neg,
            sum(created_at >= @start AND polarity > 0) AS pos,
            sum(created_at < @start) AS before, sum(created_at < @start AND polarity < 0) AS negBefore,
            sum(created_at < @start AND polarity > 0) AS posBefore
     FROM review_topics INDEXED BY ${index}
     WHERE ${column} = @scope AND created_at >= @from AND created_at < @end
     GROUP BY topic`
}

/** The range's reviews whose topics are not read yet. */
export const pendingTopicsSql = (column: 'app_id' | 'workspace_id'): string =>
  `SELECT count(*) AS n FROM reviews INDEXED BY reviews_topics_due
       WHERE topics_for IS NOT updated_at AND ${column} = ? AND created_at >= ? AND created_at < ?`
