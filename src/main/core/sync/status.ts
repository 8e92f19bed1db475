import { asc, eq } from 'drizzle-orm'
import type { ListingSyncStatusDto } from '../../../shared/dto/replies'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { apps, storeListings } from '../db/schema'
import { adapterFor } from '../stores/adapter'
import { schedulerFor } from './scheduler'

type Listing = typeof storeListings.$inferSelect

const quotaText = (ctx: CoreContext, listing: Listing): string | null =>
  listing.credentialId ? adapterFor(listing.store).budgetText(ctx, listing) : null

export function syncStatus(
  ctx: CoreContext,
  actor: Pick<Actor, 'workspaceId'>,
): ListingSyncStatusDto[] {
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
