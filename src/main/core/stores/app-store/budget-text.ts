import { eq } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { quotaReports, type storeListings } from '../../db/schema'
import { readCredentialMetadata } from '../../vault/credentials'

/** The hour's request budget the App Store last reported for this listing's key, in words. */
export function appStoreBudgetText(
  ctx: CoreContext,
  listing: typeof storeListings.$inferSelect,
): string | null {
  if (!listing.credentialId) return null
  const keyId = readCredentialMetadata(ctx, listing.workspaceId, listing.credentialId)?.keyId
  if (typeof keyId !== 'string') return null
  const report = ctx.db
    .select()
    .from(quotaReports)
    .where(eq(quotaReports.scope, `app_store:${keyId}`))
    .get()
  if (!report || report.limit === null || report.remaining === null)
    return 'No App Store budget reported yet'
  return `${report.remaining.toLocaleString('en')} of ${report.limit.toLocaleString('en')} App Store requests left this hour (API key ${keyId})`
}
