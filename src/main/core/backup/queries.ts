export const HAS_MIGRATIONS_TABLE =
  "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__migrations'"
export const APPLIED_MIGRATIONS = 'SELECT tag, hash FROM __migrations ORDER BY idx'
