/**
 * Replies Apple holds as PENDING_PUBLISH (up to 24 h) are checked until the store shows them as
 * PUBLISHED; only then is `reply.published` emitted (once, through replies/store-reply.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { replies, reviews, storeListings } from '../../db/schema'
import { recordReplyEvent } from '../../replies/audit'
import { recordStoreReply } from '../../replies/store-reply'
import type { StoreReply } from '../types'
import { AppStoreClient, type AppStoreOptions } from './client'
import { loadListingKey } from './credential'
import { AppStoreError } from './errors'
import { canCall } from './rate-limit'
import { fetchStoreResponse } from './responses'

type Reply = typeof replies.$inferSelect
type Review = typeof reviews.$inferSelect
type Listing = typeof storeListings.$inferSelect

/** Apple documents up to 24 h; after twice that we stop and say so. */
export const PENDING_GIVE_UP_MS = 48 * 60 * 60 * 1000
/** Right after a POST the response may not be readable yet; a 404 only counts after this. */
const MISSING_GRACE_MS = 15 * 60 * 1000

export interface PendingCheckResult {
  /** Store calls made. */
  checked: number
  published: number
  failed: number
  /** Not checked this time (rate budget, not yet due, key missing); they stay pending. */
  deferred: number
}

interface PendingRow {
  reply: Reply
  review: Review
  listing: Listing
}

const since = (reply: Reply): number => reply.attemptStartedAt ?? reply.updatedAt

/** How often one pending reply is asked about, by age: often at first, hourly later. */
function checkInterval(ageMs: number): number {
  if (ageMs < 60 * 60 * 1000) return 5 * 60 * 1000
  if (ageMs < 6 * 60 * 60 * 1000) return 15 * 60 * 1000
  return 60 * 60 * 1000
}

const lastChecked = new WeakMap<CoreContext, Map<string, number>>()

function checkedMap(ctx: CoreContext): Map<string, number> {
  let map = lastChecked.get(ctx)
  if (!map) {
    map = new Map()
    lastChecked.set(ctx, map)
  }
  return map
}

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

function markFailed(ctx: CoreContext, row: PendingRow, code: string, message: string): void {
  const now = ctx.clock.now()
  ctx.db
    .update(replies)
    .set({ status: 'failed', errorCode: code, errorMessage: message, updatedAt: now })
    .where(eq(replies.id, row.reply.id))
    .run()
  recordReplyEvent(ctx, {
    workspaceId: row.review.workspaceId,
    reviewId: row.review.id,
    actorUserId: null,
    action: 'publish_failed',
    fromStatus: 'pending_publish',
    toStatus: 'failed',
    body: row.reply.body,
    detail: message,
  })
}

/** Applies one store answer to one pending reply; returns its status afterwards. */
export function applyPendingAnswer(
  ctx: CoreContext,
  row: PendingRow,
  answer: StoreReply | null,
  now: number,
): Reply['status'] {
  return ctx.db.transaction(() => {
    const reply = ctx.db.select().from(replies).where(eq(replies.id, row.reply.id)).get()
    if (!reply || reply.status !== 'pending_publish') return reply?.status ?? 'failed'
    const age = now - since(reply)
    const current = { ...row, reply }
    if (answer) {
      recordStoreReply(ctx, row.review, answer)
      const after = ctx.db
        .select({ status: replies.status })
        .from(replies)
        .where(eq(replies.id, reply.id))
        .get()
      if (after?.status === 'pending_publish' && age >= PENDING_GIVE_UP_MS) {
        markFailed(
          ctx,
          current,
          'APP_STORE_NOT_PUBLISHED',
          'Apple still had not published this reply 48 hours after it was sent, so Review Reply stopped checking. Look at the review in App Store Connect, then publish the reply again if it is missing.',
        )
        return 'failed'
      }
      return after?.status ?? 'pending_publish'
    }
    if (age >= MISSING_GRACE_MS) {
      markFailed(
        ctx,
        current,
        'APP_STORE_REPLY_MISSING',
        'The App Store no longer has this reply (it was probably deleted in App Store Connect). Your text is kept; publish it again if you still want it.',
      )
      return 'failed'
    }
    return 'pending_publish'
  })
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
): Promise<PendingCheckResult> {
  const result: PendingCheckResult = { checked: 0, published: 0, failed: 0, deferred: 0 }
  const clients = new Map<string, AppStoreClient | null>()
  const stoppedKeys = new Set<string>()
  const checked = checkedMap(ctx)
  for (const row of rows) {
    if (behaviour.skip?.has(row.review.storeReviewId)) continue
    const age = now - since(row.reply)
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
    const status = applyPendingAnswer(ctx, row, answer, now)
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
 * and moves the reply to `published` once Apple says PUBLISHED (emitting `reply.published`
 * exactly once). Gives up after 48 h with a clear `failed` reason. Never exceeds the rate budget:
 * what cannot be checked now stays pending for the next run. The scheduler calls this.
 */
export async function checkPendingAppStoreReplies(
  ctx: CoreContext,
  now: number,
  options?: AppStoreOptions,
): Promise<PendingCheckResult> {
  return runPendingChecks(ctx, pendingRows(ctx), now, options, { throttle: true })
}
