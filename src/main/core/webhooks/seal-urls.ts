import { and, eq, isNull } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { webhookEndpoints } from '../db/schema'
import { replacingSecretsOnDisk } from '../db/secure-delete'
import { storeSecret } from '../vault/credentials'
import { displayUrl } from './urls'
import { immediate } from '../db/transaction'

/**
 * Endpoints saved by versions that kept a receiver's URL in the clear get it sealed in the vault
 * at start (a migration cannot reach the vault), and the plain URL is then wiped from the file
 * and its WAL.
 * Returns how many endpoints were sealed.
 */
export function sealPlainWebhookUrls(ctx: CoreContext): number {
  const plain = ctx.db
    .select({ id: webhookEndpoints.id, workspaceId: webhookEndpoints.workspaceId, kind: webhookEndpoints.kind, url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.urlCredentialId))
    .all()
  if (plain.length === 0) return 0
  replacingSecretsOnDisk(ctx.db.$client, () =>
    immediate(ctx.db, () => {
      for (const row of plain) {
        let url: URL
        try {
          url = new URL(row.url)
        } catch {
          continue // Not a URL: nothing worth sealing, and deliveries to it fail with a clear error.
        }
        const urlCredentialId = storeSecret(ctx, row.workspaceId, 'webhook_secret', url.href, { endpointId: row.id, purpose: 'url' })
        ctx.db
          .update(webhookEndpoints)
          .set({ url: displayUrl(url, row.kind), urlCredentialId })
          .where(and(eq(webhookEndpoints.id, row.id), isNull(webhookEndpoints.urlCredentialId)))
          .run()
      }
    }),
  )
  ctx.log.info('webhook URLs sealed in the vault', { endpoints: plain.length })
  return plain.length
}
