import { and, asc, eq } from 'drizzle-orm'
import type { AppStoreConnectionDto, AppStoreTestResultDto } from '../../../../shared/dto/app-store'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { apps, credentials, storeListings } from '../../db/schema'
import { notFound } from '../../errors'
import { replaceStoreCredential } from '../../vault/credentials'
import { AppStoreClient, type AppStoreOptions } from './client'
import {
  APP_STORE_CREDENTIAL_KIND,
  loadWorkspaceKey,
  workspaceAppStoreCredential,
  type AppStoreKeyMetadata,
} from './credential'
import { AppStoreError, REPLY_ROLES_SENTENCE } from './errors'
import { validateAppStoreKey } from './key'
import { forgetToken } from './token'

export interface ConnectAppStoreInput {
  issuerId?: string | undefined
  keyId: string
  privateKeyPem: string
  individual?: boolean | undefined
}

/**
 * Validates an App Store Connect API key and stores it in the vault as the workspace's App Store
 * key, replacing any previous one, and attaches it to every App Store listing of the workspace.
 */
export function connectAppStore(
  ctx: CoreContext,
  actor: Actor,
  input: ConnectAppStoreInput,
): AppStoreConnectionDto {
  requireRole(actor, 'admin', 'connect an App Store Connect API key')
  const key = validateAppStoreKey(input)
  const metadata: AppStoreKeyMetadata = {
    keyId: key.keyId,
    issuerId: key.issuerId,
    individual: key.individual,
  }
  const now = ctx.clock.now()
  const { listingsAttached: attached } = replaceStoreCredential(
    ctx,
    actor.workspaceId,
    APP_STORE_CREDENTIAL_KIND,
    key.privateKeyPem,
    { ...metadata },
  )
  // Tokens signed with the old key must not be reused.
  forgetToken(ctx)
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
  return { ...metadata, connectedAt: now, listingsAttached: attached }
}

/** Removes the workspace's App Store key; listings stay, unconnected. */
export function disconnectAppStore(ctx: CoreContext, actor: Actor): void {
  requireRole(actor, 'admin', 'disconnect the App Store Connect API key')
  const res = ctx.db
    .delete(credentials)
    .where(
      and(
        eq(credentials.workspaceId, actor.workspaceId),
        eq(credentials.kind, APP_STORE_CREDENTIAL_KIND),
      ),
    )
    .run()
  if (res.changes === 0) throw notFound('App Store Connect key')
  forgetToken(ctx)
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
}

/**
 * Signs a token and makes one reviews call (`limit=1`) for a listing (or, without App Store apps,
 * one apps call), and says in plain words whether the key works.
 */
export async function testAppStoreConnection(
  ctx: CoreContext,
  actor: Actor,
  listingId?: string,
  options?: AppStoreOptions,
): Promise<AppStoreTestResultDto> {
  requireRole(actor, 'editor', 'test the App Store connection')
  const credential = workspaceAppStoreCredential(ctx, actor.workspaceId)
  if (!credential) {
    return {
      ok: false,
      message: 'No App Store Connect API key is connected to this workspace.',
      nextStep: 'Connect one under Apps → App Store with its issuer id, key id and .p8 file.',
      rateLimit: { limit: null, remaining: null },
    }
  }
  const listing = ctx.db
    .select({ id: storeListings.id, storeAppId: storeListings.storeAppId, appName: apps.name })
    .from(storeListings)
    .innerJoin(apps, eq(apps.id, storeListings.appId))
    .where(
      and(
        eq(storeListings.workspaceId, actor.workspaceId),
        eq(storeListings.store, 'app_store'),
        listingId === undefined ? undefined : eq(storeListings.id, listingId),
      ),
    )
    .orderBy(asc(storeListings.createdAt), asc(storeListings.id))
    .get()
  if (listingId !== undefined && !listing) throw notFound('App Store listing')

  const client = new AppStoreClient(ctx, loadWorkspaceKey(ctx, actor.workspaceId), options)
  const keyId = credential.meta.keyId
  try {
    if (listing) {
      await client.call({
        method: 'GET',
        url: client.url(`/v1/apps/${encodeURIComponent(listing.storeAppId)}/customerReviews`, {
          sort: '-createdDate',
          limit: '1',
        }),
        priority: 'interactive',
        doing: `reading the reviews of ${listing.appName}`,
      })
      recordTestOutcome(ctx, actor.workspaceId, listing.id, null)
      return {
        ok: true,
        message: `Connected: key ${keyId} can read the reviews of ${listing.appName} (Apple ID ${listing.storeAppId}).`,
        nextStep: `Apple checks the right to reply only when a reply is sent: ${REPLY_ROLES_SENTENCE}.`,
        rateLimit: client.rateLimit(),
      }
    }
    await client.call({
      method: 'GET',
      url: client.url('/v1/apps', { limit: '1' }),
      priority: 'interactive',
      doing: 'checking the key',
    })
    return {
      ok: true,
      message: `Connected: App Store Connect accepts key ${keyId}.`,
      nextStep: 'Add an App Store app (its Apple ID) to start reading its reviews.',
      rateLimit: client.rateLimit(),
    }
  } catch (error) {
    if (!(error instanceof AppStoreError)) throw error
    if (listing) recordTestOutcome(ctx, actor.workspaceId, listing.id, error)
    return {
      ok: false,
      message: error.problem,
      nextStep: error.nextStep,
      rateLimit: client.rateLimit(),
    }
  }
}

/**
 * A test's outcome is the listing's connection state, as a sync's is: a wrong key or app id
 * shows as failing (with Apple's reason) everywhere, also after a reload, until it works.
 */
function recordTestOutcome(ctx: CoreContext, workspaceId: string, listingId: string, error: AppStoreError | null): void {
  ctx.db
    .update(storeListings)
    .set(error ? { lastError: error.message, lastErrorCode: error.storeCode } : { lastError: null, lastErrorCode: null })
    .where(eq(storeListings.id, listingId))
    .run()
  ctx.signals.emit('changed', workspaceId, 'sync')
}
