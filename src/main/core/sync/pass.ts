/**
 * Store adapters hand back pages of normalised reviews; this is where each page is stored. Every
 * page is ingested (its own transactions) before the adapter goes on, so a pass that fails part-way
 * keeps the pages stored before it failed. (An adapter may already be fetching the next page; it
 * moves its saved place past a page only once the page is stored.)
 */
import type { GooglePlayTestResultDto } from '../../../shared/dto/google-play'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { applyPendingAnswer } from '../replies/pending'
import { reconcileRemovedReplies } from '../replies/removed-replies'
import { ingestReviews } from '../reviews/ingest'
import { appStorePages, type AppStoreOptions, type AppStorePassEnd } from '../stores/app-store'
import { adapterFor, STORES, type StoreAdapter } from '../stores/adapter'
import {
  googlePlayConnectionTest,
  googlePlayPages,
  type GooglePlayPassEnd,
} from '../stores/google-play'
import type { ReviewPage } from '../stores/types'

type Listing = Parameters<typeof appStorePages>[1]

/** Which adapter serves a store; the scheduler's tests swap in fakes. */
export type Adapters = (store: Listing['store']) => StoreAdapter

/** What one polling pass did, and when the next one should be, before jitter. */
export interface PassResult {
  created: number
  updated: number
  intervalMs: number
}

/** What ingest made of a pass's pages. */
interface Stored {
  created: number
  updated: number
}

/**
 * Drives one pass of an adapter: stores each page it yields, then lets it read the next. A page
 * that cannot be stored is thrown back into the adapter, so it records the failure on the listing
 * exactly as it records its own.
 */
async function storePages<End>(
  ctx: CoreContext,
  pages: AsyncGenerator<ReviewPage, End, void>,
): Promise<{ end: End } & Stored> {
  const stored: Stored = { created: 0, updated: 0 }
  let step = await pages.next()
  while (!step.done) {
    const page = step.value
    try {
      const ingested = ingestReviews(
        ctx,
        page.listing,
        page.reviews,
        page.listedAt === undefined ? {} : { listedAt: page.listedAt },
      )
      // A review the store now lists without the reply we recorded had it deleted on the store.
      if (page.withoutReply) reconcileRemovedReplies(ctx, page.listing.id, page.withoutReply)
      stored.created += ingested.created
      stored.updated += ingested.updated
    } catch (error) {
      step = await pages.throw(error)
      continue
    }
    step = await pages.next()
  }
  return { end: step.value, ...stored }
}

/** @internal Exported for tests. */
export type AppStoreSyncResult = AppStorePassEnd & Stored
/** @internal Exported for tests. */
export type GooglePlaySyncResult = GooglePlayPassEnd & Stored

/**
 * One App Store pass over a listing, every page stored as it arrives.
 * @internal Exported for tests.
 */
export async function syncAppStoreListing(
  ctx: CoreContext,
  listing: Listing,
  options?: AppStoreOptions,
): Promise<AppStoreSyncResult> {
  const { end, ...stored } = await storePages(
    ctx,
    appStorePages(ctx, listing, applyPendingAnswer, options),
  )
  return { ...end, ...stored }
}

/**
 * One Google Play pass over a listing (within the read budget), every page stored as it arrives.
 * @internal Exported for tests.
 */
export async function syncGooglePlayListing(
  ctx: CoreContext,
  listing: Parameters<typeof googlePlayPages>[1],
  options: { signal?: AbortSignal } = {},
): Promise<GooglePlaySyncResult> {
  const { end, ...stored } = await storePages(ctx, googlePlayPages(ctx, listing, options))
  return { ...end, ...stored }
}

/** "Test connection" for Google Play: the page it reads is stored like any sync page. */
export async function testGooglePlayConnection(
  ctx: CoreContext,
  actor: Actor,
  listingId?: string,
): Promise<GooglePlayTestResultDto> {
  return (await storePages(ctx, googlePlayConnectionTest(ctx, actor, listingId))).end
}

/** One polling pass over a listing through its store's adapter; the scheduler calls this. */
export async function syncListing(
  ctx: CoreContext,
  listing: Listing,
  adapters: Adapters = adapterFor,
): Promise<PassResult> {
  const { end, created, updated } = await storePages(
    ctx,
    adapters(listing.store).pages(ctx, listing, applyPendingAnswer),
  )
  const adapter = adapters(listing.store)
  await adapter.afterPass(ctx, listing)
  return { created, updated, intervalMs: adapter.nextInterval(ctx, listing, end) }
}

/** Replies a store holds before showing them (App Store responses): move them on when they go live. */
export async function checkPendingReplies(
  ctx: CoreContext,
  adapters: Adapters = adapterFor,
): Promise<void> {
  const now = ctx.clock.now()
  for (const store of STORES) await adapters(store).checkPending(ctx, now, applyPendingAnswer)
}
