import type Database from 'better-sqlite3'
import type { Db } from './open'
import { announcingWrite } from './writers-waiting'

/**
 * Runs `write` in an IMMEDIATE transaction: the write lock is taken when it begins, so a
 * transaction that reads before it writes waits for another connection's writer (the busy
 * timeout) instead of failing with "database is locked" when it gets to its first write.
 * Inside another transaction it becomes a savepoint (better-sqlite3's nesting). Same as
 * `db.transaction` (made IMMEDIATE in open.ts), for code that does not need drizzle's `tx`.
 */
export function immediate<T>(db: Db | Database.Database, write: () => T): T {
  const client = '$client' in db ? db.$client : db
  return announcingWrite(() => client.transaction(write).immediate())
}
