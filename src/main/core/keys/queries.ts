import type { Db } from '../db/open'
import { statement } from '../db/statements'

/** The request path's SQL: every API request looks its key up, so it skips the query builder. */
interface KeyRow {
  id: string
  workspace_id: string
  hash: string
  revoked_at: number | null
  last_used_at: number | null
}

export const keyByHash = (db: Db) =>
  statement<[string], KeyRow>(
    db,
    'SELECT id, workspace_id, hash, revoked_at, last_used_at FROM api_keys WHERE hash = ?',
  )

export const touchKey = (db: Db) =>
  statement<[number, string]>(db, 'UPDATE api_keys SET last_used_at = ? WHERE id = ?')
