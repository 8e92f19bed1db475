import { and, desc, eq } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { credentials, type storeListings } from '../../db/schema'
import { readSecret } from '../../vault/credentials'
import { notConnectedError } from './errors'
import type { AppStoreKey } from './key'

type Listing = typeof storeListings.$inferSelect

export const APP_STORE_CREDENTIAL_KIND = 'app_store_api_key' as const

/** The non-secret part kept next to the encrypted `.p8`. */
export interface AppStoreKeyMetadata {
  keyId: string
  issuerId: string | null
  individual: boolean
}

export interface LoadedAppStoreKey extends AppStoreKey {
  credentialId: string
  workspaceId: string
  /** Changes whenever the key is replaced; signing keys and tokens are cached under it. */
  cacheKey: string
}

function parseKeyMetadata(json: string): AppStoreKeyMetadata | null {
  try {
    const m = JSON.parse(json) as Partial<AppStoreKeyMetadata>
    if (typeof m.keyId !== 'string') return null
    return {
      keyId: m.keyId,
      issuerId: typeof m.issuerId === 'string' ? m.issuerId : null,
      individual: m.individual === true,
    }
  } catch {
    return null
  }
}

/** The workspace's App Store key record (metadata only), or null. */
export function workspaceAppStoreCredential(
  ctx: CoreContext,
  workspaceId: string,
): (typeof credentials.$inferSelect & { meta: AppStoreKeyMetadata }) | null {
  const row = ctx.db
    .select()
    .from(credentials)
    .where(
      and(
        eq(credentials.workspaceId, workspaceId),
        eq(credentials.kind, APP_STORE_CREDENTIAL_KIND),
      ),
    )
    .orderBy(desc(credentials.createdAt))
    .get()
  if (!row) return null
  const meta = parseKeyMetadata(row.metadata)
  return meta ? { ...row, meta } : null
}

function load(ctx: CoreContext, workspaceId: string, credentialId: string): LoadedAppStoreKey {
  const row = ctx.db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, credentialId), eq(credentials.workspaceId, workspaceId)))
    .get()
  const meta = row && row.kind === APP_STORE_CREDENTIAL_KIND ? parseKeyMetadata(row.metadata) : null
  if (!row || !meta) throw notConnectedError()
  return {
    ...meta,
    privateKeyPem: readSecret(ctx, workspaceId, credentialId),
    credentialId,
    workspaceId,
    cacheKey: `${credentialId}:${row.updatedAt}`,
  }
}

/** The key a listing signs with (decrypted; stays inside the core). */
export function loadListingKey(ctx: CoreContext, listing: Listing): LoadedAppStoreKey {
  if (listing.store !== 'app_store' || listing.credentialId === null) throw notConnectedError()
  return load(ctx, listing.workspaceId, listing.credentialId)
}

export function loadWorkspaceKey(ctx: CoreContext, workspaceId: string): LoadedAppStoreKey {
  const row = workspaceAppStoreCredential(ctx, workspaceId)
  if (!row) throw notConnectedError()
  return load(ctx, workspaceId, row.id)
}
