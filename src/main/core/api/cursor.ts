/**
 * The REST API's keyset cursors for `GET /api/v1/reviews` (format: `signedCursor` in
 * db/cursor.ts): version 1, bound to the request's filters and signed with the installation's
 * cursor key, so a cursor altered or replayed with other filters or another workspace is refused.
 */
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { signedCursor, type SignedCursor } from '../db/cursor'
import { appState } from '../db/schema'
import type { ReviewFilters } from './reviews-page'

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

export const apiCursor = (key: Buffer): SignedCursor<CursorScope> =>
  signedCursor({ version: 1, key, scope: scopeText })

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
