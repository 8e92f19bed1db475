import { and, eq, inArray } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { credentials, storeListings } from '../db/schema'
import { notFound } from '../errors'
import { immediate } from '../db/transaction'

export type CredentialKind = (typeof credentials.$inferSelect)['kind']

/**
 * Secrets are write-only from every shell's point of view: these functions are for the core's
 * own use (signing store requests, webhooks). No command returns `readSecret`'s result.
 */
export function storeSecret(
  ctx: CoreContext,
  workspaceId: string,
  kind: CredentialKind,
  secret: string,
  metadata: Record<string, unknown> = {},
): string {
  const id = ctx.ids.next('cred')
  const now = ctx.clock.now()
  ctx.db
    .insert(credentials)
    .values({
      id,
      workspaceId,
      kind,
      metadata: JSON.stringify(metadata),
      ciphertext: ctx.vault.seal(secret, id),
      createdAt: now,
      updatedAt: now,
    })
    .run()
  return id
}

export function readSecret(ctx: CoreContext, workspaceId: string, credentialId: string): string {
  const row = ctx.db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, credentialId), eq(credentials.workspaceId, workspaceId)))
    .get()
  if (!row) throw notFound('Credential')
  return ctx.vault.open(row.ciphertext, row.id)
}

export function readCredentialMetadata(
  ctx: CoreContext,
  workspaceId: string,
  credentialId: string,
): Record<string, unknown> | null {
  const row = ctx.db
    .select({ metadata: credentials.metadata })
    .from(credentials)
    .where(and(eq(credentials.id, credentialId), eq(credentials.workspaceId, workspaceId)))
    .get()
  return row ? (JSON.parse(row.metadata) as Record<string, unknown>) : null
}

export function deleteSecret(ctx: CoreContext, workspaceId: string, credentialId: string): void {
  ctx.db
    .delete(credentials)
    .where(and(eq(credentials.id, credentialId), eq(credentials.workspaceId, workspaceId)))
    .run()
}

const STORE_OF_KIND = { app_store_api_key: 'app_store', google_play_service_account: 'google_play' } as const

/**
 * A store key belongs to the workspace (one key covers the developer account): stores the new
 * one, attaches it to every listing of that store in the workspace, and deletes the keys it
 * replaces — all in one transaction. Returns the new id, how many listings now use it, and the
 * replaced ids (so cached tokens signed with them can be forgotten).
 */
export function replaceStoreCredential(
  ctx: CoreContext,
  workspaceId: string,
  kind: keyof typeof STORE_OF_KIND,
  secret: string,
  metadata: Record<string, unknown>,
): { credentialId: string; listingsAttached: number; replaced: string[] } {
  return immediate(ctx.db, () => {
    const replaced = ctx.db
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(eq(credentials.workspaceId, workspaceId), eq(credentials.kind, kind)))
      .all()
      .map((r) => r.id)
    const credentialId = storeSecret(ctx, workspaceId, kind, secret, metadata)
    const listingsAttached = ctx.db
      .update(storeListings)
      .set({ credentialId, lastError: null, lastErrorCode: null, consecutiveFailures: 0 })
      .where(and(eq(storeListings.workspaceId, workspaceId), eq(storeListings.store, STORE_OF_KIND[kind])))
      .run().changes
    if (replaced.length > 0) ctx.db.delete(credentials).where(inArray(credentials.id, replaced)).run()
    return { credentialId, listingsAttached, replaced }
  })
}
