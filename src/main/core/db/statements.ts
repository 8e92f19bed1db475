import type Database from 'better-sqlite3'
import type { Db } from './open'

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>()

/**
 * A prepared statement, compiled once per connection. Drizzle's query builder prepares anew on
 * every call (~0.1 ms); hot paths (ingest, the outbox, quotas, the public API) use this instead.
 */
export function statement(db: Db, sql: string): Database.Statement {
  const client = db.$client
  let cache = caches.get(client)
  if (!cache) {
    cache = new Map()
    caches.set(client, cache)
  }
  let prepared = cache.get(sql)
  if (!prepared) {
    prepared = client.prepare(sql)
    cache.set(sql, prepared)
  }
  return prepared
}
