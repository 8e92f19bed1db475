/**
 * The public API's SQL. The reviews page walks `reviews_workspace_created` (or
 * `reviews_app_created` with an app filter) backwards from the cursor position; `reviews-page.ts`
 * prepares one statement per filter combination.
 */
import { getTableColumns } from 'drizzle-orm'
import { replies } from '../db/schema'
import { API_REVIEW_COLUMNS } from '../reviews/fields'
import type { ReviewFilters } from './reviews-page'

export const APP_IN_WORKSPACE = 'SELECT 1 AS one FROM apps WHERE id = ? AND workspace_id = ?'

/**
 * Only the columns the public shape needs are read: materializing the other columns of 51 rows
 * costs more than the rest of the request. The review's are the public API's fields of
 * `shared/review-fields.ts` (`reviews/fields.ts` names their columns); `toPublicReview` reads
 * exactly these (a test serializes full rows and page rows side by side to keep it so).
 */
export const REPLY_FIELDS = [
  'id',
  'status',
  'body',
  'source',
  'createdAt',
  'updatedAt',
  'publishedAt',
] as const satisfies readonly (keyof typeof replies.$inferSelect)[]

function sqlNames(table: typeof replies, fields: readonly string[]): string[] {
  const columns = getTableColumns(table) as Record<string, { name: string }>
  return fields.map((f) => {
    const column = columns[f]
    if (!column) throw new Error(`no column ${f}`)
    return column.name
  })
}

/**
 * The review fields, then the reply fields, then the topic tags, then the rating history
 * (`reviews-page.ts` reads them in this order).
 */
const SELECT_LIST = [
  ...API_REVIEW_COLUMNS.map((c) => `r."${c}"`),
  ...sqlNames(replies, REPLY_FIELDS).map((c) => `rp."${c}"`),
  // Topic tags (a primary-key lookup), or null before the topic pass has read the review.
  `CASE WHEN r.topics_for IS r.updated_at THEN coalesce((SELECT group_concat(t.topic) FROM review_topics t WHERE t.review_id = r.id), '') END`,
  // Every version's "rating:at:seq" (a primary-key range, one row for most reviews), unordered:
  // an ORDER BY here would sort in a temporary b-tree per row; `reviews-page.ts` sorts them.
  `(SELECT group_concat(v.rating || ':' || v.at || ':' || v.seq) FROM review_revisions v WHERE v.review_id = r.id)`,
].join(', ')

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

/** A number that moves whenever any connection writes the database (the apps list's cache key). */
export const DATA_VERSION =
  'SELECT total_changes() AS c, data_version AS v FROM pragma_data_version'
