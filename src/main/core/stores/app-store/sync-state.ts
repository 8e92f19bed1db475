import { eq } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { storeListings } from '../../db/schema'

/** Apple's own summary of an app's reviews in one territory (summaries.ts). */
export interface AppleReviewSummary {
  text: string
  /** BCP 47 as Apple sends it ("en-US"), or null. */
  locale: string | null
  /** Three-letter territory code ("USA"), or null. */
  territory: string | null
  /** When Apple wrote this summary (epoch ms), or null when it did not say. */
  createdAt: number | null
}

/** What the App Store connector keeps in `store_listings.sync_state` between syncs. */
export interface AppStoreSyncState {
  v: 1
  /** A pass has reached the oldest review once; later syncs may stop at known reviews. */
  complete: boolean
  /** Where an interrupted first pass continues (a `links.next` URL), or null. */
  resumeUrl: string | null
  newestCreatedAt: number | null
  /** Where the walk re-reading replied reviews continues (reread.ts), or null between walks. */
  rereadUrl: string | null
  /** When the last re-reading walk ended (or the first full pass, which just read them all). */
  rereadDoneAt: number | null
  /** Apple's review summaries as last read (empty: Apple offers none for this app yet). */
  summaries: AppleReviewSummary[]
  /** When summaries were last asked for (answered or refused), or null: ask on the next pass. */
  summariesCheckedAt: number | null
}

function readSummaries(raw: unknown): AppleReviewSummary[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((s: Partial<AppleReviewSummary> | null) =>
    s && typeof s.text === 'string'
      ? [
          {
            text: s.text,
            locale: typeof s.locale === 'string' ? s.locale : null,
            territory: typeof s.territory === 'string' ? s.territory : null,
            createdAt: typeof s.createdAt === 'number' ? s.createdAt : null,
          },
        ]
      : [],
  )
}

export function readSyncState(json: string): AppStoreSyncState {
  const fresh: AppStoreSyncState = {
    v: 1,
    complete: false,
    resumeUrl: null,
    newestCreatedAt: null,
    rereadUrl: null,
    rereadDoneAt: null,
    summaries: [],
    summariesCheckedAt: null,
  }
  try {
    const raw = JSON.parse(json) as Partial<AppStoreSyncState>
    if (raw.v !== 1) return fresh
    return {
      v: 1,
      complete: raw.complete === true,
      resumeUrl: typeof raw.resumeUrl === 'string' ? raw.resumeUrl : null,
      newestCreatedAt: typeof raw.newestCreatedAt === 'number' ? raw.newestCreatedAt : null,
      // Added later: a state saved before has neither, and its first walk starts at once.
      rereadUrl: typeof raw.rereadUrl === 'string' ? raw.rereadUrl : null,
      rereadDoneAt: typeof raw.rereadDoneAt === 'number' ? raw.rereadDoneAt : null,
      summaries: readSummaries(raw.summaries),
      summariesCheckedAt:
        typeof raw.summariesCheckedAt === 'number' ? raw.summariesCheckedAt : null,
    }
  } catch {
    return fresh
  }
}

export function writeSyncState(
  ctx: CoreContext,
  listingId: string,
  state: AppStoreSyncState,
): void {
  ctx.db
    .update(storeListings)
    .set({ syncState: JSON.stringify(state) })
    .where(eq(storeListings.id, listingId))
    .run()
}
