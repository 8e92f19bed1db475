import { and, eq } from 'drizzle-orm'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { credentials, storeListings } from '../../db/schema'
import { notFound } from '../../errors'
import { forgetToken } from './auth'
import { CREDENTIAL_KIND } from './session'
import { immediate } from '../../db/transaction'

/**
 * Deletes the workspace's service-account key (its listings keep their reviews and replies and
 * show "Not connected"), as "Disconnect" does for the App Store. Google Play keeps the replies
 * already published; the key itself should also be deleted in Google Cloud.
 */
export function disconnectGooglePlay(ctx: CoreContext, actor: Actor): void {
  requireRole(actor, 'admin', 'disconnect Google Play')
  immediate(ctx.db, () => {
    const removed = ctx.db
      .delete(credentials)
      .where(and(eq(credentials.workspaceId, actor.workspaceId), eq(credentials.kind, CREDENTIAL_KIND)))
      .returning({ id: credentials.id })
      .all()
    if (removed.length === 0) throw notFound('Google Play service-account key')
    // A failure of the old key says nothing about the next one.
    ctx.db.update(storeListings)
      .set({ lastError: null, lastErrorCode: null })
      .where(and(eq(storeListings.workspaceId, actor.workspaceId), eq(storeListings.store, 'google_play')))
      .run()
    for (const { id } of removed) forgetToken(ctx, id)
  })
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
}
