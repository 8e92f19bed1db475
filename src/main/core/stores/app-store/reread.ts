/**
 * Re-reading replied App Store reviews, to see their reviewers' edits. Apple's review resource
 * has no modification time and an edited review keeps its created date, so the newest-first pass
 * (sync.ts), which stops at reviews it already stored, never meets an edit. After that pass, the
 * listing's replied reviews (`exists[publishedResponse]=true`, newest first, 200 a page) are read
 * again and handed to the caller like any page, so ingest records what changed.
 *
 * Only with budget to spare: new reviews are read first, in the same pass; a walk reads at most a
 * few pages per pass and only while more than half of the key's hourly budget is left (the rest
 * stays for new reviews, pending checks and people's actions); a new walk starts an hour after
 * the last one ended. Every call goes through the client's rate ledger (background priority).
 */
import type { CoreContext } from '../../context'
import type { ReviewPage } from '../types'
import type { AppStoreClient } from './client'
import { AppStoreError } from './errors'
import { readRateBudget } from './rate-limit'
import { writeSyncState, type AppStoreSyncState } from './sync-state'
import { parseReviewsPage } from './wire'

type Listing = ReviewPage['listing']

const PAGE_SIZE = 200
/**
 * Pages one pass may re-read: 1,000 replied reviews.
 * @internal Exported for tests.
 */
export const REREAD_PAGES_PER_PASS = 5
/**
 * A new walk starts this long after the last one ended.
 * @internal Exported for tests.
 */
export const REREAD_EVERY_MS = 60 * 60_000
/** Re-reading stops while this share of the hour's budget or less is left. */
const KEEP_SHARE = 0.5

/** True while the key has budget to spare for re-reading (known, not blocked, over half left). */
export function spareBudget(ctx: CoreContext, client: AppStoreClient): boolean {
  const view = readRateBudget(ctx, client.key.keyId, ctx.clock.now())
  return (
    view.nextCallAt === null &&
    view.limit !== null &&
    view.remaining !== null &&
    view.remaining > view.limit * KEEP_SHARE
  )
}

/**
 * Yields pages of the listing's replied reviews for the caller to store, continuing the walk
 * saved in `state` (saved again after each stored page). Returns how many reviews it read. A
 * store error ends the re-reading for this pass, keeping its place; it never fails the pass.
 */
export async function* rereadReplied(
  ctx: CoreContext,
  listing: Listing,
  client: AppStoreClient,
  state: AppStoreSyncState,
): AsyncGenerator<ReviewPage, number, void> {
  const now = ctx.clock.now()
  if (!state.complete) return 0
  // A place saved against another API address (settings changed) means nothing here.
  if (state.rereadUrl && !client.sameOrigin(state.rereadUrl)) state.rereadUrl = null
  if (!state.rereadUrl && state.rereadDoneAt !== null && now - state.rereadDoneAt < REREAD_EVERY_MS)
    return 0
  const resuming = state.rereadUrl !== null
  let url =
    state.rereadUrl ??
    client.url(`/v1/apps/${encodeURIComponent(listing.storeAppId)}/customerReviews`, {
      sort: '-createdDate',
      'exists[publishedResponse]': 'true',
      include: 'response',
      limit: String(PAGE_SIZE),
    })
  let read = 0
  for (let pages = 0; pages < REREAD_PAGES_PER_PASS && spareBudget(ctx, client); pages++) {
    let json: unknown
    try {
      json = (
        await client.call({
          method: 'GET',
          url,
          priority: 'background',
          doing: 're-reading replied reviews',
        })
      ).json
    } catch (error) {
      if (!(error instanceof AppStoreError)) throw error
      // A saved place can expire; the next walk starts from the top.
      if (resuming && pages === 0 && (error.status === 400 || error.status === 404)) {
        state.rereadUrl = null
        writeSyncState(ctx, listing.id, state)
      }
      ctx.log.warn('app store re-read stopped', { listingId: listing.id, code: error.storeCode })
      break
    }
    const page = parseReviewsPage(json, ctx.clock.now())
    yield { listing, reviews: page.reviews }
    read += page.reviews.length
    const next = page.next && client.sameOrigin(page.next) ? page.next : null
    state.rereadUrl = next
    if (!next) state.rereadDoneAt = ctx.clock.now()
    writeSyncState(ctx, listing.id, state)
    if (!next) break
    url = next
  }
  return read
}
