/** The SQL that reads the team's replies to learn their voice, through the shared statement cache. */

export const PUBLISHED_REPLIES = `SELECT p.body AS body, coalesce(p.language, r.language) AS language, r.author AS author, p.source AS source
  FROM replies p JOIN reviews r ON r.id = p.review_id
  WHERE p.workspace_id = ? AND (? IS NULL OR r.app_id = ?)
    AND (p.status IN ('published', 'pending_publish') OR p.published_at IS NOT NULL)
  ORDER BY coalesce(p.published_at, p.updated_at) DESC LIMIT ?`

export const APPROVED_EXAMPLES = `SELECT p.body AS body FROM replies p JOIN reviews r ON r.id = p.review_id
  WHERE p.workspace_id = ? AND r.app_id = ? AND p.source IN ('drafted', 'edited') AND p.approved_at IS NOT NULL
    AND p.status IN ('approved', 'publishing', 'pending_publish', 'published')
    AND (p.language = ? OR p.language LIKE ? || '-%')
  ORDER BY p.approved_at DESC LIMIT ?`
