/** Finding a listing's Google Play key and the connector's own state between polls. */
import { and, desc, eq } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { credentials, storeListings } from '../../db/schema'
import { invalid, notFound } from '../../errors'
import { readSecret } from '../../vault/credentials'
import type { GooglePlaySession } from './api'
import { failures } from './errors'
import type { ServiceAccount } from './service-account'
import { immediate } from '../../db/transaction'

export type ListingRow = typeof storeListings.$inferSelect

export const CREDENTIAL_KIND = 'google_play_service_account' as const

/** The listing as stored now (callers may hold an older copy), checked to be a Google Play one. */
export function freshListing(ctx: CoreContext, listing: Pick<ListingRow, 'id'>): ListingRow {
  const row = ctx.db.select().from(storeListings).where(eq(storeListings.id, listing.id)).get()
  if (!row) throw notFound('Store listing')
  if (row.store !== 'google_play') throw invalid('This listing is not a Google Play app.')
  return row
}

export function workspaceCredential(
  ctx: CoreContext,
  workspaceId: string,
): typeof credentials.$inferSelect | null {
  return (
    ctx.db
      .select()
      .from(credentials)
      .where(and(eq(credentials.workspaceId, workspaceId), eq(credentials.kind, CREDENTIAL_KIND)))
      .orderBy(desc(credentials.createdAt))
      .get() ?? null
  )
}

export function sessionFor(
  ctx: CoreContext,
  workspaceId: string,
  credentialId: string,
  packageName: string,
): GooglePlaySession {
  const account = JSON.parse(readSecret(ctx, workspaceId, credentialId)) as ServiceAccount
  return { workspaceId, credentialId, account, packageName }
}

export function sessionForListing(ctx: CoreContext, listing: ListingRow): GooglePlaySession {
  let credentialId = listing.credentialId
  if (!credentialId) {
    // An app added after the key was connected may not carry it yet: the key is the workspace's.
    credentialId = workspaceCredential(ctx, listing.workspaceId)?.id ?? null
    if (!credentialId) throw failures.notConnected()
    ctx.db.update(storeListings).set({ credentialId }).where(eq(storeListings.id, listing.id)).run()
  }
  return sessionFor(ctx, listing.workspaceId, credentialId, listing.storeAppId)
}

/** Kept in `store_listings.sync_state` under `googlePlay`, beside whatever else lives there. */
export interface GooglePlaySyncState {
  /** The `listedAt` of the last list that reached the final page: replies need a review from it (or later). */
  lastCompleteListAt: number | null
  /** A list stopped early (budget, stop, failure) continues from here. */
  resume: { token: string; startedAt: number } | null
  /** A remark about the last sync that is not an error. */
  note: string | null
}

const EMPTY_STATE: GooglePlaySyncState = { lastCompleteListAt: null, resume: null, note: null }

function parseState(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw) as unknown
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export function readSyncState(listing: Pick<ListingRow, 'syncState'>): GooglePlaySyncState {
  const gp = parseState(listing.syncState).googlePlay
  return gp && typeof gp === 'object'
    ? { ...EMPTY_STATE, ...(gp as Partial<GooglePlaySyncState>) }
    : { ...EMPTY_STATE }
}

/**
 * `readWith` is the credential a pass read with: its health columns are written only while the
 * listing still uses that credential, so a pass begun before the key was replaced never reports
 * "Connected" (or its own old failure) over the new key's test.
 */
export function writeSyncState(
  ctx: CoreContext,
  listingId: string,
  patch: Partial<GooglePlaySyncState>,
  columns: Partial<Pick<ListingRow, 'lastSyncAt' | 'lastError' | 'lastErrorCode'>> = {},
  readWith?: { credentialId: string | null },
): void {
  immediate(ctx.db, () => {
    const row = ctx.db
      .select({ syncState: storeListings.syncState, credentialId: storeListings.credentialId })
      .from(storeListings)
      .where(eq(storeListings.id, listingId))
      .get()
    if (!row) return
    const all = parseState(row.syncState)
    const next = { ...readSyncState(row), ...patch }
    const current = !readWith || readWith.credentialId === row.credentialId
    ctx.db
      .update(storeListings)
      .set({ syncState: JSON.stringify({ ...all, googlePlay: next }), ...(current ? columns : {}) })
      .where(eq(storeListings.id, listingId))
      .run()
  })
}
