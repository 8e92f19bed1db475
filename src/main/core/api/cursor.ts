/**
 * Keyset cursors for `GET /api/v1/reviews`. A cursor names the last `(created_at, id)` a page
 * returned, so the next page starts strictly after it: reviews inserted meanwhile are never
 * repeated or skipped. It is base64url of
 *
 *   version (1 byte) | created_at (6 bytes, signed big-endian ms) | id length (1) | id | mac (16)
 *
 * where mac = HMAC-SHA256(key, everything before it + the request's filters), truncated. A cursor
 * that was altered, or replayed with other filters or another workspace, fails the MAC.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { appState } from '../db/schema'
import type { ReviewFilters } from './reviews-page'

const VERSION = 1
const MAC_BYTES = 16
const HEADER_BYTES = 1 + 6 + 1

export interface Position {
  createdAt: number
  id: string
}

/** The filters a cursor is bound to (the page's filters): replayed with others, it is refused. */
export type CursorScope = ReviewFilters

const scopeText = (s: CursorScope): string =>
  [
    s.workspaceId,
    s.appId ?? '',
    s.store ?? '',
    s.rating ?? '',
    s.replyStatus ?? '',
    s.since ?? '',
  ].join('\n')

export class CursorCodec {
  constructor(private readonly key: Buffer) {}

  private mac(content: Buffer, scope: CursorScope): Buffer {
    return createHmac('sha256', this.key)
      .update(content)
      .update('\n')
      .update(scopeText(scope))
      .digest()
      .subarray(0, MAC_BYTES)
  }

  encode(position: Position, scope: CursorScope): string {
    const id = Buffer.from(position.id, 'utf8')
    if (id.length > 255) throw new Error('review id too long for a cursor')
    const content = Buffer.alloc(HEADER_BYTES + id.length)
    content.writeUInt8(VERSION, 0)
    content.writeIntBE(position.createdAt, 1, 6)
    content.writeUInt8(id.length, 7)
    id.copy(content, HEADER_BYTES)
    return Buffer.concat([content, this.mac(content, scope)]).toString('base64url')
  }

  /** The position, or null for anything this codec did not issue for this scope. */
  decode(cursor: string, scope: CursorScope): Position | null {
    // Buffer.from(…, 'base64url') skips stray characters; only the exact alphabet is a cursor.
    if (cursor.length > 512 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null
    const raw = Buffer.from(cursor, 'base64url')
    if (raw.toString('base64url') !== cursor) return null
    if (raw.length < HEADER_BYTES + 1 + MAC_BYTES || raw.readUInt8(0) !== VERSION) return null
    const idLength = raw.readUInt8(7)
    if (raw.length !== HEADER_BYTES + idLength + MAC_BYTES) return null
    const content = raw.subarray(0, HEADER_BYTES + idLength)
    const mac = raw.subarray(HEADER_BYTES + idLength)
    if (!timingSafeEqual(mac, this.mac(content, scope))) return null
    return {
      createdAt: raw.readIntBE(1, 6),
      id: content.subarray(HEADER_BYTES).toString('utf8'),
    }
  }
}

const SECRET_STATE_KEY = 'api.cursor_secret'

/**
 * The installation's cursor key. A random secret is sealed in the vault (bound to its app_state
 * row) on first use and read back afterwards, so cursors stay valid across restarts; the HMAC
 * key is derived from it for this one purpose.
 */
export function loadCursorKey(ctx: CoreContext): Buffer {
  const read = () =>
    ctx.db
      .select({ value: appState.value })
      .from(appState)
      .where(eq(appState.key, SECRET_STATE_KEY))
      .get()
  let row = read()
  if (!row) {
    const sealed = ctx.vault.seal(ctx.ids.bytes(32).toString('base64'), SECRET_STATE_KEY)
    ctx.db
      .insert(appState)
      .values({
        key: SECRET_STATE_KEY,
        value: sealed.toString('base64'),
        updatedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .run()
    // Another process sharing the data folder may have won the race: use whatever is stored.
    row = read()
    if (!row) throw new Error('cursor secret vanished after insert')
  }
  const secret = ctx.vault.open(Buffer.from(row.value, 'base64'), SECRET_STATE_KEY)
  return createHmac('sha256', secret).update('review-reply api cursor v1').digest()
}
