/**
 * Importing an app's review reports from the Play Console's Cloud Storage bucket: every month not
 * imported yet, then the current and last month's files again while Play still adds to them (a
 * new generation, size or update time). Each file is one import (history/import.ts), written in
 * short transactions and logged, with the object's generation, size and update time, in the last
 * one: a month whose import stopped part-way is not logged, so the next pass reads it again.
 */
import { createHash } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { HISTORY_REPORT_MAX_BYTES } from '../../../shared/contract/history'
import type { CloudImportDto, CloudMonthDto } from '../../../shared/dto/history'
import type { CoreContext } from '../context'
import { historyImports, type storeListings } from '../db/schema'
import { invalid } from '../errors'
import {
  downloadObject,
  listReportObjects,
  type ReportObject,
} from '../stores/google-play/cloud-storage'
import { sessionForListing } from '../stores/google-play/session'
import { reportBucket } from './bucket'
import { applyReport, readReport } from './import'

type Listing = typeof storeListings.$inferSelect
type Logged = typeof historyImports.$inferSelect

/** `YYYYMM` of this month and the one before, in UTC (Play names its files by UTC month). */
function recentMonths(now: number): Set<string> {
  const d = new Date(now)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  const name = (year: number, month: number) => `${year}${String(month + 1).padStart(2, '0')}`
  return new Set([name(y, m), m === 0 ? name(y - 1, 11) : name(y, m - 1)])
}

function lastImports(ctx: CoreContext, listingId: string): Map<string, Logged> {
  const rows = ctx.db
    .select()
    .from(historyImports)
    .where(and(eq(historyImports.listingId, listingId), eq(historyImports.source, 'cloud_storage')))
    .orderBy(asc(historyImports.importedAt))
    .all()
  return new Map(rows.map((r) => [r.name, r]))
}

const grew = (o: ReportObject, last: Logged) =>
  o.generation !== last.generation || o.size !== last.size || o.updated !== last.objectUpdatedAt

/** Reads the app's bucket and imports what is new. `actorUserId` null: the background pass. */
export async function importFromCloudStorage(
  ctx: CoreContext,
  listing: Listing,
  actorUserId: string | null,
  signal?: AbortSignal,
): Promise<CloudImportDto> {
  const bucket = reportBucket(ctx, listing.appId)
  if (!bucket)
    throw invalid(
      'This app has no report bucket yet. Copy it from Play Console → Download reports → Reviews ("Copy Cloud Storage URI") into the app\'s Google Play settings.',
      'bucket',
    )
  const session = sessionForListing(ctx, listing)
  const owner = { credentialId: session.credentialId, account: session.account }
  const objects = await listReportObjects(ctx, owner, bucket, listing.storeAppId, signal)
  const done = lastImports(ctx, listing.id)
  const recent = recentMonths(ctx.clock.now())
  const months: CloudMonthDto[] = []
  for (const object of objects) {
    const last = done.get(object.name)
    if (last && !(recent.has(object.month) && grew(object, last))) {
      months.push({ month: object.month, name: object.name, status: 'unchanged', result: null })
      continue
    }
    const bytes = await downloadObject(
      ctx,
      owner,
      bucket,
      object.name,
      HISTORY_REPORT_MAX_BYTES,
      signal,
    )
    const rows = await readReport([bytes], listing.storeAppId)
    // Hashed before writing: a 60 MB file takes a while, not to be spent holding the write lock.
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const result = await applyReport(ctx, listing, rows, {
      logImport: (summary) => {
        ctx.db
          .insert(historyImports)
          .values({
            id: ctx.ids.next('himp'),
            workspaceId: listing.workspaceId,
            appId: listing.appId,
            listingId: listing.id,
            source: 'cloud_storage',
            month: object.month,
            name: object.name,
            sha256,
            generation: object.generation,
            size: object.size,
            objectUpdatedAt: object.updated,
            rows: summary.rows,
            reviewsAdded: summary.reviewsAdded,
            ratingsAdded: summary.ratingsAdded,
            changed: summary.changed,
            unchanged: summary.unchanged,
            byUserId: actorUserId,
            importedAt: ctx.clock.now(),
          })
          .run()
      },
    })
    months.push({
      month: object.month,
      name: object.name,
      status: last ? 'reimported' : 'imported',
      result,
    })
  }
  return { appId: listing.appId, bucket, months }
}
