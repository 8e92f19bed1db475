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

// Per primary language subtag, from the inbox index (covering): `inbox_entries.language` is the
// subtag lower-cased, null when unknown (migrations 0001/0008), so the digest's trimmed subtag
// (en-US, en_GB and EN all count as "en") is that trimmed. The reviews table needed a row read per
// review: 30 ms for a busy app's week at a million reviews, 3 ms here.
export const LANGUAGES = `
  select nullif(trim(language), '') as language, count(*) as reviews
  from inbox_entries
  where app_id = @appId and created_at >= @start and created_at < @end
  group by 1`

// The week's most liked low ratings without a reply live on the store: the inbox index filters
// them (rating, reply status) without reading each review; only those are read and ordered.
export const UNANSWERED_NEGATIVE = `
  select r.id from reviews r
  where r.id in (
    select e.review_id from inbox_entries e
    where e.app_id = @appId and e.created_at >= @start and e.created_at < @end and e.rating <= 2
      and e.reply_status not in ('published', 'pending_publish'))
  order by coalesce(r.thumbs_up, 0) desc, r.created_at desc, r.id desc
  limit @limit`
