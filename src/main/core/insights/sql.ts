/**
 * Prepared statements for the queries the insights worker runs on every pass (every app, after
 * every sync and on the schedule). Preparing once per connection keeps a pass well under a
 * millisecond per app; drizzle's per-call query building would cost more than the indexed
 * lookups themselves. Only fixed SQL text goes here; values are always bound parameters.
 */
import type Database from 'better-sqlite3'
import type { CoreContext } from '../context'

const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>()

export function prepared(ctx: CoreContext, text: string): Database.Statement {
  const client = ctx.db.$client
  let byText = cache.get(client)
  if (!byText) {
    byText = new Map()
    cache.set(client, byText)
  }
  let stmt = byText.get(text)
  if (!stmt) {
    stmt = client.prepare(text)
    byText.set(text, stmt)
  }
  return stmt
}
