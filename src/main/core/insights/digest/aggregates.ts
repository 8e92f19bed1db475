/**
 * The digest's review figures as SQL aggregates over one indexed range scan: a busy app has tens
 * of thousands of reviews in five weeks, which need not become JavaScript objects.
 */
import type { CoreContext } from '../../context'
import { prepared } from '../sql'

const inWeek = '(created_at >= @start and created_at < @end)'
const inPrevious = '(created_at >= @previousStart and created_at < @start)'
const inBaseline = '(created_at >= @baselineStart and created_at < @start)'

const STATS = `
  select
    coalesce(sum(${inWeek}), 0) as weekCount,
    coalesce(sum(case when ${inWeek} then rating end), 0) as weekSum,
    coalesce(sum(${inWeek} and rating = 1), 0) as h1,
    coalesce(sum(${inWeek} and rating = 2), 0) as h2,
    coalesce(sum(${inWeek} and rating = 3), 0) as h3,
    coalesce(sum(${inWeek} and rating = 4), 0) as h4,
    coalesce(sum(${inWeek} and rating = 5), 0) as h5,
    coalesce(sum(${inPrevious}), 0) as previousCount,
    coalesce(sum(case when ${inPrevious} then rating end), 0) as previousSum,
    coalesce(sum(${inBaseline}), 0) as baselineCount,
    coalesce(sum(case when ${inBaseline} then rating end), 0) as baselineSum
  from reviews
  where app_id = @appId and created_at >= @baselineStart and created_at < @end`

// Primary language subtag, lower-cased: en-US, en_GB and EN all count as "en".
const PRIMARY = `lower(trim(case when instr(replace(language, '_', '-'), '-') > 0
  then substr(language, 1, instr(replace(language, '_', '-'), '-') - 1) else language end))`

const LANGUAGES = `
  select nullif(${PRIMARY}, '') as language, count(*) as reviews
  from reviews
  where app_id = @appId and created_at >= @start and created_at < @end
  group by 1`

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
  return prepared(ctx, STATS).get(ranges) as ReviewStats
}

export function languageCounts(
  ctx: CoreContext,
  appId: string,
  start: number,
  end: number,
): { language: string | null; reviews: number }[] {
  return prepared(ctx, LANGUAGES).all({ appId, start, end }) as {
    language: string | null
    reviews: number
  }[]
}
