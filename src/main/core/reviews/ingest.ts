import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies, type reviews, type storeListings } from '../db/schema'
import { statement } from '../db/statements'
import { resolveReviewLanguage } from '../drafting/language/resolve'
import { emitEvent } from '../events/outbox'
import { toPublicReview } from '../public/serialize'
import { topicsForEvent } from '../triage/event-topics'
import { hasWebhookReceivers } from '../webhooks/receivers'
import { recordStoreReply } from '../replies/store-reply'
import { INSERT_REVIEW, MARK_LISTED, SELECT_REVIEW, UPDATE_REVIEW } from './queries'
import type { NormalizedReview } from '../stores/types'
import {
  latestRevision,
  ratingHistoryOf,
  recordFirstRevision,
  recordRevision,
  type RevisionSource,
} from './revisions'

type Listing = typeof storeListings.$inferSelect
type ReviewRow = typeof reviews.$inferSelect

export interface IngestResult {
  created: number
  updated: number
  unchanged: number
  /** Ids of reviews seen for the first time. */
  createdIds: string[]
}

/** Reviews per transaction: big enough to amortise the commit, small enough not to stall the UI. */
const CHUNK = 500

type ReviewFields = Pick<
  ReviewRow,
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
>

/**
 * The language the review is written in, as its draft is: the store's language field (kept as
 * sent, `pt-BR`) unless the text plainly says otherwise (Google Play's field is the reviewer's
 * device language: a Spanish review under `de-DE` is Spanish), else the language detected from
 * the text (the App Store sends none), so filters, counts and the dashboard see every review's
 * language. Without a store field, detection runs only when the text is new or changed: an
 * unchanged review keeps what was stored.
 */
function languageOf(incoming: NormalizedReview, found: ReviewRow | undefined): string | null {
  if (!incoming.language && found && found.body === incoming.body && found.title === incoming.title)
    return found.language
  const resolved = resolveReviewLanguage({
    language: incoming.language,
    title: incoming.title,
    body: incoming.body,
    territory: incoming.territory,
  })
  return resolved.source === 'store' ? incoming.language : resolved.language
}

function fieldsOf(incoming: NormalizedReview, found: ReviewRow | undefined): ReviewFields {
  return {
    rating: incoming.rating,
    title: incoming.title,
    body: incoming.body,
    author: incoming.author,
    language: languageOf(incoming, found),
    territory: incoming.territory,
    appVersion: incoming.appVersion,
    appVersionCode: incoming.appVersionCode ?? null,
    device: incoming.device ?? null,
    osVersion: incoming.osVersion ?? null,
    thumbsUp: incoming.thumbsUp ?? null,
    thumbsDown: incoming.thumbsDown ?? null,
  }
}

/**
 * Runs one chunk in its own write transaction, or, inside a caller's transaction (a report
 * import applies a whole file in one), directly: a failure undoes the caller's transaction
 * anyway, and a savepoint per chunk made a 40,000-review import take half again as long.
 */
function inChunkTransaction(ctx: CoreContext, write: () => void): void {
  if (ctx.db.$client.inTransaction) write()
  else ctx.db.transaction(write)
}

const sqlRow = (row: ReviewRow) => ({ ...row, edited: row.edited ? 1 : 0 })

/**
 * `review.updated` for a recorded change: the review as it is now (with its reply, read after the
 * store's reply was applied) and the version before. Once per revision (dedupe key).
 */
function emitReviewUpdated(
  ctx: CoreContext,
  row: ReviewRow,
  seq: number,
  previous: { rating: number; body: string; at: number },
  receivers: boolean,
): void {
  const reply = ctx.db.select().from(replies).where(eq(replies.reviewId, row.id)).get()
  const topics = receivers ? topicsForEvent(ctx, row) : undefined
  emitEvent(
    ctx,
    row.workspaceId,
    'review.updated',
    {
      review: toPublicReview(row, reply, ratingHistoryOf(ctx, row), topics),
      previous: {
        rating: previous.rating,
        body: previous.body,
        at: new Date(previous.at).toISOString(),
      },
    },
    `review.updated:${row.id}:${seq}`,
    receivers,
  )
}

/**
 * Stores what a store returned. Idempotent: a review read twice is one row and one
 * `review.created`; an edited review updates its row (marked edited), keeps its reply history and
 * its reply, and gets a revision and one `review.updated` when its rating, title or text changed
 * (reviews/revisions.ts; a re-read without a change records nothing). `listedAt` marks the
 * reviews a list call returned (Google Play only lets you reply to those); `source` says where
 * the versions came from (a store sync unless told).
 */
