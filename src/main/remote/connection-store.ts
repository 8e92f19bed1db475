import { eq } from 'drizzle-orm'
import type { CoreContext } from '../core/context'
import { appState } from '../core/db/schema'

/** The desktop's team-server connection, kept in this computer's database. */
export interface StoredConnection {
  serverUrl: string
  caFile: string | null
  memberName: string
  /** The session cookie, readable only through the vault. */
  cookie: string
}

const KEY = 'team_server_connection'
// The sealed blob is bound to its purpose and server, so it cannot be replayed elsewhere.
const boundTo = (serverUrl: string) => `team-server-session:${serverUrl}`

interface Row {
  serverUrl: string
  caFile: string | null
  memberName: string
  sealedCookie: string
}

export function loadConnection(ctx: CoreContext): StoredConnection | null {
  const row = ctx.db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY)).get()
  if (!row) return null
  const stored = JSON.parse(row.value) as Row
  return {
    serverUrl: stored.serverUrl,
    caFile: stored.caFile,
    memberName: stored.memberName,
    cookie: ctx.vault.open(Buffer.from(stored.sealedCookie, 'base64'), boundTo(stored.serverUrl)),
  }
}

export function saveConnection(ctx: CoreContext, connection: StoredConnection): void {
  const value = JSON.stringify({
    serverUrl: connection.serverUrl,
    caFile: connection.caFile,
    memberName: connection.memberName,
    sealedCookie: ctx.vault.seal(connection.cookie, boundTo(connection.serverUrl)).toString('base64'),
  } satisfies Row)
  const now = ctx.clock.now()
  ctx.db
    .insert(appState)
    .values({ key: KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } })
    .run()
}

export function forgetConnection(ctx: CoreContext): void {
  ctx.db.delete(appState).where(eq(appState.key, KEY)).run()
}
