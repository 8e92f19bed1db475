/** The insights worker's queries run on every pass: prepared once per connection (db/statements). */
import type Database from 'better-sqlite3'
import type { CoreContext } from '../context'
import { statement } from '../db/statements'

export function prepared(ctx: CoreContext, text: string): Database.Statement {
  return statement(ctx.db, text)
}
