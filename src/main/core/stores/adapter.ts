/**
 * The one face of a store, whatever its wire format. The sync layer and the scheduler read
 * reviews through it (sync/pass.ts), the workflow asks it for the reply rules, and the publisher
 * sends and reads replies through it (replies/publisher.ts); nobody outside stores/ branches on
 * wire details. An adapter never stores reviews or changes replies itself: it yields pages, and
 * the writes it needs (settling a pending reply) are handed in from replies/. Each store's
 * adapter lives in its own folder (`<store>/adapter.ts`); this file only lists them.
 */
import type { CoreContext } from '../context'
import type { reviews, storeListings } from '../db/schema'
import { appStoreAdapter } from './app-store/adapter'
import { googlePlayAdapter } from './google-play/adapter'
import type { PublishOutcome, ReviewPage, SettlePending, StoreReply } from './types'

type Listing = typeof storeListings.$inferSelect
type Review = typeof reviews.$inferSelect

/**
 * What a pass reports once its last page is stored; the polling policy reads it (sync/policy.ts).
 * @internal Exported for tests.
 */
export interface PassEnd {
  fetched: number
  /** Pages read (Google Play: the interval stretches with them). */
  pages?: number
  /** The budget the store reported last (App Store `X-Rate-Limit`). */
  rateLimit?: { limit: number | null; remaining: number | null }
}

export interface StoreAdapter {
  readonly store: Listing['store']
  /** The store's name as people read it ("Google Play"). */
  readonly label: string
  /** What decides the reply's length, for an error that says who refuses it. */
  readonly limitSetBy: string
  /** Why a reply cannot be deleted on this store, or null when it can. */
  readonly cannotDeleteReply: string | null
  /** What an editor should know about replying on this store (shown beside the reply). */
  readonly replyNotes: readonly string[]
  /**
   * One polling pass, page by page. The caller stores each page before asking for the next
   * (sync/pass.ts), so a pass that fails keeps what came before; `settle` applies what the store
   * says about replies it holds as pending (replies/pending.ts).
   */
  pages(
    ctx: CoreContext,
    listing: Listing,
    settle: SettlePending,
  ): AsyncGenerator<ReviewPage, PassEnd, void>
  /** Replies the store holds before showing them (App Store): ask again, within the budget. */
  checkPending(ctx: CoreContext, now: number, settle: SettlePending): Promise<void>
  publish(ctx: CoreContext, listing: Listing, review: Review, body: string): Promise<PublishOutcome>
  /** The reply the store shows now (used to reconcile after a crash or timeout). */
  read(ctx: CoreContext, listing: Listing, review: Review): Promise<StoreReply | null>
  /** Longest reply allowed, in UTF-16 units of the HTML-stripped text. */
  maxLength(ctx: CoreContext, listing: Listing): number
  /** Why a reply cannot be posted now (Google Play's one-week window), or null. */
  cannotReplyReason(ctx: CoreContext, listing: Listing, review: Review): string | null
  /** How long until the next pass, from what this one reported (sync/policy.ts). */
  nextInterval(ctx: CoreContext, listing: Listing, end: PassEnd): number
  /** What the store needs after each pass (Google Play: its monthly reports, when due). */
  afterPass(ctx: CoreContext, listing: Listing): Promise<void>
  /** The store's budget left, in words, for the sync status; null when none is known. */
  budgetText(ctx: CoreContext, listing: Listing): string | null
}

const ADAPTERS: Record<Listing['store'], StoreAdapter> = {
  app_store: appStoreAdapter,
  google_play: googlePlayAdapter,
}

export const STORES = Object.keys(ADAPTERS) as readonly Listing['store'][]

export function adapterFor(store: Listing['store']): StoreAdapter {
  return ADAPTERS[store]
}
