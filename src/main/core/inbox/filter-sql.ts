import type { z } from 'zod'
import type { inboxFilter } from '../../../shared/contract/inbox'
import type { InboxView } from '../../../shared/dto/inbox'
import {
  ASSIGNED_REVIEWS,
  CJK_ROWIDS,
  FTS_ROWIDS,
  HAS_TOPIC,
  IS_ASSIGNED,
  LOOKS_LIKE_SPAM,
  NEEDS_LOOK,
  NEEDS_REPLY,
  TOPIC_REVIEWS,
} from './queries'
import { isEmptySearch, parseSearch } from './search'
import { FIXED_NOT_TOLD_REVIEWS, IS_FIXED_NOT_TOLD } from '../trackers/queries'

export type InboxFilter = z.output<typeof inboxFilter>

type Param = string | number

/**
 * Which index walks the inbox (scripts/sql/fts.sql, inbox-sort.sql, review-flags.sql): all but
 * `inbox_entries_rating` yield rows newest (or, walked backwards, oldest) first; that one, lowest
 * rating first. `inbox_entries_flag` holds only flagged reviews (spam, needs a look): small
 * enough to walk, or sort, for any order.
 */
export type InboxIndex =
  | 'inbox_entries_wide'
  | 'inbox_entries_app_wide'
  | 'inbox_entries_status'
  | 'inbox_entries_rating'
  | 'inbox_entries_flag'

export interface FilterSql {
  /** Conditions over `inbox_entries e`, ANDed, without the full-text match. */
  where: string[]
  params: Param[]
  /**
   * Searching: the query that lists matching rowids of `inbox_entries` (FTS5 words, or trigram
   * substrings for Chinese and Japanese). Counting and paging start from these hits.
   */
  hits: { sql: string; param: string } | null
  /** Searching with exclusions only (`-word`): reviews must not match this FTS5 expression. */
  exclude: string | null
  index: InboxIndex
  /**
   * The conditions name only columns `inbox_counts` also has, so the total is a sum over the
   * running counts instead of a count over rows.
   */
  countable: boolean
  /**
   * A topic or "assigned to me": the reviews it narrows to, read from their own index
   * (`review_topics_filter`, `review_assignments_user`) as `review_id`s. Counting (and a page, when
   * they are few) starts from it, leaving out the same condition in `where` (see `withoutNarrow`).
   */
  narrow: Narrow | null
}

interface Narrow {
  sql: string
  params: Param[]
  /** Where its condition on a walked entry is in `where`, and how many values it binds. */
  clause: number
  param: number
  clauseParams: number
}

/** `where` (and its values) without the narrowing condition: for reads that start from it. */
export function withoutNarrow(
  narrow: Narrow,
  where: string[],
  params: Param[],
): { where: string[]; params: Param[] } {
  return {
    where: where.filter((_, i) => i !== narrow.clause),
    params: params.toSpliced(narrow.param, narrow.clauseParams),
  }
}

const VIEW_STATUS: Partial<Record<InboxView, string>> = { drafts: 'draft', failed: 'failed' }
const VIEW_SQL: Record<InboxView, string | null> = {
  all: null,
  needs_reply: NEEDS_REPLY,
  low_stars: 'e.rating <= 2',
  drafts: `e.reply_status = 'draft'`,
  failed: `e.reply_status = 'failed'`,
  assigned_to_me: null,
  needs_look: NEEDS_LOOK,
  spam: LOOKS_LIKE_SPAM,
  // Its cut-off (written before now − the target) depends on the moment: added in filterSql.
  overdue: NEEDS_REPLY,
  // Narrowed to the fixed reviews' own index in filterSql.
  fixedNotTold: null,
}
/** Views of flagged reviews: walked on their own small index, whatever else narrows them. */
const FLAG_VIEWS = new Set<InboxView>(['needs_look', 'spam'])

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ')

/**
 * The WHERE clauses for a filter over the inbox index `inbox_entries e`, and the index to walk.
 * Values are always bound as parameters; the SQL text depends only on the filter's shape, so
 * statements are reused. The index is chosen here rather than by SQLite's planner, which has no
 * statistics on a fresh database and would otherwise sort 100,000 rows to show 50.
 */
