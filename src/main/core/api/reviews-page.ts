/**
 * One keyset page of reviews. The query walks `reviews_workspace_created` (or `reviews_app_created`
 * with an app filter) backwards from the cursor position, so a page 10,000 deep costs what the
 * first page does. Statements are prepared once per filter combination and connection (the shared cache).
 */
import type { Database, Statement } from 'better-sqlite3'
import { ratingChanges, type RatingPoint } from '../../../shared/rating-history'
import {
  API_REVIEW_FIELD_NAMES,
  type ApiReviewFieldName,
  type ReviewFieldValues,
} from '../../../shared/review-fields'
import type { replies } from '../db/schema'
import { toPublicReview, type PublicReview } from '../public/serialize'
import type { Position } from '../db/cursor'
import { prepared, preparedRaw } from '../db/statements'
import { APP_IN_WORKSPACE, REPLY_FIELDS, reviewsPageSql } from './queries'

export interface ReviewFilters {
  workspaceId: string
  appId: string | null
  store: string | null
  rating: number | null
  /** A reply status, or `none` for reviews without a reply. */
  replyStatus: string | null
  /** Only reviews created at or after this time (ms). */
  since: number | null
}

type PageReviewRow = Pick<ReviewFieldValues, ApiReviewFieldName>
type PageReplyRow = Pick<typeof replies.$inferSelect, (typeof REPLY_FIELDS)[number]>

const REPLY_OFFSET = API_REVIEW_FIELD_NAMES.length
const TOPICS_OFFSET = API_REVIEW_FIELD_NAMES.length + REPLY_FIELDS.length
const HISTORY_OFFSET = TOPICS_OFFSET + 1

/** The page query's "rating:at:seq,…" column, as rating points oldest first (by at, then seq). */
function parseVersions(value: unknown): RatingPoint[] {
  if (typeof value !== 'string' || value === '') return []
  return value
    .split(',')
    .map((triple) => triple.split(':').map(Number) as [number, number, number])
    .sort((a, b) => a[1] - b[1] || a[2] - b[2])
    .map(([rating, at]) => ({ rating, at }))
}

function pick<T>(row: unknown[], fields: readonly string[], offset: number): T {
  const out: Record<string, unknown> = {}
  for (let i = 0; i < fields.length; i++) out[fields[i] as string] = row[offset + i]
  return out as T
}

/** The public shape of one page row, through the one serializer the API and webhooks share. */
function pageRowToPublic(
  review: PageReviewRow,
  reply: PageReplyRow | null,
  versions: readonly RatingPoint[],
  topics?: readonly string[],
): PublicReview {
  const history = ratingChanges(versions, { rating: review.rating, at: review.updatedAt })
  return toPublicReview(review, reply, history, topics)
}

export interface ReviewsPage {
  reviews: PublicReview[]
  /** Position of the last review returned, when more follow. */
  nextAfter: Position | null
}

export class ReviewPages {
  constructor(private readonly sqlite: Database) {}

  appExists(workspaceId: string, appId: string): boolean {
    return (
      prepared<[string, string]>(this.sqlite, APP_IN_WORKSPACE).get(appId, workspaceId) !==
      undefined
    )
  }

  private statement(
    f: ReviewFilters,
    withCursor: boolean,
  ): Statement<[Record<string, unknown>], unknown[]> {
    // One statement per filter combination, compiled once per connection (the shared cache).
    return preparedRaw<[Record<string, unknown>]>(this.sqlite, reviewsPageSql(f, withCursor))
  }

  page(f: ReviewFilters, after: Position | null, limit: number): ReviewsPage {
    const params: Record<string, unknown> = { workspaceId: f.workspaceId, limit: limit + 1 }
    if (f.appId !== null) params.appId = f.appId
    if (after) {
      params.afterCreatedAt = after.createdAt
      params.afterId = after.id
    }
    if (f.since !== null) params.since = f.since
    if (f.store !== null) params.store = f.store
    if (f.rating !== null) params.rating = f.rating
    if (f.replyStatus !== null && f.replyStatus !== 'none') params.replyStatus = f.replyStatus
    // One extra row says whether another page exists without a second query.
    const rows = this.statement(f, after !== null).all(params)
    const more = rows.length > limit
    const out: PublicReview[] = []
    const count = Math.min(rows.length, limit)
    let last: Position | null = null
    for (let i = 0; i < count; i++) {
      const row = rows[i] as unknown[]
      const review = pick<PageReviewRow>(row, API_REVIEW_FIELD_NAMES, 0)
      const reply =
        row[REPLY_OFFSET] === null ? null : pick<PageReplyRow>(row, REPLY_FIELDS, REPLY_OFFSET)
      const topics = row[TOPICS_OFFSET]
      out.push(
        pageRowToPublic(
          review,
          reply,
          parseVersions(row[HISTORY_OFFSET]),
          typeof topics === 'string' ? topics.split(',').filter(Boolean) : undefined,
        ),
      )
      last = { createdAt: review.createdAt, id: review.id }
    }
    return { reviews: out, nextAfter: more ? last : null }
  }
}
