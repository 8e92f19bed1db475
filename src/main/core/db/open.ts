import { chmodSync, existsSync, mkdirSync, openSync, readSync, closeSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { CoreError } from '../errors'
import { migrate } from './migrate'
import { migrations } from './migrations'
import * as schema from './schema'
import { announcingWrite } from './writers-waiting'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

export interface OpenOptions {
  /** A file path, or ':memory:' for tests. */
  path: string
  now: number
  /** The Electron build of better-sqlite3 when running inside Electron. */
  nativeBinding?: string
}

const SQLITE_MAGIC = 'SQLite format 3\0'

/** How long a write waits for another connection's write lock (another process, the work thread). */
export const BUSY_TIMEOUT_MS = 5000

/** Refuse a file that is not a SQLite database before SQLite (or WAL mode) touches it. */
function assertLooksLikeSqlite(path: string): void {
  if (path === ':memory:' || !existsSync(path)) return
  const fd = openSync(path, 'r')
  try {
    const header = Buffer.alloc(16)
    const read = readSync(fd, header, 0, 16, 0)
    if (read === 0) return // an empty file is a new database
    if (read < 16 || header.toString('latin1') !== SQLITE_MAGIC) {
      throw new CoreError(
        'CONFLICT',
        `The database file ${path} is not a Review Reply database or is corrupt. It was left untouched; move it aside (or restore a backup) and start again.`,
      )
    }
  } finally {
    closeSync(fd)
  }
}

export function openDatabase(options: OpenOptions): Db {
  const { path } = options
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
    assertLooksLikeSqlite(path)
  }
  let sqlite: Database.Database
  try {
    sqlite = new Database(path, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {})
  } catch (error) {
    throw new CoreError('UNAVAILABLE', `Cannot open the database at ${path}: ${(error as Error).message}`)
  }
  try {
    // Read something before changing any setting: a corrupt file fails here, untouched.
    sqlite.pragma('schema_version')
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
    // Statement journals (every insert that fires the inbox and search triggers inside a
    // transaction writes one) stay in memory instead of a temp file: a syscall per page
    // otherwise made ingest and drafting several times slower.
    sqlite.pragma('temp_store = MEMORY')
    // Keep the WAL from growing without bound between automatic checkpoints.
    sqlite.pragma('journal_size_limit = 67108864')
    migrate(sqlite, migrations, options.now)
  } catch (error) {
    sqlite.close()
    if (error instanceof CoreError) throw error
    const code = (error as { code?: string }).code
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new CoreError(
        'CONFLICT',
        `The database file ${path} is corrupt. It was left untouched; move it aside (or restore a backup) and start again.`,
      )
    }
    throw error
  }
  if (path !== ':memory:') {
    for (const file of [path, `${path}-wal`, `${path}-shm`]) {
      if (existsSync(file)) chmodSync(file, 0o600)
    }
  }
  return withImmediateTransactions(drizzle(sqlite, { schema }) as Db)
}

/**
 * Every transaction takes the write lock when it begins (BEGIN IMMEDIATE). A deferred one that
 * reads and then writes cannot wait for another process's writer: SQLite fails it at once with
 * "database is locked", whatever the busy timeout. Taking the lock up front lets the busy
 * timeout do its job when the CLI and `serve` (or the desktop app) share a data folder.
 */
function withImmediateTransactions(db: Db): Db {
  const deferred = db.transaction.bind(db)
  db.transaction = ((fn, config) =>
    announcingWrite(() => deferred(fn, { behavior: 'immediate', ...config }))) as Db['transaction']
  return db
}
