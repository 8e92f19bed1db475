import { eq } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { storeListings } from '../../db/schema'

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
}

export function readSyncState(json: string): AppStoreSyncState {
  const fresh: AppStoreSyncState = {
    v: 1,
    complete: false,
    resumeUrl: null,
    newestCreatedAt: null,
    rereadUrl: null,
    rereadDoneAt: null,
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