export function ingestReviews(
  ctx: CoreContext,
  listing: Listing,
  batch: NormalizedReview[],
  options: { listedAt?: number; source?: RevisionSource } = {},
): IngestResult {
  const source = options.source ?? 'sync'
  const result: IngestResult = { created: 0, updated: 0, unchanged: 0, createdIds: [] }
  const now = ctx.clock.now()
  const select = statement(ctx.db, SELECT_REVIEW)
  let anyReceiver = false
  for (let i = 0; i < batch.length; i += CHUNK) {
    const chunk = batch.slice(i, i + CHUNK)
    inChunkTransaction(ctx, () => {
      // Asked inside the write transaction, so an endpoint added meanwhile gets these events.
      const receivers = hasWebhookReceivers(ctx, listing.workspaceId)
      anyReceiver ||= receivers
      for (const incoming of chunk) {
        const raw = select.get(listing.id, incoming.storeReviewId) as
          (Omit<ReviewRow, 'edited'> & { edited: number }) | undefined
        const found: ReviewRow | undefined = raw ? { ...raw, edited: raw.edited === 1 } : undefined
        const fields = fieldsOf(incoming, found)
        let row: ReviewRow
        // Set when this sighting is a new version of a known review.
        let revised: {
          seq: number
          previous: { rating: number; body: string; at: number }
        } | null = null
        if (!found) {
          row = {
            id: ctx.ids.next('rev'),
            workspaceId: listing.workspaceId,
            appId: listing.appId,
            listingId: listing.id,
            store: listing.store,
            storeReviewId: incoming.storeReviewId,
            ...fields,
            createdAt: incoming.createdAt,
            updatedAt: incoming.updatedAt,
            edited: false,
            // A review read from a past report was on the store since its last change: dated
            // then, it is neither "New" in the inbox nor a spike in today's alerts.
            firstSeenAt: source === 'import' ? Math.min(now, incoming.updatedAt) : now,
            readAt: null,
            lastListedAt: options.listedAt ?? null,
            // Topics are due: the dashboard's topic worker reads them (dashboard/topics).
            topicsFor: null,
            // Drafting decides whether it looks like spam (replies/drafts.ts).
            spamReason: null,
            spamMarkedByUserId: null,
            spamMarkedAt: null,
          }
          statement(ctx.db, INSERT_REVIEW).run(sqlRow(row))
          recordFirstRevision(ctx, row, {
            storeModifiedAt: incoming.updatedAt,
            seenAt: now,
            source,
          })
          result.created++
          result.createdIds.push(row.id)
        } else {
          const textChanged =
            found.body !== incoming.body ||
            found.title !== incoming.title ||
            found.rating !== incoming.rating
          const changed =
            textChanged ||
            found.updatedAt !== incoming.updatedAt ||
            (Object.keys(fields) as (keyof ReviewFields)[]).some((k) => found[k] !== fields[k])
          const last = textChanged ? latestRevision(ctx, found.id) : null
          const previousAt = last?.at ?? found.updatedAt
          // A store time newer than the last version's is this version's; the App Store reports
          // none (its reviews keep their created date), so an edit there dates from when seen.
          const storeModifiedAt = incoming.updatedAt > previousAt ? incoming.updatedAt : null
          row = {
            ...found,
            ...(changed
              ? {
                  ...fields,
                  updatedAt: Math.max(
                    found.updatedAt,
                    textChanged ? (storeModifiedAt ?? now) : incoming.updatedAt,
                  ),
                }
              : {}),
            edited: found.edited || textChanged,
            // A slower pass that started earlier never moves the stamp back behind a pass that
            // already listed the review and completed: its reply window would close meanwhile.
            lastListedAt:
              options.listedAt === undefined
                ? found.lastListedAt
                : Math.max(options.listedAt, found.lastListedAt ?? options.listedAt),
          }
          if (changed) {
            statement(ctx.db, UPDATE_REVIEW).run(sqlRow(row))
            if (textChanged) {
              revised = {
                seq: recordRevision(ctx, row, { storeModifiedAt, seenAt: now, source }),
                previous: { rating: found.rating, body: found.body, at: previousAt },
              }
            }
            result.updated++
          } else {
            if (options.listedAt !== undefined)
              statement(ctx.db, MARK_LISTED).run(row.lastListedAt, row.id)
            result.unchanged++
          }
        }
        // A new review's reply, if it arrived with one, is the one recorded here (it had none).
        const added = incoming.storeReply
          ? recordStoreReply(ctx, row, incoming.storeReply, found ? undefined : null)
          : undefined
        if (revised) emitReviewUpdated(ctx, row, revised.seq, revised.previous, receivers)
        if (!found) {
          const reply = added ?? null
          // With a webhook receiver, topics are read now so `review.created` carries them;
          // otherwise the topic pass reads them later, off the sync's path.
          const topics = receivers ? topicsForEvent(ctx, row) : undefined
          emitEvent(
            ctx,
            listing.workspaceId,
            'review.created',
            // A new review's history is its one version.
            {
              review: toPublicReview(
                row,
                reply,
                [{ rating: row.rating, at: row.updatedAt }],
                topics,
              ),
            },
            `review.created:${row.id}`,
            receivers,
          )
        }
      }
    })
  }
  if (result.created > 0 || result.updated > 0)
    ctx.signals.emit('changed', listing.workspaceId, 'reviews')
  if (result.created > 0) ctx.signals.emit('draftsWaiting', listing.workspaceId)
  if (result.created > 0 && anyReceiver) ctx.signals.emit('changed', listing.workspaceId, 'topics')
  return result
}
