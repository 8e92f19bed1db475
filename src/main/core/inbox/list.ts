import type Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import type {
  InboxItemDto,
  InboxPageDto,
  InboxReplyStatus,
  InboxSort,
} from '../../../shared/dto/inbox'
import type { StoreName } from '../../../shared/dto/apps'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { apps } from '../db/schema'
import { decodeCursor, encodeCursor } from './cursor'
import { withoutNarrow, type InboxFilter, type InboxIndex } from './filter-sql'
import { filterFor } from './filter-for'
import { trackerStates } from '../trackers/review-state'
import { prepared } from '../db/statements'
import { FTS_ROWIDS, narrowFromSql, pageSql } from './queries'
import { countAll, countHits, countUpTo, totalIsCheap } from './total'
import { readFromHits } from './search-plan'
import { assigneesOf, topicTagsOfReviews } from '../triage/topics'
import { noteFromReasons, reasonsOf } from '../replies/assessment'

const NEW_FOR_MS = 24 * 60 * 60 * 1000
/**
 * Up to this many search hits, later pages are read from the hits and sorted (cheap); beyond
 * it, the index is walked newest first and stops after a page (hits are dense enough).
 */
const SPARSE_SEARCH = 3000

type Param = string | number

export interface ListInput extends InboxFilter {
  ids?: string[] | undefined
  sort?: InboxSort | undefined
  cursor?: string | undefined
  limit: number
  /** Leave a costly total null (see the contract); `reviews.total` answers it. */
  deferTotal?: boolean | undefined
}

interface Row {
  id: string
  app_id: string
  store: StoreName
  rating: number
  title: string | null
  excerpt: string
  author: string | null
  language: string | null
  territory: string | null
  created_at: number
  edited: number
  first_seen_at: number
  unread: number
  reply_status: InboxReplyStatus
  spam: number
  reply_confidence: 'high' | 'medium' | 'low' | null
  reply_reasons: string | null
  needs_answer: number
}

/**
 * Each order of the list: its ORDER BY (over `e`, the inbox index row), the keyset condition
 * that continues after a page's last row, and the index that walks in that order. Newest and
 * oldest walk the filter's index either way; lowest rating walks one that leads with the rating.
 */
const ORDERS: Record<
  InboxSort,
  { by: string; after: string; params(p: Position): Param[]; index?: InboxIndex }
> = {
  newest: {
    by: 'e.created_at DESC, e.review_id DESC',
    after: '(e.created_at, e.review_id) < (?, ?)',
    params: (p) => [p.createdAt, p.id],
  },
  oldest: {
    by: 'e.created_at ASC, e.review_id ASC',
    after: '(e.created_at, e.review_id) > (?, ?)',
    params: (p) => [p.createdAt, p.id],
  },
  lowest_rating: {
    by: 'e.rating ASC, e.created_at DESC, e.review_id DESC',
    after: '(e.rating > ? OR (e.rating = ? AND (e.created_at, e.review_id) < (?, ?)))',
    params: (p) => [p.rating, p.rating, p.createdAt, p.id],
    index: 'inbox_entries_rating',
  },
}
type Position = { rating: number; createdAt: number; id: string }

export function appNames(ctx: CoreContext, workspaceId: string): Map<string, string> {
  const rows = ctx.db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(eq(apps.workspaceId, workspaceId))
    .all()
  return new Map(rows.map((r) => [r.id, r.name]))
}

/**
 * One page of the inbox, newest first unless another order is asked for, with keyset paging so a page deep in 100,000 reviews
 * costs the same as the first, and reviews arriving meanwhile never shift what comes next.
 * The inner query picks the page from the inbox index alone; reviews are read for shown rows.
 */
