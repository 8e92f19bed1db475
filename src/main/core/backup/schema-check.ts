import Database from 'better-sqlite3'
import { existsSync, openSync, readSync, closeSync } from 'node:fs'
import { CoreError } from '../errors'
import { migrations } from '../db/migrations'
import { prepared } from '../db/statements'
import { migrate } from '../db/migrate'
import { APPLIED_MIGRATIONS, HAS_MIGRATIONS_TABLE, SCHEMA_OBJECTS } from './queries'

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

interface SchemaObject {
  type: string
  name: string
  tbl_name: string
  sql: string | null
}

const label = (o: SchemaObject): string => `${o.type} "${o.name}"`
const keyOf = (o: SchemaObject): string => JSON.stringify([o.type, o.name, o.tbl_name, o.sql])

function schemaObjects(db: Database.Database): SchemaObject[] {
  return prepared(db, SCHEMA_OBJECTS).all() as SchemaObject[]
}

/** What this app's first `schema` migrations create, read from a fresh in-memory database. */
function expectedObjects(schema: number): SchemaObject[] {
  const fresh = new Database(':memory:')
  try {
    migrate(fresh, migrations.slice(0, schema), 0)
    return schemaObjects(fresh)
  } finally {
    fresh.close()
  }
}

/**
 * Refuses a file whose schema is not exactly what this app's migrations make: every table, index,
 * view and trigger compared by name and SQL with a freshly migrated database at the same schema.
 * A backup is data, never code: a trigger slipped into one would run inside the app after restore.
 */
export function checkExactSchema(path: string, schema: number): void {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  let found: SchemaObject[]
  try {
    found = schemaObjects(db)
  } finally {
    db.close()
  }
  const expected = expectedObjects(schema)
  const expectedKeys = new Set(expected.map(keyOf))
  const foundKeys = new Set(found.map(keyOf))
  const extra = found.filter((o) => !expectedKeys.has(keyOf(o)))
  const missing = expected.filter((o) => !foundKeys.has(keyOf(o)))
  if (extra.length === 0 && missing.length === 0) return
  const parts = [
    extra.length > 0
      ? `objects this app does not make (${extra.slice(0, 3).map(label).join(', ')}${extra.length > 3 ? ', …' : ''})`
      : '',
    missing.length > 0
      ? `objects missing or changed (${missing.slice(0, 3).map(label).join(', ')}${missing.length > 3 ? ', …' : ''})`
      : '',
  ].filter(Boolean)
  throw new CoreError(
    'CONFLICT',
    `${path} is not an unaltered Review Reply database: it has ${parts.join(' and ')}. Nothing was changed.`,
  )
}
