/**
 * The background side of the report bucket: after a Google Play poll, an app with a bucket has it
 * read again every few hours, so new months arrive and the current month's file, which Google
 * rewrites as reviews come in, is imported again while it grows. A failure (say, the permission is
 * not granted yet) is logged and never fails the poll; "Import reports now" shows it in words.
 */
import type { CoreContext } from '../context'
import type { storeListings } from '../db/schema'
import { reportBucket } from './bucket'
import { importFromCloudStorage } from './cloud-import'

const EVERY_MS = 6 * 60 * 60_000

/** A Google Play listing's monthly reports, read at most every six hours (the store adapter's after-pass step). */
export async function readReportsIfDue(
  ctx: CoreContext,
  listing: typeof storeListings.$inferSelect,
  signal?: AbortSignal,
): Promise<void> {
  if (!reportBucket(ctx, listing.appId)) return
  const last = ctx.state.reportChecks.get(listing.id)
  const now = ctx.clock.now()
  if (last !== undefined && now - last < EVERY_MS) return
  ctx.state.reportChecks.set(listing.id, now)
  try {
    const result = await importFromCloudStorage(ctx, listing, null, signal)
    const read = result.months.filter((m) => m.result).length
    if (read > 0)
      ctx.log.info('google play reports imported', { listingId: listing.id, months: read })
  } catch (error) {
    ctx.log.warn('google play reports could not be read', {
      listingId: listing.id,
      error: error instanceof Error ? error.message : String(error),
    })
  }
}
