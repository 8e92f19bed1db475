/**
 * One keyset page of reviews. The query walks `reviews_workspace_created` (or `reviews_app_created`
 * with an app filter) backwards from the cursor position, so a page 10,000 deep costs what the
 * first page does. Statements are prepared once per filter combination and reused.
 */
import type { Database, Statement } from 'better-sqlite3'
import { getTableColumns } from 'drizzle-orm'
import { replies, reviews } from '../db/schema'
import { toPublicReview, type PublicReview } from '../public/serialize'
import type { Position } from '../db/cursor'

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

/**
 * Only the columns the public shape needs are read: materializing the other columns of 51 rows
 * costs more than the rest of the request. `toPublicReview` reads exactly these fields (a test
 * serializes full rows and page rows side by side to keep it so).
 */
const REVIEW_FIELDS = [
  'id',
  'appId',
  'store',
  'storeReviewId',
  'rating',
  'title',
  'body',
  'author',
  'language',
  'territory',
  'appVersion',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof typeof reviews.$inferSelect)[]
const REPLY_FIELDS = [
  'id',
  'status',
  'body',
  'source',
  'createdAt',
  'updatedAt',
  'publishedAt',
] as const satisfies readonly (keyof typeof replies.$inferSelect)[]

type ReviewRow = typeof reviews.$inferSelect
type ReplyRow = typeof replies.$inferSelect
type PageReviewRow = Pick<ReviewRow, (typeof REVIEW_FIELDS)[number]>
type PageReplyRow = Pick<ReplyRow, (typeof REPLY_FIELDS)[number]>

function sqlNames(table: typeof reviews | typeof replies, fields: readonly string[]): string[] {
  const columns = getTableColumns(table) as Record<string, { name: string }>
  return fields.map((f) => {
    const column = columns[f]
    if (!column) throw new Error(`no column ${f}`)
    return column.name
  })
}

const SELECT_LIST = [
  ...sqlNames(reviews, REVIEW_FIELDS).map((c) => `r."${c}"`),
  ...sqlNames(replies, REPLY_FIELDS).map((c) => `rp."${c}"`),
  // Topic tags (a primary-key lookup), or null before the topic pass has read the review.
  `CASE WHEN r.topics_for IS r.updated_at THEN coalesce((SELECT group_concat(t.topic) FROM review_topics t WHERE t.review_id = r.id), '') END`,
].join(', ')
const REPLY_OFFSET = REVIEW_FIELDS.length
const TOPICS_OFFSET = REVIEW_FIELDS.length + REPLY_FIELDS.length

function pick<T>(row: unknown[], fields: readonly string[], offset: number): T {
  const out: Record<string, unknown> = {}
  for (let i = 0; i < fields.length; i++) out[fields[i] as string] = row[offset + i]
  return out as T
}

/** The public shape of one page row, through the one serializer the API and webhooks share. */
function pageRowToPublic(review: PageReviewRow, reply: PageReplyRow | null, topics?: readonly string[]): PublicReview {
  return toPublicReview(review as ReviewRow, reply as ReplyRow | null, topics)
}

/** The SQL for one filter combination. Named parameters, so the bind object says what is set. */
export function reviewsPageSql(f: ReviewFilters, withCursor: boolean): string {
  const where: string[] = []
  if (f.appId !== null) where.push('r.app_id = @appId')
  where.push('r.workspace_id = @workspaceId')
  if (withCursor) where.push('(r.created_at, r.id) < (@afterCreatedAt, @afterId)')
  if (f.since !== null) where.push('r.created_at >= @since')
  if (f.store !== null) where.push('r.store = @store')
  if (f.rating !== null) where.push('r.rating = @rating')
  // `+` keeps the planner off replies' own indexes: the walk must stay in review order.
  if (f.replyStatus === 'none') where.push('rp.id IS NULL')
  else if (f.replyStatus !== null) where.push('+rp.status = @replyStatus')
  const index = f.appId !== null ? 'reviews_app_created' : 'reviews_workspace_created'
  return `SELECT ${SELECT_LIST} FROM reviews r INDEXED BY ${index} LEFT JOIN replies rp ON rp.review_id = r.id WHERE ${where.join(' AND ')} ORDER BY r.created_at DESC, r.id DESC LIMIT @limit`
}

export interface ReviewsPage {
  reviews: PublicReview[]
  /** Position of the last review returned, when more follow. */
  nextAfter: Position | null
}

export class ReviewPages {
  private readonly statements = new Map<string, Statement<[Record<string, unknown>], unknown[]>>()
  private readonly appInWorkspace: Statement<[string, string], { one: number }>

  constructor(private readonly sqlite: Database) {
    this.appInWorkspace = sqlite.prepare(
      'SELECT 1 AS one FROM apps WHERE id = ? AND workspace_id = ?',
    )
  }

  appExists(workspaceId: string, appId: string): boolean {
    return this.appInWorkspace.get(appId, workspaceId) !== undefined
  }

  private statement(
    f: ReviewFilters,
    withCursor: boolean,
  ): Statement<[Record<string, unknown>], unknown[]> {
    const sql = reviewsPageSql(f, withCursor)
    let s = this.statements.get(sql)
    if (!s) {
      s = this.sqlite.prepare<[Record<string, unknown>], unknown[]>(sql).raw(true)
      this.statements.set(sql, s)
    }
    return s
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
      const review = pick<PageReviewRow>(row, REVIEW_FIELDS, 0)
      const reply =
        row[REPLY_OFFSET] === null ? null : pick<PageReplyRow>(row, REPLY_FIELDS, REPLY_OFFSET)
      const topics = row[TOPICS_OFFSET]
      out.push(pageRowToPublic(review, reply, typeof topics === 'string' ? topics.split(',').filter(Boolean) : undefined))
      last = { createdAt: review.createdAt, id: review.id }
    }
    return { reviews: out, nextAfter: more ? last : null }
  }
}
