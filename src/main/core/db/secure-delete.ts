import type BetterSqlite3 from 'better-sqlite3'

/**
 * Runs `change` with SQLite's secure_delete on, so the bytes a change replaces are zeroed in the
 * file rather than left in free space, then checkpoints and truncates the WAL, which would still
 * hold the old pages. For the rare writes that retire a secret kept in a weaker form.
 */
export function replacingSecretsOnDisk<T>(sqlite: BetterSqlite3.Database, change: () => T): T {
  const previous = sqlite.pragma('secure_delete', { simple: true }) as number
  sqlite.pragma('secure_delete = ON')
  try {
    const result = change()
    sqlite.pragma('wal_checkpoint(TRUNCATE)')
    return result
  } finally {
    sqlite.pragma(`secure_delete = ${previous}`)
  }
}
