/** The scheduler's SQL, through the shared statement cache (`statement(ctx.db, sql)`). */

export const NEXT_DUE_AT =
  'SELECT min(coalesce(next_sync_at, 0)) AS at FROM store_listings WHERE credential_id IS NOT NULL'
export const DUE_LISTINGS =
  'SELECT id FROM store_listings WHERE credential_id IS NOT NULL AND coalesce(next_sync_at, 0) <= ?'
export const MARK_SYNCED = `UPDATE store_listings SET last_sync_at = ?, next_sync_at = ?, consecutive_failures = 0,
  last_error = NULL, last_error_code = NULL WHERE id = ? AND credential_id IS ?`
