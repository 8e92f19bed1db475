import { and, count, eq, inArray } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { reviews, storeListings } from '../../db/schema'
import { CoreError, invalid } from '../../errors'
import { sameCredential } from '../same-credential'
import type { ReviewPage, SettlePending } from '../types'
import { AppStoreClient, type AppStoreOptions, type CallResult } from './client'
import { loadListingKey } from './credential'
import { AppStoreError } from './errors'
import { pendingRows, runPendingChecks } from './pending'
import { readSyncState, writeSyncState, type AppStoreSyncState } from './sync-state'
import { rereadReplied } from './reread'
import { refreshSummaries } from './summaries'
import { parseReviewsPage } from './wire'

type Listing = typeof storeListings.$inferSelect

const PAGE_SIZE = 200
/** Pending replies refreshed per sync at most (the scheduler's pending check does the rest). */
const PENDING_PER_SYNC = 25

/** What an App Store pass reports once its last page is stored (the caller counts what ingest did). */
export interface AppStorePassEnd {
  fetched: number
  /** Reviews on the store whose record could not be read (logged and left out). */
  skipped: number
  /** Replied reviews read again to see their reviewers' edits (reread.ts). */
  reread: number
  rateLimit: { limit: number | null; remaining: number | null }
}

function countKnown(ctx: CoreContext, listingId: string, storeReviewIds: string[]): number {
  if (storeReviewIds.length === 0) return 0
  return (
    ctx.db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.listingId, listingId), inArray(reviews.storeReviewId, storeReviewIds)))
      .get()?.n ?? 0
  )
}

function recordOutcome(
  ctx: CoreContext,
  listing: { id: string; credentialId: string | null },
  error: CoreError | null,
): void {
  ctx.db
    .update(storeListings)
    .set(
      error
        ? {
            lastError: error.message,
            lastErrorCode: error instanceof AppStoreError ? error.storeCode : error.code,
          }
        : { lastSyncAt: ctx.clock.now(), lastError: null, lastErrorCode: null },
    )
    .where(and(eq(storeListings.id, listing.id), sameCredential(listing.credentialId)))
    .run()
}

/** Where a pass goes after a page. */
type AfterPage =
  | { kind: 'last' }
  | { kind: 'foreign' }
  | { kind: 'stop' }
  | { kind: 'page'; url: string; resumes: boolean }

/**
 * Decided before the page is handed over, so the next page's request can be on its way meanwhile:
 * done at the store's last page; refused when the next link points at another server; stopped
 * once a pass that already reached the oldest review meets reviews it stored before; on to the
 * saved cursor when an interrupted first pass meets them; else on to the store's next link.
 */
function afterPage(
  next: string | null,
  known: number,
  state: AppStoreSyncState,
  resumed: boolean,
  client: AppStoreClient,
): AfterPage {
  if (!next) return { kind: 'last' }
  if (!client.sameOrigin(next)) return { kind: 'foreign' }
  if (known > 0 && state.complete) return { kind: 'stop' }
  if (known > 0 && state.resumeUrl && !resumed)
    return { kind: 'page', url: state.resumeUrl, resumes: true }
  return { kind: 'page', url: next, resumes: false }
}

/** A request read later: if the pass ends first (a failure while storing), its outcome is dropped. */
function readAhead(call: Promise<CallResult>): Promise<CallResult> {
  call.catch(() => undefined)
  return call
}

/**
 * Reads a listing's reviews newest first, following `links.next` verbatim. Once a full pass has
 * reached the oldest review, later syncs stop after the first page that holds reviews already
 * stored; an interrupted first pass resumes where it stopped. Every page is yielded as it arrives
 * and the caller (sync/) stores it while the next is requested; the cursor moves past a page only
 * once it is stored, so a rate limit or failure part-way loses nothing. Replies still pending on
 * the store are refreshed as well, replied reviews re-read, and Apple's summaries read once a day.
 */
