/** The draft queue's SQL, through the shared statement cache (`statement(ctx.db, sql)`). */

// A review waits for a draft while it has no reply at all, was written inside the window, is not
// marked as spam, and is not holding off after a failed attempt (or given up on). Keyset order on
// the `reviews_workspace_created` index keeps each step's cost independent of how many wait.
export const WAITING_REVIEWS = `SELECT r.id, r.created_at AS createdAt FROM reviews r
  WHERE r.workspace_id = @workspaceId AND r.created_at >= @cutoff
    AND (r.created_at < @beforeAt OR (r.created_at = @beforeAt AND r.id < @beforeId))
    AND r.spam_reason IS NULL
    AND NOT EXISTS (SELECT 1 FROM replies p WHERE p.review_id = r.id)
    AND NOT EXISTS (SELECT 1 FROM draft_attempts a WHERE a.review_id = r.id
      AND (a.next_attempt_at IS NULL OR a.next_attempt_at > @now))
  ORDER BY r.created_at DESC, r.id DESC LIMIT @limit`

export const WORKSPACE_IDS = 'SELECT id FROM workspaces ORDER BY created_at'

// One pass over the workspace's reviews of the last 30 days (an index range), not over all reviews.
export const QUEUE_COUNTS = `SELECT
    count(*) FILTER (WHERE a.review_id IS NULL OR a.next_attempt_at IS NOT NULL) AS waiting,
    count(*) FILTER (WHERE a.next_attempt_at IS NOT NULL) AS retrying,
    count(*) FILTER (WHERE a.review_id IS NOT NULL AND a.next_attempt_at IS NULL) AS gaveUp
  FROM reviews r LEFT JOIN draft_attempts a ON a.review_id = r.id
  WHERE r.workspace_id = ? AND r.created_at >= ? AND r.spam_reason IS NULL
    AND NOT EXISTS (SELECT 1 FROM replies p WHERE p.review_id = r.id)`
export const LAST_DRAFT_ERROR = `SELECT a.last_error AS lastError, a.last_failed_at AS lastErrorAt FROM draft_attempts a
  WHERE a.workspace_id = ? AND NOT EXISTS (SELECT 1 FROM replies p WHERE p.review_id = a.review_id)
  ORDER BY a.last_failed_at DESC LIMIT 1`

export const DRAFT_FAILURES = 'SELECT failures FROM draft_attempts WHERE review_id = ?'
export const UPSERT_DRAFT_ATTEMPT = `INSERT INTO draft_attempts (review_id, workspace_id, failures, next_attempt_at, last_error, last_failed_at)
  VALUES (@reviewId, @workspaceId, @failures, @nextAttemptAt, @error, @now)
  ON CONFLICT (review_id) DO UPDATE SET failures = excluded.failures, next_attempt_at = excluded.next_attempt_at,
    last_error = excluded.last_error, last_failed_at = excluded.last_failed_at`
export const CLEAR_DRAFT_ATTEMPTS = 'DELETE FROM draft_attempts WHERE review_id = ?'

// Untouched drafts written before the workspace's newest input change, oldest stamp first, from
// the partial index `replies_redraft` (only drafts nobody edited are in it), with their app's
// stamp: older than it, the draft is redrafted; otherwise only another app changed.
export const DRAFTS_BEFORE_INPUTS = `SELECT p.review_id AS reviewId, p.drafted_inputs_at AS draftedAt, a.drafting_inputs_at AS appAt
  FROM replies p INDEXED BY replies_redraft
  CROSS JOIN reviews r ON r.id = p.review_id
  CROSS JOIN apps a ON a.id = r.app_id
  WHERE p.workspace_id = @workspaceId AND p.status = 'draft' AND p.source = 'drafted'
    AND p.drafted_inputs_at < @newest
    AND (p.drafted_inputs_at > @afterAt OR (p.drafted_inputs_at = @afterAt AND p.review_id > @afterId))
  ORDER BY p.drafted_inputs_at, p.review_id LIMIT @limit`

