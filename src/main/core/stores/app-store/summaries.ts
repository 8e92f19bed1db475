/**
 * Apple's own summaries of an app's reviews (`GET /v1/apps/{id}/customerReviewSummarizations`,
 * App Store Connect API 4.0): a paragraph per territory that Apple writes once an app has enough
 * reviews there, and rewrites now and then. The app page shows them beside the local topics.
 *
 * Read at most once a day per listing, after new reviews and re-reading, and only with budget to
 * spare (reread.ts). An app Apple has no summary for, or a key that may not read them (403) or an
 * API without the endpoint (404), leaves none shown and is asked again a day later; any other
 * failure is asked again an hour later. A failure here never fails the sync.
 */
import { z } from 'zod'
import type { CoreContext } from '../../context'
import type { ReviewPage } from '../types'
import type { AppStoreClient } from './client'
import { AppStoreError } from './errors'
import { spareBudget } from './reread'
import { writeSyncState, type AppleReviewSummary, type AppStoreSyncState } from './sync-state'

type Listing = ReviewPage['listing']

/** Summaries are asked for again this long after the last answer. */
const SUMMARIES_EVERY_MS = 24 * 60 * 60_000
/** After a failure other than "not offered", the next try comes this much sooner. */
const RETRY_AFTER_FAILURE_MS = 60 * 60_000
/** Territories shown at most (Apple writes one per territory). */
const MAX_SUMMARIES = 20

const summaryResource = z.object({
  type: z.literal('customerReviewSummarizations'),
  attributes: z
    .object({
      text: z.string().nullish(),
      locale: z.string().nullish(),
      createdDate: z.string().nullish(),
    })
    .loose(),
  relationships: z
    .object({
      territory: z
        .object({ data: z.object({ type: z.string(), id: z.string() }).nullish() })
        .loose()
        .optional(),
    })
    .loose()
    .optional(),
})

const summariesPage = z.object({ data: z.array(z.unknown()) }).loose()

/**
 * The summaries of one response, newest first; odd entries are left out, not fatal.
 * @internal Exported for tests.
 */
export function parseSummaries(json: unknown): AppleReviewSummary[] {
  const page = summariesPage.safeParse(json)
  if (!page.success) return []
  const out: AppleReviewSummary[] = []
  for (const item of page.data.data) {
    const parsed = summaryResource.safeParse(item)
    const text = parsed.success ? parsed.data.attributes.text?.trim() : undefined
    if (!parsed.success || !text) continue
    const created = parsed.data.attributes.createdDate
    const createdAt = created ? Date.parse(created) : Number.NaN
    out.push({
      text,
      locale: parsed.data.attributes.locale?.trim() || null,
      territory: parsed.data.relationships?.territory?.data?.id ?? null,
      createdAt: Number.isNaN(createdAt) ? null : createdAt,
    })
  }
  return out.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0)).slice(0, MAX_SUMMARIES)
}

/** Reads Apple's summaries into `state` when they are due; returns true when it asked. */
export async function refreshSummaries(
  ctx: CoreContext,
  listing: Listing,
  client: AppStoreClient,
  state: AppStoreSyncState,
): Promise<boolean> {
  const now = ctx.clock.now()
  if (state.summariesCheckedAt !== null && now - state.summariesCheckedAt < SUMMARIES_EVERY_MS)
    return false
  if (!spareBudget(ctx, client)) return false
  const url = client.url(
    `/v1/apps/${encodeURIComponent(listing.storeAppId)}/customerReviewSummarizations`,
    { 'filter[platform]': 'IOS', include: 'territory', limit: '50' },
  )
  try {
    const { json } = await client.call({
      method: 'GET',
      url,
      priority: 'background',
      doing: "reading Apple's review summary",
    })
    state.summaries = parseSummaries(json)
    state.summariesCheckedAt = ctx.clock.now()
  } catch (error) {
    if (!(error instanceof AppStoreError)) throw error
    if (error.status === 403 || error.status === 404) {
      state.summaries = []
      state.summariesCheckedAt = ctx.clock.now()
    } else {
      state.summariesCheckedAt = ctx.clock.now() - SUMMARIES_EVERY_MS + RETRY_AFTER_FAILURE_MS
    }
    ctx.log.warn('app store summaries not read', {
      listingId: listing.id,
      code: error.storeCode,
    })
  }
  writeSyncState(ctx, listing.id, state)
  return true
}
