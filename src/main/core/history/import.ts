/**
 * Importing a Google Play monthly review report into one app (issue 27 part 4). Reading runs in
 * slices that give the event loop back between them, and checks the whole file before anything
 * is written (a bad row keeps nothing); writing runs in short transactions of whole reviews
 * (issue 31), each idempotent, so re-importing a file changes nothing and re-importing one whose
 * import stopped half-way completes it:
 *
 * - a row with text is a review: new ones go through ingest (inbox, drafting, `review.created`),
 *   known ones (the API synced them; the link's reviewId is the same) are compared with what is
 *   stored. A newer version becomes the review's current one (a revision and `review.updated`,
 *   via ingest); an older one falls into the review's history (reviews/revisions.ts).
 * - a row without text is a rating (`store_ratings`): counted in the app's ratings, never an inbox item.
 * - a developer reply the app does not know is recorded as written elsewhere (`external`).
 */
import type { HistoryImportDto } from '../../../shared/dto/history'
import type { CoreContext } from '../context'
import type { reviews, storeListings } from '../db/schema'
import { statement } from '../db/statements'
import { immediate } from '../db/transaction'
import { giveWayToWriters } from '../db/writers-waiting'
import { CoreError } from '../errors'
import { ingestReviews } from '../reviews/ingest'
import { recordRevision } from '../reviews/revisions'
import type { NormalizedReview } from '../stores/types'
import { CsvReader, decodeReport, reportError } from './report-csv'
import { readHeader, readRow, REPORT_COLUMNS, type Header, type ReportRow } from './report-rows'
import {
  DELETE_RATING,
  INSERT_RATING,
  REPLY_OF,
  REVIEW_BY_STORE_ID,
  REVISION_AT,
  SELECT_RATING,
  UPDATE_RATING,
} from './queries'

type Listing = typeof storeListings.$inferSelect
export type ImportSummary = Omit<HistoryImportDto, 'appId' | 'month'>
type Found = Pick<
  typeof reviews.$inferSelect,
  | 'id'
  | 'rating'
  | 'title'
  | 'body'
  | 'author'
  | 'language'
  | 'territory'
  | 'appVersion'
  | 'appVersionCode'
  | 'device'
  | 'osVersion'
  | 'thumbsUp'
  | 'thumbsDown'
  | 'createdAt'
  | 'updatedAt'
>

/** Records read between two turns of the event loop. */
const SLICE = 2_000
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Reads and checks every row of a report for this package. Throws a CoreError naming the line
 * and column of the first problem; nothing has been written at that point.
 */
export async function readReport(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  packageName: string,
): Promise<ReportRow[]> {
  const reader = new CsvReader()
  let header: Header | null = null
  const rows: ReportRow[] = []
  let sinceYield = 0
  const take = (records: ReturnType<CsvReader['push']>) => {
    for (const record of records) {
      // Blank lines (a trailing one, or a spreadsheet's) carry nothing.
      if (record.fields.length === 1 && record.fields[0]!.trim() === '') continue
      if (header === null) {
        header = readHeader(record)
        continue
      }
      const row = readRow(record, header)
      if (row.packageName !== packageName)
        throw reportError(
          row.line,
          (header.map.packageName ?? 0) + 1,
          `"${REPORT_COLUMNS.packageName}" is ${row.packageName}, but this app's Google Play package is ${packageName}. Import the report into the app it belongs to.`,
        )
      rows.push(row)
    }
    sinceYield += records.length
  }
  for await (const text of decodeReport(chunks)) {
    take(reader.push(text))
    if (sinceYield >= SLICE) {
      sinceYield = 0
      await yieldTurn()
    }
  }
  take(reader.end())
  if (header === null) throw reportError(1, null, 'the file is empty.')
  return rows
}

/** The report's month from its name (`reviews_<package>_<YYYYMM>.csv`), or null. */
export function reportMonth(name: string): string | null {
  const match = /_(\d{4})(\d{2})\.csv$/i.exec(name)
  if (!match) return null
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? `${match[1]}${match[2]}` : null
}

