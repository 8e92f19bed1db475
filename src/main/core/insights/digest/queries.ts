/**
 * The digest's review figures as SQL aggregates over one indexed range scan (digest/aggregates.ts),
 * with named parameters: `@appId`, `@start`, `@end`, `@previousStart`, `@baselineStart`.
 */

const inWeek = '(created_at >= @start and created_at < @end)'
const inPrevious = '(created_at >= @previousStart and created_at < @start)'
const inBaseline = '(created_at >= @baselineStart and created_at < @start)'

export const STATS = `
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

export const LANGUAGES = `
  select nullif(${PRIMARY}, '') as language, count(*) as reviews
  from reviews
  where app_id = @appId and created_at >= @start and created_at < @end
  group by 1`