export function listInbox(ctx: CoreContext, actor: Actor, input: ListInput): InboxPageDto {
  const sqlite = ctx.db.$client
  const filter = filterFor(ctx, actor, input)
  const where = [...filter.where]
  const params: Param[] = [...filter.params]
  if (input.ids) {
    where.push(`e.review_id IN (${input.ids.map(() => '?').join(', ')})`)
    params.push(...input.ids)
  }
  const sort = input.sort ?? 'newest'
  const order = ORDERS[sort]
  const position = input.cursor ? decodeCursor(input.cursor, sort) : null
  if (position) {
    where.push(order.after)
    params.push(...order.params(position))
  }
  const limit = input.limit + 1

  let total: number | null = null
  let sparse = position?.sparse ?? false
  if (filter.hits && !position) {
    if (input.deferTotal) {
      // Whether the hits are few is known after reading at most SPARSE_SEARCH + 1 of them; only
      // then is the total worth counting here (it joins every hit to its entry).
      sparse =
        countUpTo(sqlite, filter.hits.sql, [filter.hits.param], SPARSE_SEARCH + 1) <= SPARSE_SEARCH
      total = sparse ? countHits(sqlite, actor.workspaceId, filter.hits, where, params) : null
    } else {
      total = countHits(sqlite, actor.workspaceId, filter.hits, where, params)
      sparse = total <= SPARSE_SEARCH
    }
  }
  let rows: Row[]
  if (filter.hits && sparse) {
    // Few hits: read them all and sort (each hit is one rowid lookup).
    rows = page(
      sqlite,
      fromHits(filter.hits.sql),
      where,
      [filter.hits.param, ...params],
      limit,
      order.by,
    )
  } else {
    // Searching with many hits: the walk keeps the entries among them (and leaves out excluded).
    const walk = [...where]
    const walkParams = [...params]
    if (filter.hits) {
      walk.push(`e.entry_id IN (${filter.hits.sql})`)
      walkParams.push(filter.hits.param)
    }
    if (filter.exclude) {
      walk.push(`e.entry_id NOT IN (${FTS_ROWIDS})`)
      walkParams.push(filter.exclude)
    }
    const few =
      filter.narrow !== null &&
      countUpTo(sqlite, filter.narrow.sql, filter.narrow.params, SPARSE_SEARCH + 1) <= SPARSE_SEARCH
    if (filter.narrow && few) {
      // A topic or an assignee with few reviews: read them and sort, rather than walk the whole
      // index for the few it holds.
      const rest = withoutNarrow(filter.narrow, walk, walkParams)
      rows = page(
        sqlite,
        narrowFromSql(filter.narrow.sql),
        rest.where,
        [...filter.narrow.params, ...rest.params],
        limit,
        order.by,
      )
    } else {
      // Walk the index newest first: it stops as soon as a page is full. The flagged reviews are
      // few: their own index serves every order (lowest rating sorts them).
      const index =
        filter.index === 'inbox_entries_flag' ? filter.index : (order.index ?? filter.index)
      const hits = filter.hits
      if (
        hits &&
        !few &&
        readFromHits(sqlite, {
          workspaceId: actor.workspaceId,
          appId: index === 'inbox_entries_app_wide' ? input.appId : undefined,
          language: Boolean(input.language),
          index,
          hits,
          where,
          params,
          limit,
        })
      ) {
        // The hits seldom pass the filter (a word of another language): read them, as when few,
        // and so for the following pages (the cursor keeps `sparse`).
        sparse = true
        rows = page(sqlite, fromHits(hits.sql), where, [hits.param, ...params], limit, order.by)
      } else
        rows = page(
          sqlite,
          `inbox_entries e INDEXED BY ${index}`,
          walk,
          walkParams,
          limit,
          order.by,
        )
    }
    // A few narrowed reviews are counted as cheaply as read; else a costly total may wait.
    const countable = !input.ids
    const cheap = totalIsCheap(filter, countable) || (few && filter.exclude === null)
    if (!position && !filter.hits && (!input.deferTotal || cheap))
      total = countAll(sqlite, actor.workspaceId, filter, where, params, countable)
  }

  const more = rows.length > input.limit
  const shown = more ? rows.slice(0, input.limit) : rows
  const last = shown[shown.length - 1]
  const names = appNames(ctx, actor.workspaceId)
  const now = ctx.clock.now()
  const ids = shown.map((r) => r.id)
  const topics = topicTagsOfReviews(ctx, ids)
  const assignees = assigneesOf(ctx, ids)
  const trackers = trackerStates(ctx, ids)
  return {
    items: shown.map((r) => ({
      ...toItem(r, names, now),
      topics: (topics.get(r.id) ?? []).map((t) => t.topic),
      topicPolarity: Object.fromEntries((topics.get(r.id) ?? []).map((t) => [t.topic, t.polarity])),
      assignee: assignees.get(r.id) ?? null,
      trackerIssue: trackers.get(r.id)?.trackerIssue ?? null,
      fixed: trackers.get(r.id)?.fixed ?? false,
    })),
    nextCursor:
      more && last
        ? encodeCursor({
            sort,
            rating: last.rating,
            createdAt: last.created_at,
            id: last.id,
            sparse,
          })
        : null,
    total,
  }
}

/** A page read from the search hits: each hit is one rowid lookup, and the rows are sorted. */
const fromHits = (hits: string): string =>
  `(${hits}) h CROSS JOIN inbox_entries e ON e.entry_id = h.rowid`

function page(
  sqlite: Database.Database,
  from: string,
  where: string[],
  params: Param[],
  limit: number,
  orderBy: string,
): Row[] {
  return prepared(sqlite, pageSql(from, where, orderBy)).all(...params, limit) as Row[]
}

function toItem(
  r: Row,
  names: Map<string, string>,
  now: number,
): Omit<InboxItemDto, 'topics' | 'topicPolarity' | 'assignee' | 'trackerIssue' | 'fixed'> {
  const reasons = reasonsOf({ reasons: r.reply_reasons })
  return {
    id: r.id,
    appId: r.app_id,
    appName: names.get(r.app_id) ?? '',
    store: r.store,
    rating: r.rating,
    title: r.title,
    excerpt: r.excerpt,
    author: r.author,
    language: r.language,
    territory: r.territory,
    createdAt: r.created_at,
    edited: r.edited === 1,
    unread: r.unread === 1,
    isNew: now - r.first_seen_at < NEW_FOR_MS,
    replyStatus: r.reply_status,
    flag: noteFromReasons(reasons),
    confidence: r.reply_confidence === 'high' ? null : r.reply_confidence,
    confidenceReason:
      r.reply_confidence && r.reply_confidence !== 'high' ? (reasons[0] ?? null) : null,
    needsAnswer: r.needs_answer === 1,
    spam: r.spam === 1,
  }
}