const sameVersion = (found: Found, row: ReportRow, text: string) =>
  found.rating === row.rating && found.body === text && (found.title ?? null) === row.title

function normalized(found: Found | undefined, row: ReportRow, text: string): NormalizedReview {
  return {
    storeReviewId: row.storeReviewId,
    rating: row.rating,
    title: row.title,
    body: text,
    author: found?.author ?? null,
    language: found ? found.language : row.language,
    territory: found?.territory ?? null,
    appVersion: found?.appVersion ?? row.appVersion,
    appVersionCode: found?.appVersionCode ?? row.appVersionCode,
    device: found?.device ?? row.device,
    osVersion: found?.osVersion ?? null,
    thumbsUp: found?.thumbsUp ?? null,
    thumbsDown: found?.thumbsDown ?? null,
    createdAt: found?.createdAt ?? row.submittedAt,
    updatedAt: row.updatedAt,
    storeReply: row.reply
      ? { body: row.reply.body, storeReplyId: null, state: 'published', updatedAt: row.reply.at }
      : null,
  }
}

/** Whether the report's reply is news: none here yet, or one newer than what was published here. */
function replyIsNews(ctx: CoreContext, reviewId: string, row: ReportRow): boolean {
  if (!row.reply) return false
  const local = statement(ctx.db, REPLY_OF).get(reviewId) as
    { status: string; publishedAt: number | null } | undefined
  if (!local) return true
  if (
    local.status === 'published' ||
    local.status === 'pending_publish' ||
    local.status === 'publishing'
  )
    // Play stamps a reply we sent a moment after we sent it; only a clearly later one is news.
    return local.publishedAt !== null && row.reply.at > local.publishedAt + 10 * 60_000
  return true
}

/**
 * Writing runs in slices: each IMMEDIATE transaction takes whole reviews until it has written
 * about `SLICE_MS` (the rows per slice follow the measured time of the last one). Between two
 * slices the import gives way to writers waiting on the thread that answers people (a person's
 * approval: `db/writers-waiting.ts`) and lets its own thread's event loop take a turn (a sync), so
 * neither waits seconds for the file. Another process sharing the data folder (the CLI beside
 * `serve`) is not counted: it gets the lock when SQLite's busy handler finds it free.
 */
const SLICE_MS = 40
const FIRST_SLICE_ROWS = 200
const MOST_SLICE_ROWS = 5_000
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

interface ApplyOptions {
  /** Writes the import's log row inside the last slice's transaction, given what the import did. */
  logImport?: (summary: ImportSummary) => void
  /** Rows per slice, fixed (tests); measured from the slices' time otherwise. */
  sliceRows?: number
  /** After each committed slice, with the rows written so far (tests stop an import here). */
  afterSlice?: (rowsWritten: number) => void
}

/**
 * Applies read rows (the whole file, already checked) in slices of whole reviews. A row
 * appearing twice in one file (Play lists a review once per month it changed) keeps its newest
 * version: all rows of one review land in the same slice, oldest first.
 *
 * Every slice is idempotent like the whole import, so an import stopped between two slices (the
 * app closed, the thread died) leaves the slices before it and nothing of the rest, and importing
 * the same file again completes it without duplicates: what is already there counts as
 * unchanged. The log row is written with the last slice, so a file the import did not finish is
 * not marked imported (the bucket's months are read again).
 */
