/**
 * How the core reaches the database (one rule; docs/architecture.md "Reaching the database"):
 *
 * - Plain CRUD goes through drizzle's query builder on `ctx.db`: typed against schema.ts, and
 *   cheap enough off the hot paths.
 * - Raw SQL only where it pays: hot paths (ingest, the outbox, webhook delivery, the scheduler,
 *   the inbox, API keys on every request, the quota ledger, insights) and tables that exist only
 *   in SQL (inbox_entries, inbox_counts, the FTS tables). Its text lives only in the `queries.ts`
 *   of its module (ESLint refuses SQL anywhere else in the core), and it always runs through this
 *   cache, so each statement is compiled once per connection. No module keeps its own cache: what
 *   is built from statements or drizzle's `.prepare()` is kept here too (`compiledOnce`).
 * - Write transactions are IMMEDIATE: `immediate(db, fn)` (db/transaction.ts); drizzle's
 *   `db.transaction` is made IMMEDIATE too (db/open.ts).
 */
import type Database from 'better-sqlite3'
import type { Db } from './open'

// Keyed by the connection, not the core: the work thread and every core opening a file have
// their own connection, and a statement belongs to the connection that compiled it.
// Statements are keyed by their SQL text, what `compiledOnce` keeps by the function that built it.
const caches = new WeakMap<Database.Database, Map<unknown, unknown>>()

/**
 * A prepared statement, compiled once per connection. Drizzle's query builder prepares anew on
 * every call (~0.1 ms); hot paths use this instead. Do not change a cached statement's mode
 * (`pluck`, `raw`, `expand`): every caller of the same SQL shares it.
 */
export function prepared<P extends unknown[] | object = unknown[], R = unknown>(
  client: Database.Database,
  sql: string,
): Database.Statement<P, R> {
  return cached(client, sql, () => client.prepare(sql)) as Database.Statement<P, R>
}

/**
 * The same, returning rows as arrays (`raw` mode), for pages read by column position. Cached apart
 * from `prepared`'s statement of the same text, whose mode stays untouched.
 */
export function preparedRaw<P extends unknown[] | object = unknown[]>(
  client: Database.Database,
  sql: string,
): Database.Statement<P, unknown[]> {
  return cached(client, `raw\u0000${sql}`, () =>
    client.prepare(sql).raw(true),
  ) as Database.Statement<P, unknown[]>
}

/**
 * What `build` makes from this connection (a drizzle prepared query, a module's set of
 * statements), built once per connection and kept beside its statements. `build` is the key:
 * pass a function declared once at module level, never one made on each call.
 */
export function compiledOnce<T>(db: Db, build: (db: Db) => T): T {
  return cached(db.$client, build, () => build(db))
}

function cached<T>(client: Database.Database, key: unknown, compile: () => T): T {
  let cache = caches.get(client)
  if (!cache) {
    cache = new Map()
    caches.set(client, cache)
  }
  let compiled = cache.get(key) as T | undefined
  if (compiled === undefined) {
    compiled = compile()
    cache.set(key, compiled)
  }
  return compiled
}

export const statement = <P extends unknown[] | object = unknown[], R = unknown>(
  db: Db,
  sql: string,
): Database.Statement<P, R> => prepared<P, R>(db.$client, sql)
