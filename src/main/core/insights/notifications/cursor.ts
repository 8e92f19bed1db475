import type { CoreContext } from '../../context'
import { appState } from '../../db/schema'
import { statement } from '../../db/statements'
import { READ_CURSOR } from './queries'

/**
 * How far the notification poller has read a table, by SQLite rowid (insertion order, unlike
 * our random ids or same-millisecond timestamps). Kept in `app_state` so a restart neither
 * repeats nor skips notifications.
 */
export function readCursor(ctx: CoreContext, key: string): number | null {
  const row = statement(ctx.db, READ_CURSOR).get(key) as { value: string } | undefined
  if (!row) return null
  const n = Number(row.value)
  return Number.isSafeInteger(n) ? n : null
}

export function writeCursor(ctx: CoreContext, key: string, value: number, now: number): void {
  ctx.db
    .insert(appState)
    .values({ key, value: String(value), updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value: String(value), updatedAt: now } })
    .run()
}