export async function applyReport(
  ctx: CoreContext,
  listing: Listing,
  rows: readonly ReportRow[],
  options: ApplyOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    rows: rows.length,
    reviewsAdded: 0,
    ratingsAdded: 0,
    changed: 0,
    unchanged: 0,
    repliesFound: 0,
  }
  const now = ctx.clock.now()
  // Oldest first, so a review seen twice ends on its newest version; then by review, in the
  // order each first appears, so a review's rows never straddle two slices.
  const byReview = new Map<string, ReportRow[]>()
  for (const row of [...rows].sort((a, b) => a.updatedAt - b.updatedAt)) {
    const same = byReview.get(row.storeReviewId)
    if (same) same.push(row)
    else byReview.set(row.storeReviewId, [row])
  }
  const reviewsRows = [...byReview.values()]
  let next = 0
  let written = 0
  let sliceRows = options.sliceRows ?? FIRST_SLICE_ROWS
  let touched = false
  try {
    do {
      const started = performance.now()
      const slice = emptyCounts()
      immediate(ctx.db, () => {
        const toIngest = new Map<string, NormalizedReview>()
        const superseded: NormalizedReview[] = []
        let taken = 0
        while (next < reviewsRows.length && (taken === 0 || taken < sliceRows)) {
          const same = reviewsRows[next++] ?? []
          for (const row of same) applyRow(ctx, listing, row, toIngest, superseded, slice, now)
          taken += same.length
        }
        // Nested in this transaction, ingest's own transactions are savepoints.
        if (toIngest.size > 0)
          ingestReviews(ctx, listing, [...toIngest.values()], { source: 'import' })
        for (const version of superseded) keepVersion(ctx, listing, version, now)
        written += taken
        if (next >= reviewsRows.length) {
          add(summary, slice)
          options.logImport?.(summary)
        }
      })
      // Counted once committed: a slice rolled back did nothing.
      if (next < reviewsRows.length) add(summary, slice)
      touched ||= slice.ratingsAdded > 0 || slice.changed > 0
      options.afterSlice?.(written)
      if (next >= reviewsRows.length) break
      const ms = performance.now() - started
      if (options.sliceRows === undefined)
        // At most twice the last: one quick slice (a run of ratings) must not make a long one.
        sliceRows = Math.min(
          MOST_SLICE_ROWS,
          sliceRows * 2,
          Math.max(1, Math.round((sliceRows * SLICE_MS) / Math.max(ms, 1))),
        )
      await giveWayToWriters()
      await nextTurn()
    } while (next < reviewsRows.length)
  } finally {
    if (touched) ctx.signals.emit('changed', listing.workspaceId, 'reviews')
  }
  // Copies what the import wrote from the WAL into the database here (passive: no writer waits
  // for it), instead of leaving it to whichever connection commits next: SQLite runs the
  // checkpoint inside that commit, which on the main thread held a person's write 440 ms.
  if (touched || summary.reviewsAdded > 0) ctx.db.$client.pragma('wal_checkpoint(PASSIVE)')
  return summary
}

type Counts = Omit<ImportSummary, 'rows'>
const emptyCounts = (): Counts => ({
  reviewsAdded: 0,
  ratingsAdded: 0,
  changed: 0,
  unchanged: 0,
  repliesFound: 0,
})
function add(summary: ImportSummary, slice: Counts): ImportSummary {
  summary.reviewsAdded += slice.reviewsAdded
  summary.ratingsAdded += slice.ratingsAdded
  summary.changed += slice.changed
  summary.unchanged += slice.unchanged
  summary.repliesFound += slice.repliesFound
  return summary
}

