/**
 * One polling pass over a Google Play app: every page of the one-week list, within the read
 * budget, yielded page by page for the caller (sync/) to store. The API only ever shows the last
 * week, so the local database is the history; a pass cut short by the budget resumes from its
 * page token next time instead of starting over.
 */
import type { GooglePlayQuotaDto } from '../../../../shared/dto/google-play'
import type { CoreContext } from '../../context'
import { CoreError } from '../../errors'
import type { NormalizedReview, ReviewPage } from '../types'
import { checkQuota } from '../quota'
import { listReviews, type GooglePlaySession } from './api'
import { failures, GooglePlayError, plainTime } from './errors'
import { GET_RULE, googlePlayQuota, quotaScope } from './quota'
import { googlePlayRuntime } from './runtime'
import {
  freshListing,
  readSyncState,
  sessionForListing,
  writeSyncState,
  type ListingRow,
} from './session'
import { normalizeReview, reviewSchema, type WireList } from './wire'

/** A pass resumed after this long starts over (page tokens are not meant to live for days). */
const RESUME_MAX_AGE_MS = 24 * 60 * 60_000

/** What a Google Play pass reports once it ends (the caller counts what ingest did). */
export interface GooglePlayPassEnd {
  fetched: number
  quota: GooglePlayQuotaDto
  /** False when the pass stopped early (budget); it continues from there next time. */
  complete: boolean
  pages: number
  /** Plain words when the pass stopped early. */
  note: string | null
}

export function normalizePage(
  ctx: CoreContext,
  page: WireList,
  listedAt: number,
): NormalizedReview[] {
  const out: NormalizedReview[] = []
  for (const raw of page.reviews ?? []) {
    const parsed = reviewSchema.safeParse(raw)
    const review = parsed.success ? normalizeReview(parsed.data, listedAt) : null
    if (review) out.push(review)
    else
      ctx.log.warn('google play review skipped: unusable shape', {
        reviewId: (raw as { reviewId?: unknown })?.reviewId,
      })
  }
  return out
}

export async function* googlePlayPages(
  ctx: CoreContext,
  listing: Pick<ListingRow, 'id'>,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<ReviewPage, GooglePlayPassEnd, void> {
  const row = freshListing(ctx, listing)
  const state = readSyncState(row)
  const now = ctx.clock.now()
  const resume =
    state.resume && now - state.resume.startedAt < RESUME_MAX_AGE_MS ? state.resume : null
  const listedAt = resume?.startedAt ?? now
  const headroom = googlePlayRuntime(ctx).reserveGets
  const result = { fetched: 0, pages: 0 }
  let token = resume?.token ?? null
  let session: GooglePlaySession
  try {
    session = sessionForListing(ctx, row)
  } catch (error) {
    recordFailure(ctx, row, error)
    throw error
  }
  const scope = quotaScope(session.packageName)
  // The credential this pass reads with (a listing without one just got the workspace's).
  const readWith = { id: row.id, credentialId: session.credentialId }

  try {
    for (;;) {
      if (options.signal?.aborted) throw failures.aborted()
      const budget = checkQuota(ctx, scope, GET_RULE, headroom + 1)
      if (!budget.allowed) {
        if (result.pages === 0) {
          throw failures.quota(
            {
              clientEmail: session.account.client_email,
              projectId: session.account.project_id,
              packageName: session.packageName,
            },
            'read',
            budget.nextFreeAt,
          )
        }
        const note = `Read ${result.pages} page${result.pages === 1 ? '' : 's'} (${result.fetched} reviews) and stopped to stay inside Google Play's 200 reads per hour for ${session.packageName}; the rest follows from ${plainTime(budget.nextFreeAt)}.`
        writeSyncState(
          ctx,
          row.id,
          { resume: token ? { token, startedAt: listedAt } : null, note },
          {
            lastSyncAt: ctx.clock.now(),
            lastError: null,
            lastErrorCode: null,
          },
          readWith,
        )
        return {
          ...result,
          quota: googlePlayQuota(ctx, session.packageName),
          complete: false,
          note,
        }
      }

      const page = await listReviews(ctx, session, token, options.signal)
      result.pages++
      const batch = normalizePage(ctx, page, listedAt)
      yield { listing: row, reviews: batch, listedAt }
      result.fetched += batch.length
      token = page.tokenPagination?.nextPageToken || null
      if (!token) break
      // Keep the place after every page, so a stop or crash resumes instead of re-reading.
      writeSyncState(ctx, row.id, { resume: { token, startedAt: listedAt } })
    }
  } catch (error) {
    recordFailure(ctx, readWith, error)
    throw error
  }

  writeSyncState(
    ctx,
    row.id,
    // A pass that started before another one completed keeps the later list as the latest complete one.
    {
      lastCompleteListAt: Math.max(
        listedAt,
        readSyncState(freshListing(ctx, row)).lastCompleteListAt ?? listedAt,
      ),
      resume: null,
      note: null,
    },
    {
      lastSyncAt: ctx.clock.now(),
      lastError: null,
      lastErrorCode: null,
    },
    readWith,
  )
  return { ...result, quota: googlePlayQuota(ctx, session.packageName), complete: true, note: null }
}

function recordFailure(
  ctx: CoreContext,
  listing: { id: string; credentialId: string | null },
  error: unknown,
): void {
  if (!(error instanceof CoreError)) return
  if (error instanceof GooglePlayError && error.failure === 'aborted') return
  writeSyncState(
    ctx,
    listing.id,
    {},
    { lastError: error.message, lastErrorCode: error.code },
    listing,
  )
}
