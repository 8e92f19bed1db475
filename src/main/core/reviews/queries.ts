/** The reviews module's SQL, through the shared statement cache (`statement(ctx.db, sql)`). */

// Ingest is the hot path of every sync (100k reviews on a first App Store import), so it uses
// prepared statements rather than the query builder.
export const SELECT_REVIEW = `SELECT id, workspace_id AS workspaceId, app_id AS appId, listing_id AS listingId, store,
  store_review_id AS storeReviewId, rating, title, body, author, language, territory,
  app_version AS appVersion, app_version_code AS appVersionCode, device, os_version AS osVersion,
  thumbs_up AS thumbsUp, thumbs_down AS thumbsDown, created_at AS createdAt, updated_at AS updatedAt,
  edited, first_seen_at AS firstSeenAt, read_at AS readAt, last_listed_at AS lastListedAt
  FROM reviews WHERE listing_id = ? AND store_review_id = ?`
export const INSERT_REVIEW = `INSERT INTO reviews (id, workspace_id, app_id, listing_id, store, store_review_id, rating,
  title, body, author, language, territory, app_version, app_version_code, device, os_version, thumbs_up,
  thumbs_down, created_at, updated_at, edited, first_seen_at, read_at, last_listed_at)
  VALUES (@id, @workspaceId, @appId, @listingId, @store, @storeReviewId, @rating, @title, @body, @author,
  @language, @territory, @appVersion, @appVersionCode, @device, @osVersion, @thumbsUp, @thumbsDown,
  @createdAt, @updatedAt, @edited, @firstSeenAt, @readAt, @lastListedAt)`
export const UPDATE_REVIEW = `UPDATE reviews SET rating = @rating, title = @title, body = @body, author = @author,
  language = @language, territory = @territory, app_version = @appVersion, app_version_code = @appVersionCode,
  device = @device, os_version = @osVersion, thumbs_up = @thumbsUp, thumbs_down = @thumbsDown,
  updated_at = @updatedAt, edited = @edited, last_listed_at = @lastListedAt WHERE id = @id`
export const MARK_LISTED = 'UPDATE reviews SET last_listed_at = ? WHERE id = ?'

// The language backfill: reviews after the cursor (by rowid) still without a language.
export const LANGUAGE_PENDING = `SELECT rowid AS rowid, id, title, body, territory FROM reviews
  WHERE rowid > ? AND (language IS NULL OR language = '') ORDER BY rowid LIMIT ?`
export const SET_LANGUAGE = `UPDATE reviews SET language = ? WHERE id = ? AND (language IS NULL OR language = '')`

// Revisions (revisions.ts): a review's versions, ordered by when the reviewer made them.
const REVISION_COLUMNS = `seq, rating, title, body, at, store_modified_at AS storeModifiedAt,
  seen_at AS seenAt, source`
export const INSERT_FIRST_REVISION = `INSERT INTO review_revisions (review_id, seq, workspace_id, app_id,
  rating, title, body, at, store_modified_at, seen_at, source)
  VALUES (@reviewId, 1, @workspaceId, @appId, @rating, @title, @body, @at, @storeModifiedAt, @seenAt, @source)`
export const INSERT_NEXT_REVISION = `INSERT INTO review_revisions (review_id, seq, workspace_id, app_id,
  rating, title, body, at, store_modified_at, seen_at, source)
  SELECT @reviewId, coalesce(max(seq), 0) + 1, @workspaceId, @appId, @rating, @title, @body, @at,
  @storeModifiedAt, @seenAt, @source FROM review_revisions WHERE review_id = @reviewId
  RETURNING seq`
export const LATEST_REVISION = `SELECT ${REVISION_COLUMNS} FROM review_revisions WHERE review_id = ?
  ORDER BY at DESC, seq DESC LIMIT 1`
export const REVISIONS_OF = `SELECT ${REVISION_COLUMNS} FROM review_revisions WHERE review_id = ?
  ORDER BY at, seq`
export const RATING_POINTS_OF = `SELECT review_id AS reviewId, rating, at FROM review_revisions
  WHERE review_id IN (SELECT value FROM json_each(?)) ORDER BY review_id, at, seq`