/** One row of the report, inside a slice's transaction; reviews to store gather in `toIngest`. */
function applyRow(
  ctx: CoreContext,
  listing: Listing,
  row: ReportRow,
  toIngest: Map<string, NormalizedReview>,
  superseded: NormalizedReview[],
  summary: Counts,
  now: number,
): void {
  const found = statement(ctx.db, REVIEW_BY_STORE_ID).get(listing.id, row.storeReviewId) as
    Found | undefined
  const pending = toIngest.get(row.storeReviewId)
  if (!found && !pending && row.text === '') {
    applyRating(ctx, listing, row, statement(ctx.db, SELECT_RATING), summary, now)
    return
  }
  // A rating that was kept without text and now has some becomes a review.
  if (!found && !pending) statement(ctx.db, DELETE_RATING).run(listing.id, row.storeReviewId)
  // A row without text for a known review changes its rating only (Play keeps the text).
  const text = row.text === '' ? (found?.body ?? pending?.body ?? '') : row.text
  if (pending) {
    // The version it replaces joins the review's history, as it would on a second import.
    superseded.push(pending)
    toIngest.set(row.storeReviewId, {
      ...normalized(found, row, text),
      createdAt: pending.createdAt,
    })
    return
  }
  if (!found) {
    toIngest.set(row.storeReviewId, normalized(undefined, row, text))
    summary.reviewsAdded++
    if (row.reply) summary.repliesFound++
    return
  }
  const news = replyIsNews(ctx, found.id, row)
  if (news) summary.repliesFound++
  if (sameVersion(found, row, text)) {
    if (news)
      toIngest.set(row.storeReviewId, {
        ...normalized(found, row, text),
        updatedAt: found.updatedAt,
      })
    else summary.unchanged++
    return
  }
  if (row.updatedAt > found.updatedAt) {
    toIngest.set(row.storeReviewId, normalized(found, row, text))
    summary.changed++
    return
  }
  // An older version than the current one: it joins the review's history once.
  if (statement(ctx.db, REVISION_AT).get(found.id, row.updatedAt) === undefined) {
    recordRevision(
      ctx,
      {
        id: found.id,
        workspaceId: listing.workspaceId,
        appId: listing.appId,
        rating: row.rating,
        title: row.title,
        body: text,
      },
      { storeModifiedAt: row.updatedAt, seenAt: now, source: 'import' },
    )
    summary.changed++
  } else summary.unchanged++
  if (news)
    toIngest.set(row.storeReviewId, {
      ...normalized(found, row, found.body),
      rating: found.rating,
      title: found.title,
      updatedAt: found.updatedAt,
    })
}

/**
 * An earlier version of a review the same file lists again, newer: into the review's history
 * once (a second import of the file then finds it there and changes nothing).
 */
function keepVersion(
  ctx: CoreContext,
  listing: Listing,
  version: NormalizedReview,
  now: number,
): void {
  const review = statement(ctx.db, REVIEW_BY_STORE_ID).get(listing.id, version.storeReviewId) as
    Found | undefined
  if (!review || review.updatedAt === version.updatedAt) return
  if (statement(ctx.db, REVISION_AT).get(review.id, version.updatedAt) !== undefined) return
  recordRevision(
    ctx,
    {
      id: review.id,
      workspaceId: listing.workspaceId,
      appId: listing.appId,
      rating: version.rating,
      title: version.title,
      body: version.body,
    },
    { storeModifiedAt: version.updatedAt, seenAt: now, source: 'import' },
  )
}

function applyRating(
  ctx: CoreContext,
  listing: Listing,
  row: ReportRow,
  find: ReturnType<typeof statement<[string, string]>>,
  summary: Counts,
  now: number,
): void {
  const known = find.get(listing.id, row.storeReviewId) as
    { rating: number; updatedAt: number } | undefined
  if (!known) {
    statement(ctx.db, INSERT_RATING).run({
      listingId: listing.id,
      storeReviewId: row.storeReviewId,
      workspaceId: listing.workspaceId,
      appId: listing.appId,
      rating: row.rating,
      language: row.language,
      appVersion: row.appVersion,
      appVersionCode: row.appVersionCode,
      device: row.device,
      createdAt: row.submittedAt,
      updatedAt: row.updatedAt,
      firstSeenAt: now,
    })
    summary.ratingsAdded++
  } else if (known.rating !== row.rating && row.updatedAt > known.updatedAt) {
    statement(ctx.db, UPDATE_RATING).run({
      listingId: listing.id,
      storeReviewId: row.storeReviewId,
      rating: row.rating,
      updatedAt: row.updatedAt,
    })
    summary.changed++
  } else summary.unchanged++
}

/** The listing a report imports into: the app's Google Play listing. */
export function assertGooglePlay(listing: Listing | undefined, appName: string): Listing {
  if (!listing)
    throw new CoreError(
      'INVALID_INPUT',
      `${appName} has no Google Play package. Add its package name to the app first (the report belongs to one package).`,
      'appId',
    )
  return listing
}
