import { asc, eq } from 'drizzle-orm'
import type { ListingSyncStatusDto } from '../../../shared/dto/replies'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { apps, quotaReports, storeListings } from '../db/schema'
import { googlePlayQuota } from '../stores/google-play'
import { readCredentialMetadata } from '../vault/credentials'
import { schedulerFor } from './scheduler'

type Listing = typeof storeListings.$inferSelect

function quotaText(ctx: CoreContext, listing: Listing): string | null {
  if (!listing.credentialId) return null
  if (listing.store === 'google_play') {
    const q = googlePlayQuota(ctx, listing.storeAppId)
    return `${q.getRemaining} of ${q.getLimit} reads left this hour · ${q.postRemaining.toLocaleString('en')} of ${q.postLimit.toLocaleString('en')} replies left today`
  }
  const keyId = readCredentialMetadata(ctx, listing.workspaceId, listing.credentialId)?.keyId
  if (typeof keyId !== 'string') return null
  const report = ctx.db.select().from(quotaReports).where(eq(quotaReports.scope, `app_store:${keyId}`)).get()
  if (!report || report.limit === null || report.remaining === null) return 'No App Store budget reported yet'
  return `${report.remaining.toLocaleString('en')} of ${report.limit.toLocaleString('en')} App Store requests left this hour (API key ${keyId})`
}

export function syncStatus(ctx: CoreContext, actor: Pick<Actor, 'workspaceId'>): ListingSyncStatusDto[] {
  const scheduler = schedulerFor(ctx)
  return ctx.db
    .select({ listing: storeListings, appName: apps.name })
    .from(storeListings)
    .innerJoin(apps, eq(apps.id, storeListings.appId))
    .where(eq(storeListings.workspaceId, actor.workspaceId))
    .orderBy(asc(apps.name), asc(storeListings.store))
    .all()
    .map(({ listing, appName }) => ({
      listingId: listing.id,
      appId: listing.appId,
      appName,
      store: listing.store,
      storeAppId: listing.storeAppId,
      connected: listing.credentialId !== null,
      syncing: scheduler.isSyncing(listing.id),
      lastSyncAt: listing.lastSyncAt,
      nextSyncAt: listing.credentialId ? listing.nextSyncAt : null,
      lastError: listing.lastError,
      quotaText: quotaText(ctx, listing),
    }))
}
