/**
 * Replies Apple holds as PENDING_PUBLISH (up to 24 h) are checked until the store shows them as
 * PUBLISHED; only then is `reply.published` emitted (once, through replies/store-reply.ts). This
 * file asks the store; what an answer does to the reply is the caller's `settle` (replies/pending.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { replies, reviews, storeListings } from '../../db/schema'
import type { PendingReply, SettlePending, StoreReply } from '../types'
import { AppStoreClient, type AppStoreOptions } from './client'
import { loadListingKey } from './credential'
import { AppStoreError } from './errors'
import { canCall } from './rate-limit'
import { fetchStoreResponse } from './responses'

type Reply = typeof replies.$inferSelect
type Listing = typeof storeListings.$inferSelect

/** Apple documents up to 24 h; after twice that we stop and say so. */
export const PENDING_GIVE_UP_MS = 48 * 60 * 60 * 1000

export interface PendingCheckResult {
  /** Store calls made. */
  checked: number
  published: number
  failed: number
  /** Not checked this time (rate budget, not yet due, key missing); they stay pending. */
  deferred: number
}

type PendingRow = PendingReply

/** Since when a reply has been waiting for the store. */
export const pendingSince = (reply: Reply): number => reply.attemptStartedAt ?? reply.updatedAt

/** How often one pending reply is asked about, by age: often at first, hourly later. */
function checkInterval(ageMs: number): number {
  if (ageMs < 60 * 60 * 1000) return 5 * 60 * 1000
  if (ageMs < 6 * 60 * 60 * 1000) return 15 * 60 * 1000
  return 60 * 60 * 1000
}

const checkedMap = (ctx: CoreContext): Map<string, number> => ctx.state.appStore.pendingChecked

export function pendingRows(ctx: CoreContext, listingId?: string): PendingRow[] {
  return ctx.db
    .select({ reply: replies, review: reviews, listing: storeListings })
    .from(replies)
    .innerJoin(reviews, eq(reviews.id, replies.reviewId))
    .innerJoin(storeListings, eq(storeListings.id, reviews.listingId))
    .where(
      and(
        eq(replies.status, 'pending_publish'),
        eq(storeListings.store, 'app_store'),
        listingId === undefined ? undefined : eq(storeListings.id, listingId),
      ),
    )
    .orderBy(asc(sql`coalesce(${replies.attemptStartedAt}, ${replies.updatedAt})`), asc(replies.id))
    .all()
}

function noteListingError(ctx: CoreContext, listing: Listing, error: AppStoreError): void {
  ctx.db
    .update(storeListings)
    .set({ lastError: error.message, lastErrorCode: error.storeCode })
    .where(eq(storeListings.id, listing.id))
    .run()
}

/**
 * Checks pending replies against the store. `throttle` spaces checks of the same reply out by its
 * age; `skip` lists store review ids already refreshed by the caller. Background priority, so a
 * person's own actions keep part of the hourly budget.
 */
export async function runPendingChecks(
  ctx: CoreContext,
  rows: PendingRow[],
  now: number,
  options: AppStoreOptions | undefined,
  behaviour: { throttle: boolean; skip?: Set<string>; max?: number },
  settle: SettlePending,
): Promise<PendingCheckResult> {
  const result: PendingCheckResult = { checked: 0, published: 0, failed: 0, deferred: 0 }
  const clients = new Map<string, AppStoreClient | null>()
  const stoppedKeys = new Set<string>()
  const checked = checkedMap(ctx)
  for (const row of rows) {
    if (behaviour.skip?.has(row.review.storeReviewId)) continue
    const age = now - pendingSince(row.reply)
    const last = checked.get(row.reply.id)
    const due =
      !behaviour.throttle ||
      last === undefined ||
      now - last >= checkInterval(age) ||
      age >= PENDING_GIVE_UP_MS
    const credentialId = row.listing.credentialId
    if (
      !due ||
      credentialId === null ||
      stoppedKeys.has(credentialId) ||
      (behaviour.max !== undefined && result.checked >= behaviour.max)
    ) {
      result.deferred++
      continue
    }
    let client = clients.get(credentialId)
    if (client === undefined) {
      try {
        client = new AppStoreClient(ctx, loadListingKey(ctx, row.listing), options)
      } catch {
        client = null
      }
      clients.set(credentialId, client)
    }
    if (client === null || !canCall(ctx, client.key.keyId, 'background', ctx.clock.now())) {
      stoppedKeys.add(credentialId)
      result.deferred++
      continue
    }
    let answer: StoreReply | null
    try {
      result.checked++
      checked.set(row.reply.id, now)
      answer = await fetchStoreResponse(client, row.review.storeReviewId, 'background', now)
    } catch (error) {
      result.deferred++
      if (!(error instanceof AppStoreError)) throw error
      if (error.code !== 'UNAVAILABLE' && error.code !== 'NOT_FOUND') {
        // Budget, auth or role problems hold for every reply signed with this key.
        stoppedKeys.add(credentialId)
        if (error.code !== 'QUOTA_EXCEEDED') noteListingError(ctx, row.listing, error)
      }
      ctx.log.warn('app store pending check failed', {
        reviewId: row.review.id,
        code: error.storeCode,
      })
      continue
    }
    const status = settle(ctx, row, answer, now)
    if (status === 'published') result.published++
    else if (status === 'failed') result.failed++
    if (status !== 'pending_publish') checked.delete(row.reply.id)
  }
  if (result.published > 0 || result.failed > 0) {
    for (const ws of new Set(rows.map((r) => r.review.workspaceId)))
      ctx.signals.emit('changed', ws, 'replies')
  }
  return result
}

/**
 * For every reply held as `pending_publish` on an App Store listing: reads the store's response
 * and hands it to `settle` (replies/pending.ts). Never exceeds the rate budget: what cannot be
 * checked now stays pending for the next run.
 */
export async function checkAppStorePending(
  ctx: CoreContext,
  now: number,
  settle: SettlePending,
  options?: AppStoreOptions,
): Promise<PendingCheckResult> {
  return runPendingChecks(ctx, pendingRows(ctx), now, options, { throttle: true }, settle)
}
