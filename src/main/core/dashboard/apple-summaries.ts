import { and, eq } from 'drizzle-orm'
import type { AppleSummaryDto } from '../../../shared/dto/dashboard'
import type { CoreContext } from '../context'
import { storeListings } from '../db/schema'
import { readSyncState } from '../stores/app-store/sync-state'

/**
 * Apple's summaries of one app's App Store reviews, as the last sync read them
 * (stores/app-store/summaries.ts): shown on the app's dashboard beside the local topics.
 */
export function appleSummaries(
  ctx: CoreContext,
  workspaceId: string,
  appId: string,
): AppleSummaryDto[] {
  const listing = ctx.db
    .select({ syncState: storeListings.syncState })
    .from(storeListings)
    .where(
      and(
        eq(storeListings.workspaceId, workspaceId),
        eq(storeListings.appId, appId),
        eq(storeListings.store, 'app_store'),
      ),
    )
    .get()
  if (!listing) return []
  return readSyncState(listing.syncState).summaries
}
