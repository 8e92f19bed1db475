/**
 * Connecting or replacing the App Store key from a person (the `appStore.connect` command): the
 * new key reads one review of every App Store app first, and is stored only if that shows it works.
 */
import { createHash } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { AppStoreConnectionDto } from '../../../../shared/dto/app-store'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { apps, storeListings } from '../../db/schema'
import { immediate } from '../../db/transaction'
import { CoreError } from '../../errors'
import { readableNow, refuseUnlessReadable, type AppReadCheck } from '../key-check'
import { AppStoreClient, type AppStoreOptions } from './client'
import { connectAppStore, type ConnectAppStoreInput } from './connect'
import { workspaceAppStoreCredential } from './credential'
import { AppStoreError } from './errors'
import { validateAppStoreKey } from './key'
import { forgetToken } from './token'

export async function replaceAppStoreKey(
  ctx: CoreContext,
  actor: Actor,
  input: ConnectAppStoreInput,
  options?: AppStoreOptions,
): Promise<AppStoreConnectionDto> {
  requireRole(actor, 'admin', 'connect an App Store Connect API key')
  const key = validateAppStoreKey(input)
  const listings = ctx.db
    .select({ listing: storeListings, appName: apps.name })
    .from(storeListings)
    .innerJoin(apps, eq(apps.id, storeListings.appId))
    .where(
      and(eq(storeListings.workspaceId, actor.workspaceId), eq(storeListings.store, 'app_store')),
    )
    .orderBy(asc(apps.name), asc(storeListings.id))
    .all()
  // Signed with the candidate only (cached under its own hash); dropped whatever happens.
  const cacheKey = `candidate:${createHash('sha256').update(key.privateKeyPem).digest('hex')}`
  const client = new AppStoreClient(
    ctx,
    { ...key, credentialId: 'candidate', workspaceId: actor.workspaceId, cacheKey },
    options,
  )
  const checks: (AppReadCheck & { code: string | null })[] = []
  try {
    for (const { listing, appName } of listings) {
      let problem: string | null = null
      let code: string | null = null
      try {
        await client.call({
          method: 'GET',
          url: client.url(`/v1/apps/${encodeURIComponent(listing.storeAppId)}/customerReviews`, {
            sort: '-createdDate',
            limit: '1',
          }),
          priority: 'interactive',
          doing: `reading the reviews of ${appName} with the new key`,
        })
      } catch (error) {
        if (!(error instanceof CoreError)) throw error
        problem = error instanceof AppStoreError ? error.problem : error.message
        code = error instanceof AppStoreError ? error.storeCode : error.code
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
    forgetToken(ctx, cacheKey)
  }
  refuseUnlessReadable(
    'the App Store',
    'privateKeyPem',
    checks,
    workspaceAppStoreCredential(ctx, actor.workspaceId) !== null,
  )
  const connection = connectAppStore(ctx, actor, input)
  // What the test found is each app's state now, as a sync's would be.
  immediate(ctx.db, () => {
    for (const c of checks) {
      ctx.db
        .update(storeListings)
        .set({ lastError: c.problem, lastErrorCode: c.problem === null ? null : c.code })
        .where(eq(storeListings.id, c.listingId))
        .run()
    }
  })
  if (checks.length > 0) ctx.signals.emit('changed', actor.workspaceId, 'sync')
  return connection
}
