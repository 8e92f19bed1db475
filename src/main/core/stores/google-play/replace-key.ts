/**
 * Connecting or replacing the Google Play key from a person (the `googlePlay.connect` command):
 * the new service account lists the reviews of every Google Play app first (one read each), and
 * is stored only if that shows it works.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { GooglePlayConnectionDto } from '../../../../shared/dto/google-play'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { apps, storeListings } from '../../db/schema'
import { CoreError } from '../../errors'
import { checkOutboundUrl } from '../../http/outbound'
import { readableNow, refuseUnlessReadable, type AppReadCheck } from '../key-check'
import { listReviews } from './api'
import { forgetToken } from './auth'
import { connectGooglePlay } from './connect'
import { GooglePlayError } from './errors'
import { parseServiceAccount } from './service-account'
import { workspaceCredential, writeSyncState } from './session'

export async function replaceGooglePlayKey(
  ctx: CoreContext,
  actor: Actor,
  serviceAccountJson: string,
): Promise<GooglePlayConnectionDto> {
  requireRole(actor, 'admin', 'connect Google Play')
  const account = parseServiceAccount(serviceAccountJson)
  checkOutboundUrl(ctx, new URL(account.token_uri), 'serviceAccountJson')
  const listings = ctx.db
    .select({ listing: storeListings, appName: apps.name })
    .from(storeListings)
    .innerJoin(apps, eq(apps.id, storeListings.appId))
    .where(
      and(eq(storeListings.workspaceId, actor.workspaceId), eq(storeListings.store, 'google_play')),
    )
    .orderBy(asc(apps.name), asc(storeListings.id))
    .all()
  // The candidate's token is cached under its own id and dropped whatever happens.
  const credentialId = `candidate:${account.client_email}:${account.private_key_id}`
  const checks: (AppReadCheck & { code: string | null })[] = []
  try {
    for (const { listing, appName } of listings) {
      let problem: string | null = null
      let code: string | null = null
      try {
        await listReviews(
          ctx,
          {
            workspaceId: actor.workspaceId,
            credentialId,
            account,
            packageName: listing.storeAppId,
          },
          null,
        )
      } catch (error) {
        if (!(error instanceof CoreError)) throw error
        problem = error instanceof GooglePlayError ? error.summary : error.message
        code = error.code
      }
      checks.push({
        listingId: listing.id,
        appName,
        problem,
        code,
        readableNow: readableNow(listing),
      })
    }
  } finally {
    forgetToken(ctx, credentialId)
  }
  refuseUnlessReadable(
    'Google Play',
    'serviceAccountJson',
    checks,
    workspaceCredential(ctx, actor.workspaceId) !== null,
  )
  const connection = connectGooglePlay(ctx, actor, serviceAccountJson)
  // What the test found is each app's state now, as a sync's would be.
  for (const c of checks)
    writeSyncState(ctx, c.listingId, {}, { lastError: c.problem, lastErrorCode: c.code })
  if (checks.length > 0) ctx.signals.emit('changed', actor.workspaceId, 'sync')
  return connection
}