export function filterSql(
  workspaceId: string,
  filter: InboxFilter,
  userId?: string,
  /** For the `overdue` view: reviews written before this time (now − the reply target). */
  overdueBefore = 0,
): FilterSql {
  const where = ['e.workspace_id = ?']
  const params: Param[] = [workspaceId]
  const add = (sql: string, ...values: Param[]) => {
    where.push(sql)
    params.push(...values)
  }
  const statuses = new Set<string>()

  if (filter.appId) add('e.app_id = ?', filter.appId)
  if (filter.store) add('e.store = ?', filter.store)
  const view = filter.view ? VIEW_SQL[filter.view] : null
  if (view) add(view)
  if (filter.view === 'overdue') add('e.created_at < ?', overdueBefore)
  const viewStatus = filter.view ? VIEW_STATUS[filter.view] : undefined
  if (viewStatus) statuses.add(viewStatus)
  if (filter.stars && filter.stars.length > 0 && filter.stars.length < 5) {
    const stars = [...new Set(filter.stars)].sort()
    add(
      stars.length === 1 ? 'e.rating = ?' : `e.rating IN (${placeholders(stars.length)})`,
      ...stars,
    )
  }
  let statusFilterIsEquality = true
  if (filter.replyStatus && filter.replyStatus.length > 0) {
    const wanted = [...new Set(filter.replyStatus)].sort()
    add(
      wanted.length === 1
        ? 'e.reply_status = ?'
        : `e.reply_status IN (${placeholders(wanted.length)})`,
      ...wanted,
    )
    if (wanted.length === 1 && wanted[0]) statuses.add(wanted[0])
    else statusFilterIsEquality = false
  }
  if (filter.language === 'unknown') add(`coalesce(e.language, '') = ''`)
  else if (filter.language) add('e.language = ?', filter.language.toLowerCase())
  if (filter.since !== undefined) add('e.created_at >= ?', filter.since)
  if (filter.until !== undefined) add('e.created_at < ?', filter.until)
  if (filter.unread) add('e.unread = 1')
  const narrowers: Narrow[] = []
  const narrowBy = (sql: string, values: Param[], clause: string, value: Param) => {
    narrowers.push({
      sql,
      params: values,
      clause: where.length,
      param: params.length,
      clauseParams: 1,
    })
    add(clause, value)
  }
  if (filter.view === 'assigned_to_me')
    narrowBy(ASSIGNED_REVIEWS, [workspaceId, userId ?? ''], IS_ASSIGNED, userId ?? '')
  if (filter.topic) narrowBy(TOPIC_REVIEWS, [workspaceId, filter.topic], HAS_TOPIC, filter.topic)
  // Few reviews are fixed and untold: read from the links' own index, like a topic.
  if (filter.view === 'fixedNotTold')
    narrowBy(FIXED_NOT_TOLD_REVIEWS, [workspaceId], IS_FIXED_NOT_TOLD, workspaceId)

  const countable =
    filter.since === undefined && filter.until === undefined && filter.view !== 'overdue'
  let hits: FilterSql['hits'] = null
  let exclude: string | null = null
  let substrings = false
  if (filter.q) {
    const search = parseSearch(filter.q)
    if (!isEmptySearch(search)) {
      exclude = search.exclude
      // Chinese and Japanese terms: substrings of the reviews written in those scripts (trigrams).
      const like = (term: string) => `%${term.replace(/[%_\\]/g, '')}%`
      const [first, ...others] = search.substrings
      if (search.match !== null) hits = { sql: FTS_ROWIDS, param: search.match }
      else if (first !== undefined) hits = { sql: CJK_ROWIDS, param: like(first) }
      for (const term of search.match !== null ? search.substrings : others)
        add(`e.entry_id IN (${CJK_ROWIDS})`, like(term))
      for (const term of search.excludedSubstrings)
        add(`e.entry_id NOT IN (${CJK_ROWIDS})`, like(term))
      substrings = search.substrings.length + search.excludedSubstrings.length > 0
    }
  }

  const index: InboxIndex =
    filter.view && FLAG_VIEWS.has(filter.view)
      ? 'inbox_entries_flag'
      : filter.appId
        ? 'inbox_entries_app_wide'
        : statuses.size === 1 && statusFilterIsEquality
          ? 'inbox_entries_status'
          : 'inbox_entries_wide'
  return {
    where,
    params,
    hits,
    exclude,
    index,
    countable: countable && !substrings && narrowers.length === 0,
    narrow: narrowers[0] ?? null,
  }
}
