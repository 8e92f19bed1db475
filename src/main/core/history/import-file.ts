/**
 * `history.import`: a Google Play review report someone downloaded (CLI `history import`, or a
 * CSV dropped on the app's page). The app must have a Google Play package; the file's rows must
 * all belong to it.
 */
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { HistoryImportDto } from '../../../shared/dto/history'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { historyImports, storeListings } from '../db/schema'
import { requireApp } from '../drafting/voice/store'
import { applyReport, assertGooglePlay, readReport, reportMonth } from './import'

/** Bytes per slice handed to the reader, so decoding too gives the event loop back. */
const PIECE = 256 * 1024

function* pieces(bytes: Uint8Array): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += PIECE) yield bytes.subarray(i, i + PIECE)
}

export interface ReportFile {
  appId: string
  /** The file's name, for its month and the import log. */
  name: string
  /**
   * The contents: bytes, or base64 as the command carries them (decoded by whichever thread
   * imports, so a large file costs the thread that answers people only a message).
   */
  content: { bytes: Uint8Array } | { base64: string }
}

/** Imports a report somewhere else (the work thread); same contract as `importReportFile`. */
export type ReportImporter = (actor: Actor, file: ReportFile) => Promise<HistoryImportDto>

/**
 * The command's way in: in the desktop app and `serve` the work thread runs the import (decoding,
 * checking and writing a large file take seconds, not to be spent on the loop that answers
 * people); elsewhere (the CLI, tests on one thread) it runs here.
 */
export function importReport(
  ctx: CoreContext,
  actor: Actor,
  file: ReportFile,
): Promise<HistoryImportDto> {
  requireRole(actor, 'editor', 'import review reports')
  const remote = ctx.state.reportImporter
  return remote ? remote(actor, file) : importReportFile(ctx, actor, file)
}

/** The app's Google Play listing, for an editor importing its reports (either way: file or bucket). */
export function importableListing(
  ctx: CoreContext,
  actor: Actor,
  appId: string,
): typeof storeListings.$inferSelect {
  requireRole(actor, 'editor', 'import review reports')
  const app = requireApp(ctx, actor.workspaceId, appId)
  return assertGooglePlay(
    ctx.db
      .select()
      .from(storeListings)
      .where(and(eq(storeListings.appId, app.id), eq(storeListings.store, 'google_play')))
      .get(),
    app.name,
  )
}

export async function importReportFile(
  ctx: CoreContext,
  actor: Actor,
  file: ReportFile,
): Promise<HistoryImportDto> {
  const listing = importableListing(ctx, actor, file.appId)
  const bytes =
    'bytes' in file.content ? file.content.bytes : Buffer.from(file.content.base64, 'base64')
  const rows = await readReport(pieces(bytes), listing.storeAppId)
  const month = reportMonth(file.name)
  // Hashed before writing: a 60 MB file takes a while, not to be spent holding the write lock.
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const summary = await applyReport(ctx, listing, rows, {
    logImport: (summary) => {
      // A re-import that changed nothing leaves no trace either.
      if (
        summary.reviewsAdded + summary.ratingsAdded + summary.changed + summary.repliesFound ===
        0
      )
        return
      ctx.db
        .insert(historyImports)
        .values({
          id: ctx.ids.next('himp'),
          workspaceId: actor.workspaceId,
          appId: listing.appId,
          listingId: listing.id,
          source: 'file',
          month,
          name: file.name.slice(0, 300),
          sha256,
          rows: summary.rows,
          reviewsAdded: summary.reviewsAdded,
          ratingsAdded: summary.ratingsAdded,
          changed: summary.changed,
          unchanged: summary.unchanged,
          byUserId: actor.userId,
          importedAt: ctx.clock.now(),
        })
        .run()
    },
  })
  return { appId: listing.appId, month, ...summary }
}
