import { and, eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { credentials } from '../db/schema'
import { notFound } from '../errors'

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
