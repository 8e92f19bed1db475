import type Database from 'better-sqlite3'
import type { Db } from './open'
import { announcingWrite } from './writers-waiting'
import { RELEASE_SAVEPOINT, ROLLBACK_TO_SAVEPOINT, SAVEPOINT } from './queries'
import { prepared } from './statements'

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

/**
 * Runs `write` in a savepoint of the transaction open on this connection, so a failure undoes only
 * its own writes. The same as a nested `immediate` or `db.transaction`, for loops that open one
 * per item (a batch of drafts): those build a transaction object on every call, which costs about
 * as much as the item's own write; these three statements are compiled once per connection.
 */
export function savepoint<T>(db: Db, write: () => T): T {
  const client = db.$client
  if (!client.inTransaction) throw new Error('a savepoint needs an open transaction')
  prepared(client, SAVEPOINT).run()
  let result: T
  try {
    result = write()
  } catch (error) {
    // SQLite may have rolled the whole transaction back (a full disk): no savepoint is left.
    if (client.inTransaction) {
      prepared(client, ROLLBACK_TO_SAVEPOINT).run()
      prepared(client, RELEASE_SAVEPOINT).run()
    }
    throw error
  }
  prepared(client, RELEASE_SAVEPOINT).run()
  return result
}
