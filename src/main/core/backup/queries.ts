export const HAS_MIGRATIONS_TABLE =
  "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__migrations'"
export const APPLIED_MIGRATIONS = 'SELECT tag, hash FROM __migrations ORDER BY idx'
/** Every schema object but the page numbers, which differ between any two files. */
export const SCHEMA_OBJECTS = 'SELECT type, name, tbl_name, sql FROM sqlite_master'
/** A restored database starts with nobody signed in and no sign-in link working. */
export const REVOKE_SESSIONS = 'UPDATE sessions SET revoked_at = ? WHERE revoked_at IS NULL'
export const REVOKE_LOGIN_LINKS = 'UPDATE login_links SET revoked_at = ? WHERE revoked_at IS NULL'
export const REVOKE_PENDING_INVITATIONS =
  "UPDATE invitations SET status = 'revoked', responded_at = ? WHERE status = 'pending'"
