/**
 * The digest's review figures as SQL aggregates over one indexed range scan: a busy app has tens
 * of thousands of reviews in five weeks, which need not become JavaScript objects.
 */
import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'
import { LANGUAGES, STATS, UNANSWERED_NEGATIVE } from './queries'

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
  appId: string
  start: number
  end: number
  previousStart: number
  baselineStart: number
}

export function reviewStats(ctx: CoreContext, ranges: Ranges): ReviewStats {
  return statement(ctx.db, STATS).get(ranges) as ReviewStats
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
