import type Database from 'better-sqlite3'
import type { Db } from './open'

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>()

/**
 * A prepared statement, compiled once per connection. Drizzle's query builder prepares anew on
 * every call (~0.1 ms); hot paths (ingest, the outbox, the scheduler, the inbox, insights) use
 * this instead.
 */
export function prepared(client: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(client)
  if (!cache) {
    cache = new Map()
    caches.set(client, cache)
  }
  let compiled = cache.get(sql)
  if (!compiled) {
    compiled = client.prepare(sql)
    cache.set(sql, compiled)
  }
  return compiled
}

export const statement = (db: Db, sql: string): Database.Statement => prepared(db.$client, sql)
