/** The report import's SQL (ratings without text), through the shared statement cache. */

export const SELECT_RATING = `SELECT rating, updated_at AS updatedAt FROM store_ratings
  WHERE listing_id = ? AND store_review_id = ?`
export const INSERT_RATING = `INSERT INTO store_ratings (listing_id, store_review_id, workspace_id, app_id,
  rating, language, app_version, app_version_code, device, created_at, updated_at, first_seen_at)
  VALUES (@listingId, @storeReviewId, @workspaceId, @appId, @rating, @language, @appVersion,
  @appVersionCode, @device, @createdAt, @updatedAt, @firstSeenAt)`
export const UPDATE_RATING = `UPDATE store_ratings SET rating = @rating, updated_at = @updatedAt
  WHERE listing_id = @listingId AND store_review_id = @storeReviewId`
export const DELETE_RATING =
  'DELETE FROM store_ratings WHERE listing_id = ? AND store_review_id = ?'
export const REVIEW_BY_STORE_ID = `SELECT id, rating, title, body, author, language, territory,
  app_version AS appVersion, app_version_code AS appVersionCode, device, os_version AS osVersion,
  thumbs_up AS thumbsUp, thumbs_down AS thumbsDown, created_at AS createdAt, updated_at AS updatedAt
  FROM reviews WHERE listing_id = ? AND store_review_id = ?`
export const REPLY_OF = `SELECT status, published_at AS publishedAt FROM replies WHERE review_id = ?`
export const REVISION_AT = `SELECT 1 FROM review_revisions WHERE review_id = ? AND at = ? LIMIT 1`

/** Ratings without text by star, of an app or a workspace (the dashboard shows them apart). */
export const RATINGS_BY_STAR_OF_APP = `SELECT rating, count(*) AS n FROM store_ratings
  INDEXED BY store_ratings_app_created WHERE app_id = ? AND created_at >= ? AND created_at < ? GROUP BY rating`
export const RATINGS_BY_STAR_OF_WORKSPACE = `SELECT rating, count(*) AS n FROM store_ratings
  INDEXED BY store_ratings_workspace_created WHERE workspace_id = ? AND created_at >= ? AND created_at < ?
  GROUP BY rating`

/** Ratings without text per app of a workspace (count and sum), for the public App's `ratings`. */
export const RATING_TOTALS_OF_WORKSPACE = `SELECT app_id AS appId, count(*) AS n, sum(rating) AS sum
  FROM store_ratings INDEXED BY store_ratings_workspace_created WHERE workspace_id = ? GROUP BY app_id`
