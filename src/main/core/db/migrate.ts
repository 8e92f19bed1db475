import type BetterSqlite3 from 'better-sqlite3'
import { CoreError } from '../errors'
import type { Migration } from './migrations'
import { immediate } from './transaction'

const TABLE = '__migrations'

/**
 * Applies the journal's migrations in order, all in one transaction. Refuses a database whose
 * applied migrations are not a prefix of the journal: that file was written by a newer (or a
 * different) build of the app, and guessing would corrupt it.
 */
export function migrate(sqlite: BetterSqlite3.Database, journal: Migration[], now: number): void {
  sqlite.exec(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (idx INTEGER PRIMARY KEY, tag TEXT NOT NULL, hash TEXT NOT NULL, applied_at INTEGER NOT NULL)`,
  )
  const applied = sqlite.prepare(`SELECT idx, tag, hash FROM ${TABLE} ORDER BY idx`).all() as {
    idx: number
    tag: string
    hash: string
  }[]
  if (applied.length > journal.length) {
    throw new CoreError(
      'CONFLICT',
      `This database was written by a newer version of Review Reply (schema ${applied.length}, this app knows ${journal.length}). Update the app; the file was left untouched.`,
    )
  }
  applied.forEach((row, i) => {
    const known = journal[i]
    if (!known || known.tag !== row.tag || known.hash !== row.hash) {
      throw new CoreError(
        'CONFLICT',
        `This database's schema history does not match this version of Review Reply (at ${row.tag}). The file was left untouched.`,
      )
    }
  })
  const pending = journal.slice(applied.length)
  if (pending.length === 0) return
  const insert = sqlite.prepare(`INSERT INTO ${TABLE} (idx, tag, hash, applied_at) VALUES (?, ?, ?, ?)`)
  immediate(sqlite, () => {
    pending.forEach((m, i) => {
      for (const statement of m.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) sqlite.exec(statement)
      }
      insert.run(applied.length + i, m.tag, m.hash, now)
    })
  })
}
