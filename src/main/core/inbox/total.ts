/**
 * The inbox's total: how many reviews match a filter, counted apart from the page so the list
 * never waits for it (`reviews.total`), or beside it where that is cheap.
 */
import type Database from 'better-sqlite3'
import type { InboxTotalDto } from '../../../shared/dto/inbox'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { withoutNarrow, type FilterSql, type InboxFilter } from './filter-sql'
import { filterFor } from './filter-for'
import {
  countHitsSql,
  countUpToSql,
  countHitsWhereSql,
  countIndexSql,
  countNarrowSql,
  countSumSql,
  FTS_ROWIDS,
  HOLDS_EVERYTHING,
} from './queries'

type Param = string | number

/** How many reviews match `input` (`reviews.total`). */
export function inboxTotal(ctx: CoreContext, actor: Actor, input: InboxFilter): InboxTotalDto {
  const sqlite = ctx.db.$client
  const filter = filterFor(ctx, actor, input)
  const total = filter.hits
    ? countHits(sqlite, actor.workspaceId, filter.hits, filter.where, filter.params)
    : countAll(sqlite, actor.workspaceId, filter, filter.where, filter.params, true)
  return { total }
}

/**
 * True when the total is a sum over the running counts (a few hundred rows whatever the
 * inbox's size): worth answering with the page. Anything else may visit a row per match.
 */
export const totalIsCheap = (filter: FilterSql, countable: boolean): boolean =>
  countable && filter.countable && filter.exclude === null

/** Search hits, or a topic's reviews, alone: reading no more than `cap` of them. */
export function countUpTo(
  sqlite: Database.Database,
  rows: string,
  params: Param[],
  cap: number,
): number {
  return (prepared(sqlite, countUpToSql(rows)).get(...params, cap) as { n: number }).n
}

/**
 * True when every review of the installation is in this workspace (the usual single-workspace
 * case): a search alone is then counted by the full-text index without touching any row.
 */
function holdsEverything(sqlite: Database.Database, workspaceId: string): boolean {
  const row = prepared(sqlite, HOLDS_EVERYTHING).get(workspaceId) as { yes: number }
  return row.yes === 1
}

/** Search hits that also pass the other conditions. */
export function countHits(
  sqlite: Database.Database,
  workspaceId: string,
  hits: { sql: string; param: string },
  where: string[],
  params: Param[],
): number {
  if (where.length === 1 && holdsEverything(sqlite, workspaceId)) {
    return (prepared(sqlite, countHitsSql(hits.sql)).get(hits.param) as { n: number }).n
  }
  return (
    prepared(sqlite, countHitsWhereSql(hits.sql, where)).get(hits.param, ...params) as { n: number }
  ).n
}

/** Reviews passing the conditions: from the running counts when they allow, else an index walk. */
export function countAll(
  sqlite: Database.Database,
  workspaceId: string,
  filter: FilterSql,
  where: string[],
  params: Param[],
  countable: boolean,
): number {
  let n: number
  if (countable && filter.countable) {
    n = (prepared(sqlite, countSumSql(where)).get(...params) as { n: number }).n
  } else if (filter.narrow) {
    // A topic or "assigned to me": count from its own index, one entry lookup per review.
    const rest = withoutNarrow(filter.narrow, where, params)
    n = (
      prepared(sqlite, countNarrowSql(filter.narrow.sql, rest.where)).get(
        ...filter.narrow.params,
        ...rest.params,
      ) as { n: number }
    ).n
  } else {
    n = (prepared(sqlite, countIndexSql(filter.index, where)).get(...params) as { n: number }).n
  }
  // "-word" alone: everything else, so count the excluded hits and subtract.
  if (filter.exclude)
    n -= countHits(sqlite, workspaceId, { sql: FTS_ROWIDS, param: filter.exclude }, where, params)
  return n
}
