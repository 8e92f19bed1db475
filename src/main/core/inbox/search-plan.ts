/**
 * A search with many hits and a language filter: read the page from the hits, or walk the index?
 *
 * The walk (newest first, say) stops once a page is full, so it is cheap while the hits are dense
 * among the filtered reviews. When the filter and the words rarely meet — an English word with
 * the German reviews, say — it walks the whole index for nothing (120 ms at a million reviews),
 * while looking up each hit costs a few times a step of the walk per hit (issue 31). Which way
 * wins depends on the data, not on the filter's shape: the words and the filter are correlated
 * (a word belongs to a language), so their sizes alone cannot tell. This looks at a sample of
 * the hits instead, then counts them (bounded) only when the sample says the walk may be long.
 * Both ways return the same rows in the same order: only the cost differs.
 */
import type Database from 'better-sqlite3'
import { prepared } from '../db/statements'
import type { InboxIndex } from './filter-sql'
import { countUpTo } from './total'
import { APP_ENTRIES, sampleHitsSql, WORKSPACE_ENTRIES } from './queries'

type Param = string | number

/** Hits looked up to see how many pass the filter (about 1 ms). */
const SAMPLE = 1000
/** A sample with this many passing hits is dense enough: the walk fills a page soon. */
const DENSE = 10
/** Reading more hits than this costs more than the inbox's 100 ms, whatever a walk would cost. */
const MOST_HITS = 100_000
/** A hit looked up costs about this many steps of an index walk (measured at a million). */
const LOOKUP_STEPS = 5
/** The indexes a walk may cross end to end; the status and flag ones hold few reviews. */
const LONG_WALKS = new Set<InboxIndex>([
  'inbox_entries_wide',
  'inbox_entries_app_wide',
  'inbox_entries_rating',
])

interface SearchWalk {
  workspaceId: string
  /** The walked index is this app's (`inbox_entries_app_wide`). */
  appId: string | undefined
  index: InboxIndex
  /**
   * The filter names a language: the one a search's words are tied to. Without one the walk is
   * kept, unsampled: starting a prefix search's sample costs about its whole hit list (5–8 ms
   * for "crash*" at a million), for nothing where hits and filter are not tied.
   */
  language: boolean
  hits: { sql: string; param: string }
  /** The page's conditions over `e` (filter, cursor), without the hits. */
  where: string[]
  params: Param[]
  limit: number
}

/**
 * True when reading every hit and sorting those that pass costs less than the walk is expected
 * to: few hits pass the filter (from the sample) and the hits are not too many to read.
 */
export function readFromHits(sqlite: Database.Database, walk: SearchWalk): boolean {
  if (!walk.language || !LONG_WALKS.has(walk.index)) return false
  const sampled = prepared(sqlite, sampleHitsSql(walk.hits.sql, walk.where)).get(
    walk.hits.param,
    SAMPLE,
    ...walk.params,
  ) as { n: number }
  if (sampled.n >= DENSE) return false
  const hits = countUpTo(sqlite, walk.hits.sql, [walk.hits.param], MOST_HITS + 1)
  if (hits > MOST_HITS) return false
  const reviews = (
    walk.appId
      ? prepared(sqlite, APP_ENTRIES).get(walk.workspaceId, walk.appId)
      : prepared(sqlite, WORKSPACE_ENTRIES).get(walk.workspaceId)
  ) as { n: number }
  // The walk visits about `limit` / (passing hits per review) reviews, all of them at most.
  const passing = (Math.max(sampled.n, 0.5) / Math.min(SAMPLE, hits)) * hits
  const walked = Math.min(reviews.n, (walk.limit * reviews.n) / passing)
  return hits * LOOKUP_STEPS < walked
}
