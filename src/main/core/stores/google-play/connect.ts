/**
 * Connecting a workspace to Google Play: one service-account key per workspace, covering every
 * Google Play app of it. Connecting again replaces the key everywhere.
 */
import { and, asc, eq } from 'drizzle-orm'
import { GOOGLE_PLAY_REPLY_LIMIT } from '../../../../shared/contract/google-play'
import type {
  GooglePlayConnectionDto,
  GooglePlayStatusDto,
} from '../../../../shared/dto/google-play'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { apps, type credentials, storeListings } from '../../db/schema'
import { replaceStoreCredential } from '../../vault/credentials'
import { forgetToken } from './auth'
import { googlePlayQuota } from './quota'
import { parseServiceAccount } from './service-account'
import { CREDENTIAL_KIND, readSyncState, workspaceCredential } from './session'
import { checkOutboundUrl } from '../../http/outbound'

interface CredentialMetadata {
  client_email: string
  project_id: string
  private_key_id: string
}

function metadataOf(row: typeof credentials.$inferSelect): CredentialMetadata {
  return JSON.parse(row.metadata) as CredentialMetadata
}

export function connectGooglePlay(
  ctx: CoreContext,
  actor: Actor,
  serviceAccountJson: string,
): GooglePlayConnectionDto {
  requireRole(actor, 'admin', 'connect Google Play')
  const account = parseServiceAccount(serviceAccountJson)
  // The key file names where its token is fetched: on a shared server, not this machine or its network.
  checkOutboundUrl(ctx, new URL(account.token_uri), 'serviceAccountJson')
  const metadata: CredentialMetadata = {
    client_email: account.client_email,
    project_id: account.project_id,
    private_key_id: account.private_key_id,
  }
  const now = ctx.clock.now()
  const { listingsAttached: attached, replaced } = replaceStoreCredential(
    ctx,
    actor.workspaceId,
    CREDENTIAL_KIND,
    JSON.stringify(account),
    { ...metadata },
  )
  for (const id of replaced) forgetToken(ctx, id)
  ctx.log.info('google play connected', {
    workspaceId: actor.workspaceId,
    clientEmail: account.client_email,
    replaced: replaced.length,
  })
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
  return {
    clientEmail: account.client_email,
    projectId: account.project_id,
    privateKeyId: account.private_key_id,
    connectedAt: now,
    listingsAttached: attached,
  }
}

const REPLY_RULES: GooglePlayStatusDto['replyRules'] = {
  maxLength: GOOGLE_PLAY_REPLY_LIMIT,
  canDelete: false,
  summary:
    'Google Play takes plain text of at most 350 characters (HTML is removed; emoji count as 2), only for reviews from the last 7 days. Replying again edits the reply; Google Play has no way to delete one.',
}

export function googlePlayStatus(ctx: CoreContext, actor: Actor): GooglePlayStatusDto {
  requireRole(actor, 'viewer', 'see Google Play status')
  const credential = workspaceCredential(ctx, actor.workspaceId)
  const meta = credential ? metadataOf(credential) : null
  const rows = ctx.db
    .select({ listing: storeListings, appName: apps.name })
    .from(storeListings)
    .innerJoin(apps, eq(apps.id, storeListings.appId))
    .where(
      and(eq(storeListings.workspaceId, actor.workspaceId), eq(storeListings.store, 'google_play')),
    )
    .orderBy(asc(apps.name), asc(storeListings.id))
    .all()
  return {
    connected: credential !== null,
    clientEmail: meta?.client_email ?? null,
    projectId: meta?.project_id ?? null,
    privateKeyId: meta?.private_key_id ?? null,
    connectedAt: credential?.createdAt ?? null,
    replyRules: REPLY_RULES,
    listings: rows.map(({ listing, appName }) => {
      const state = readSyncState(listing)
      return {
        listingId: listing.id,
        appId: listing.appId,
        appName,
        packageName: listing.storeAppId,
        connected: listing.credentialId !== null || credential !== null,
        quota: googlePlayQuota(ctx, listing.storeAppId),
        lastSyncAt: listing.lastSyncAt,
        lastError: listing.lastError,
        note: state.note,
        lastCompleteListAt: state.lastCompleteListAt,
      }
    }),
  }
}
