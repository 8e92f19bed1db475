/**
 * Importing a Google Play monthly review report into one app (issue 27 part 4). Reading runs in
 * slices that give the event loop back between them; applying is ONE write transaction, so a
 * file either lands whole or not at all, and re-importing it changes nothing:
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
 * Applies read rows in one IMMEDIATE transaction. A row appearing twice in one file (Play lists a
 * review once per month it changed) keeps its newest version.
 */
export function applyReport(
  ctx: CoreContext,
  listing: Listing,
  rows: readonly ReportRow[],
  /** Writes the import's log row inside the same transaction, given what the import did. */
  logImport?: (summary: ImportSummary) => void,
): ImportSummary {
  const summary = {
    rows: rows.length,
    reviewsAdded: 0,
    ratingsAdded: 0,
    changed: 0,
    unchanged: 0,
    repliesFound: 0,
  }
  const now = ctx.clock.now()
  // Oldest first, so a review seen twice ends on its newest version.
  const ordered = [...rows].sort((a, b) => a.updatedAt - b.updatedAt)
  immediate(ctx.db, () => {
    const toIngest = new Map<string, NormalizedReview>()
    const findReview = statement(ctx.db, REVIEW_BY_STORE_ID)
    const findRating = statement(ctx.db, SELECT_RATING)
    for (const row of ordered) {
      const found = findReview.get(listing.id, row.storeReviewId) as Found | undefined
      const pending = toIngest.get(row.storeReviewId)
      if (!found && !pending && row.text === '') {
        applyRating(ctx, listing, row, findRating, summary, now)
        continue
      }
      // A rating that was kept without text and now has some becomes a review.
      if (!found && !pending) statement(ctx.db, DELETE_RATING).run(listing.id, row.storeReviewId)
      // A row without text for a known review changes its rating only (Play keeps the text).
      const text = row.text === '' ? (found?.body ?? pending?.body ?? '') : row.text
      if (pending) {
        toIngest.set(row.storeReviewId, {
          ...normalized(found, row, text),
          createdAt: pending.createdAt,
        })
        continue
      }
      if (!found) {
        toIngest.set(row.storeReviewId, normalized(undefined, row, text))
        summary.reviewsAdded++
        if (row.reply) summary.repliesFound++
        continue
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
        continue
      }
      if (row.updatedAt > found.updatedAt) {
        toIngest.set(row.storeReviewId, normalized(found, row, text))
        summary.changed++
        continue
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
    // Nested in this transaction, ingest's own transactions are savepoints.
    if (toIngest.size > 0) ingestReviews(ctx, listing, [...toIngest.values()], { source: 'import' })
    logImport?.(summary)
  })
  if (summary.ratingsAdded > 0 || summary.changed > 0)
    ctx.signals.emit('changed', listing.workspaceId, 'reviews')
  return summary
}

function applyRating(
  ctx: CoreContext,
  listing: Listing,
  row: ReportRow,
  find: ReturnType<typeof statement<[string, string]>>,
  summary: { ratingsAdded: number; changed: number; unchanged: number },
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
