import type Database from 'better-sqlite3'
import { BUSY_TIMEOUT_MS } from './open'

/**
 * Runs `write` (which begins its own IMMEDIATE transaction) only if the write lock is free now,
 * and returns null when another connection holds it. SQLite's busy handler sleeps the calling
 * thread while it waits: background writes on the thread that answers people (webhook fan-out)
 * use this and try again a moment later, so a request never waits behind the work thread's
 * transaction.
 */
export function writeIfFree<T>(sqlite: Database.Database, write: () => T): T | null {
  sqlite.pragma('busy_timeout = 0')
  try {
    return write()
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null
    throw error
  } finally {
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  }
}
