import type { CoreContext } from '../context'
import type { storeListings } from '../db/schema'
import { checkPendingAppStoreReplies } from '../replies/pending'
import { googlePlayQuota } from '../stores/google-play'
import { syncAppStoreListing, syncGooglePlayListing } from './pass'
import { appStoreInterval, googlePlayInterval } from './policy'

type Listing = typeof storeListings.$inferSelect

/** What one polling pass did, and when the next one should be, before jitter. */
export interface PassResult {
  created: number
  updated: number
  intervalMs: number
}

/** The stores as the scheduler sees them; tests swap in a fake that counts calls. */
export interface SyncDriver {
  sync(ctx: CoreContext, listing: Listing): Promise<PassResult>
  /** App Store responses held by the store: move them on when they go live. */
  checkPending(ctx: CoreContext): Promise<void>
}

export const storeDriver: SyncDriver = {
  async sync(ctx, listing) {
    if (listing.store === 'google_play') {
      const result = await syncGooglePlayListing(ctx, listing)
      return {
        created: result.created,
        updated: result.updated,
        intervalMs: googlePlayInterval(result.pages, googlePlayQuota(ctx, listing.storeAppId).getUsed),
      }
    }
    const result = await syncAppStoreListing(ctx, listing)
    return { created: result.created, updated: result.updated, intervalMs: appStoreInterval(result.rateLimit) }
  },
  async checkPending(ctx) {
    await checkPendingAppStoreReplies(ctx, ctx.clock.now())
  },
}
