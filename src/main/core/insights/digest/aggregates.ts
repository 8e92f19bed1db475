/**
 * The digest's review figures as SQL aggregates (kept hourly totals, covering index ranges): a
 * busy app has tens of thousands of reviews in five weeks, which need not become JavaScript objects.
 */
import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'
import { bucketCounts } from '../../dashboard/period-figures'
import { LANGUAGES, UNANSWERED_NEGATIVE } from './queries'

export interface ReviewStats {
  weekCount: number
  weekSum: number
  h1: number
  h2: number
  h3: number
  h4: number
  h5: number
  previousCount: number
  previousSum: number
  baselineCount: number
  baselineSum: number
}

export interface Ranges {
  workspaceId: string
  appId: string
  start: number
  end: number
  previousStart: number
  baselineStart: number
}

/**
 * The week's, the previous week's and the 4-week baseline's counts and star sums from the
 * dashboard's hourly totals (`dashboard_hours`, migration 0016; the hours a boundary cuts from the
 * inbox index): reading five weeks of a busy app's reviews took ~20 ms at a million reviews.
 * The digest's boundaries are whole local hours, so multiples of the index's quarter-hour slots.
 */
export function reviewStats(ctx: CoreContext, ranges: Ranges): ReviewStats {
  const scope = {
    sqlite: ctx.db.$client,
    workspaceId: ranges.workspaceId,
    appId: ranges.appId,
    source: 'aggregates' as const,
  }
  const [early, previous, week] = bucketCounts(scope, [
    ranges.baselineStart,
    ranges.previousStart,
    ranges.start,
    ranges.end,
  ])
  const none = { reviews: 0, sum: 0, stars: [0, 0, 0, 0, 0] }
  const [w, p, e] = [week ?? none, previous ?? none, early ?? none]
  return {
    weekCount: w.reviews,
    weekSum: w.sum,
    h1: w.stars[0] ?? 0,
    h2: w.stars[1] ?? 0,
    h3: w.stars[2] ?? 0,
    h4: w.stars[3] ?? 0,
    h5: w.stars[4] ?? 0,
    previousCount: p.reviews,
    previousSum: p.sum,
    baselineCount: e.reviews + p.reviews,
    baselineSum: e.sum + p.sum,
  }
}

export function languageCounts(
  ctx: CoreContext,
  appId: string,
  start: number,
  end: number,
): { language: string | null; reviews: number }[] {
  return statement(ctx.db, LANGUAGES).all({ appId, start, end }) as {
    language: string | null
    reviews: number
  }[]
}

/** The ids of the week's most liked low ratings without a reply live on the store, in order. */
export function unansweredNegativeIds(
  ctx: CoreContext,
  appId: string,
  start: number,
  end: number,
  limit: number,
): string[] {
  return (
    statement(ctx.db, UNANSWERED_NEGATIVE).all({ appId, start, end, limit }) as { id: string }[]
  ).map((r) => r.id)
}