export async function* appStorePages(
  ctx: CoreContext,
  listing: Listing,
  settle: SettlePending,
  options?: AppStoreOptions,
): AsyncGenerator<ReviewPage, AppStorePassEnd, void> {
  if (listing.store !== 'app_store') throw invalid('This listing is not an App Store listing.')
  const state = readSyncState(listing.syncState)
  const result: AppStorePassEnd = {
    fetched: 0,
    skipped: 0,
    reread: 0,
    rateLimit: { limit: null, remaining: null },
  }
  try {
    const client = new AppStoreClient(ctx, loadListingKey(ctx, listing), options)
    const firstUrl = client.url(
      `/v1/apps/${encodeURIComponent(listing.storeAppId)}/customerReviews`,
      {
        sort: '-createdDate',
        include: 'response',
        limit: String(PAGE_SIZE),
      },
    )
    // A cursor saved against another API address (settings changed) means nothing here.
    if (state.resumeUrl && !client.sameOrigin(state.resumeUrl)) state.resumeUrl = null
    const seen = new Set<string>()
    const read = (pageUrl: string) =>
      client.call({ method: 'GET', url: pageUrl, priority: 'background', doing: 'reading reviews' })
    let url = firstUrl
    // The next page's request, sent before this page is handed over: the store takes its time
    // answering while the caller stores the page in hand.
    let ahead: Promise<CallResult> | null = null
    let onResumeUrl = false
    let resumed = false
    for (;;) {
      let json: unknown
      try {
        json = (await (ahead ?? read(url))).json
      } catch (error) {
        // A saved cursor can expire; then the first pass starts again from the top.
        if (
          onResumeUrl &&
          error instanceof AppStoreError &&
          (error.status === 400 || error.status === 404)
        ) {
          state.resumeUrl = null
          writeSyncState(ctx, listing.id, state)
          url = firstUrl
          ahead = null
          onResumeUrl = false
          continue
        }
        throw error
      }
      onResumeUrl = false
      const page = parseReviewsPage(json, ctx.clock.now())
      const ids = page.reviews.map((r) => r.storeReviewId)
      const known = countKnown(ctx, listing.id, ids)
      const after = afterPage(page.next, known, state, resumed, client)
      ahead = after.kind === 'page' ? readAhead(read(after.url)) : null
      yield {
        listing,
        reviews: page.reviews,
        withoutReply: page.reviews.filter((r) => r.storeReply === null).map((r) => r.storeReviewId),
      }
      result.fetched += page.reviews.length
      result.skipped += page.skipped.length
      for (const id of ids) seen.add(id)
      for (const r of page.reviews)
        state.newestCreatedAt = Math.max(state.newestCreatedAt ?? 0, r.createdAt)
      if (page.skipped.length > 0) {
        ctx.log.warn('app store reviews skipped', {
          listingId: listing.id,
          count: page.skipped.length,
        })
      }

      if (after.kind === 'last') {
        // The first full pass just read every review: the first re-reading walk can wait.
        if (!state.complete) state.rereadDoneAt = ctx.clock.now()
        state.complete = true
        state.resumeUrl = null
        break
      }
      if (after.kind === 'foreign') {
        throw new AppStoreError(
          'STORE_ERROR',
          'FOREIGN_LINK',
          'The App Store pointed Review Reply at another server for the next page of reviews; it was not followed.',
          'Check the App Store API address setting (REVIEW_REPLY_APP_STORE_API_URL).',
        )
      }
      if (after.kind === 'stop') break
      url = after.url
      if (after.resumes) {
        onResumeUrl = true
        resumed = true
        continue
      }
      if (!state.complete) {
        state.resumeUrl = url
        writeSyncState(ctx, listing.id, state)
      }
    }
    writeSyncState(ctx, listing.id, state)
    await runPendingChecks(
      ctx,
      pendingRows(ctx, listing.id),
      ctx.clock.now(),
      options,
      { throttle: true, skip: seen, max: PENDING_PER_SYNC },
      settle,
    )
    recordOutcome(ctx, listing, null)
    // New reviews and pending replies first; replied reviews are re-read with what budget is left.
    result.reread = yield* rereadReplied(ctx, listing, client, state)
    await refreshSummaries(ctx, listing, client, state)
    result.rateLimit = client.rateLimit()
    return result
  } catch (error) {
    if (error instanceof CoreError) recordOutcome(ctx, listing, error)
    throw error
  }
}
