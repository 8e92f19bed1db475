import Database from 'better-sqlite3'
import { existsSync, openSync, readSync, closeSync } from 'node:fs'
import { CoreError } from '../errors'
import { migrations } from '../db/migrations'
import { prepared } from '../db/statements'
import { APPLIED_MIGRATIONS, HAS_MIGRATIONS_TABLE } from './queries'

const SQLITE_MAGIC = 'SQLite format 3\0'

function hasSqliteHeader(path: string): boolean {
  const fd = openSync(path, 'r')
  try {
    const header = Buffer.alloc(16)
    return readSync(fd, header, 0, 16, 0) === 16 && header.toString('latin1') === SQLITE_MAGIC
  } finally {
    closeSync(fd)
  }
}

/**
 * Checks that a file is a sound Review Reply database this version can open: a SQLite file, with
 * our migrations table, a history that is a prefix of this app's journal, and no corruption.
 * Returns how many migrations it has (older files are migrated when next opened).
 */
export function checkReviewReplyDatabase(path: string): { schema: number } {
  if (!existsSync(path)) throw new CoreError('NOT_FOUND', `${path} does not exist.`)
  const notOurs = new CoreError(
    'INVALID_INPUT',
    `${path} is not a Review Reply backup (no Review Reply schema inside). Nothing was changed.`,
  )
  if (!hasSqliteHeader(path)) throw notOurs
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    const table = prepared(db, HAS_MIGRATIONS_TABLE).get()
    if (!table) throw notOurs
    const applied = prepared(db, APPLIED_MIGRATIONS).all() as { tag: string; hash: string }[]
    if (applied.length > migrations.length) {
      throw new CoreError(
        'CONFLICT',
        `${path} was written by a newer version of Review Reply (schema ${applied.length}, this app knows ${migrations.length}). Update the app first. Nothing was changed.`,
      )
    }
    applied.forEach((row, i) => {
      const known = migrations[i]
      if (!known || known.tag !== row.tag || known.hash !== row.hash) {
        throw new CoreError(
          'CONFLICT',
          `${path} has a schema history this version of Review Reply does not know (at ${row.tag}). Nothing was changed.`,
        )
      }
    })
    const check = db.pragma('quick_check', { simple: true })
    if (check !== 'ok')
      throw new CoreError('CONFLICT', `${path} is damaged (${String(check)}). Nothing was changed.`)
    return { schema: applied.length }
  } finally {
    db.close()
  }
}
