/** Triage's SQL (topics, notes, assignments), through the shared statement cache (`prepared`). */

// Topics

export const OVERRIDES_OF = 'SELECT topic, mode FROM review_topic_overrides WHERE review_id = ?'

/** The stored topics of some reviews (ids as a JSON array: one statement for any number of them). */
export const TOPICS_OF_REVIEWS = `SELECT review_id AS reviewId, topic, polarity FROM review_topics
  WHERE review_id IN (SELECT value FROM json_each(?))`

export const HAS_TOPIC = 'SELECT 1 AS one FROM review_topics WHERE review_id = ? AND topic = ?'
export const UPSERT_TOPIC_OVERRIDE = `INSERT INTO review_topic_overrides (review_id, topic, workspace_id, mode, user_id, at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (review_id, topic) DO UPDATE SET mode = excluded.mode, user_id = excluded.user_id, at = excluded.at`
export const DELETE_REVIEW_TOPIC = 'DELETE FROM review_topics WHERE review_id = ? AND topic = ?'

// Notes

export const INSERT_NOTE =
  'INSERT INTO review_notes (id, workspace_id, review_id, author_user_id, body, created_at) VALUES (?, ?, ?, ?, ?, ?)'
export const NOTES_OF = `SELECT n.id, n.body, u.name AS authorName, n.created_at AS createdAt FROM review_notes n
     LEFT JOIN users u ON u.id = n.author_user_id
     WHERE n.review_id = ? AND n.workspace_id = ? ORDER BY n.created_at, n.rowid`

// Assignments

/** Who looks after each of some reviews (ids as a JSON array). */
export const ASSIGNEES = `SELECT a.review_id AS reviewId, a.user_id AS userId, u.name AS name FROM review_assignments a
     JOIN users u ON u.id = a.user_id WHERE a.review_id IN (SELECT value FROM json_each(?))`

export const MEMBER_NAME = `SELECT u.name FROM members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = ? AND m.user_id = ?`
export const ASSIGNEE_OF = 'SELECT user_id AS userId FROM review_assignments WHERE review_id = ?'
export const DELETE_ASSIGNMENT = 'DELETE FROM review_assignments WHERE review_id = ?'
export const UPSERT_ASSIGNMENT = `INSERT INTO review_assignments (review_id, workspace_id, user_id, assigned_by_user_id, assigned_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (review_id) DO UPDATE SET user_id = excluded.user_id, assigned_by_user_id = excluded.assigned_by_user_id,
           assigned_at = excluded.assigned_at`
export const ASSIGNED_TO =
  'SELECT review_id AS reviewId FROM review_assignments WHERE workspace_id = ? AND user_id = ?'
export const USER_NAME = 'SELECT name FROM users WHERE id = ?'
export const DELETE_ASSIGNMENTS_OF =
  'DELETE FROM review_assignments WHERE workspace_id = ? AND user_id = ?'

// Mentions and the people an event concerns

/** Everyone a note may @mention: the workspace's members. */
export const MEMBERS_FOR_MENTIONS = `SELECT u.id, u.name, u.email FROM members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = ? ORDER BY u.id`
