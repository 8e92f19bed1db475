/**
 * The SQL of Reply Effect: one statement reads the period's reviews once and returns one row
 * per (dimension, key, group) with counts, sums and the median time to change, so nothing but
 * these few aggregate rows reaches JavaScript, at any number of reviews.
 *
 * Per review (spam left out):
 * - `replied_at`: when its first reply reached the store (as `replies/first-reply.ts`): the
 *   earliest audit move to published/pending_publish that was not a discovery, or the store's own
 *   time of the current reply, whichever is earlier. Null: never replied (the baseline).
 * - `start_at`: `replied_at`, or for an unreplied review when Review Reply first saw it.
 * - `start_rating`: the newest version at or before `start_at` (the rating the reply answered).
 * - `end_rating`: the newest version within the window after `start_at`; a different rating is
 *   a change, `change_ms` the time to the first version with a different rating.
 */

/** One app's range of the kept facts, or one range per app of the workspace. */
export const factsScope = (byApp: boolean): string =>
  byApp
    ? 'f.app_id = @appId AND f.workspace_id = @workspaceId'
    : 'f.app_id IN (SELECT a.id FROM apps a WHERE a.workspace_id = @workspaceId) AND f.workspace_id = @workspaceId'

/** The totals of the per-review rows `d` by (dimension, key, group). */
const CUBE_TOTALS = `-- One row per combination of keys: every total is a sum over these few rows, not over reviews.
cube AS MATERIALIZED (
  SELECT grp, start_rating, drafter_key, template_key, approver_key, language_key, stars_key,
    count(*) AS reviews, count(delta) AS changed,
    coalesce(sum(delta > 0), 0) AS raised, coalesce(sum(delta < 0), 0) AS lowered,
    coalesce(sum(delta), 0) AS delta_sum
  FROM d GROUP BY grp, start_rating, drafter_key, template_key, approver_key, language_key, stars_key
),
-- The baseline's overall figures keep to the ratings the replied reviews started from.
replied_ratings AS (SELECT DISTINCT start_rating FROM cube WHERE grp = 'replied'),
long AS (
  SELECT 'all' AS dimension, '' AS key, grp, reviews, changed, raised, lowered, delta_sum FROM cube
    WHERE grp = 'replied' OR start_rating IN (SELECT start_rating FROM replied_ratings)
  UNION ALL SELECT 'drafter', drafter_key, grp, reviews, changed, raised, lowered, delta_sum FROM cube WHERE grp = 'replied'
  UNION ALL SELECT 'template', template_key, grp, reviews, changed, raised, lowered, delta_sum FROM cube WHERE grp = 'replied'
  UNION ALL SELECT 'approver', approver_key, grp, reviews, changed, raised, lowered, delta_sum FROM cube WHERE grp = 'replied'
  UNION ALL SELECT 'language', language_key, grp, reviews, changed, raised, lowered, delta_sum FROM cube WHERE grp = 'replied'
  UNION ALL SELECT 'stars', stars_key, grp, reviews, changed, raised, lowered, delta_sum FROM cube
),
totals AS (
  SELECT dimension, key, grp, sum(reviews) AS reviews, sum(changed) AS changed, sum(raised) AS raised,
    sum(lowered) AS lowered, CASE WHEN sum(changed) > 0 THEN 1.0 * sum(delta_sum) / sum(changed) END AS average_change
  FROM long GROUP BY dimension, key, grp
),
`

/** The medians of the time to change of the per-review rows `changes`, and the result rows. */
const MEDIANS = `long_changes AS (
  SELECT 'all' AS dimension, '' AS key, grp, change_ms FROM changes
    WHERE grp = 'replied' OR start_rating IN (SELECT start_rating FROM replied_ratings)
  UNION ALL SELECT 'drafter', drafter_key, grp, change_ms FROM changes WHERE grp = 'replied'
  UNION ALL SELECT 'template', template_key, grp, change_ms FROM changes WHERE grp = 'replied'
  UNION ALL SELECT 'approver', approver_key, grp, change_ms FROM changes WHERE grp = 'replied'
  UNION ALL SELECT 'language', language_key, grp, change_ms FROM changes WHERE grp = 'replied'
  UNION ALL SELECT 'stars', stars_key, grp, change_ms FROM changes
),
ranked AS (
  SELECT dimension, key, grp, change_ms,
    row_number() OVER (PARTITION BY dimension, key, grp ORDER BY change_ms) AS rn,
    count(*) OVER (PARTITION BY dimension, key, grp) AS n
  FROM long_changes
),
medians AS (
  SELECT dimension, key, grp, avg(change_ms) AS median_ms FROM ranked
    WHERE rn IN ((n + 1) / 2, (n + 2) / 2) GROUP BY dimension, key, grp
)
SELECT t.dimension, t.key, t.grp, t.reviews, t.changed, t.raised, t.lowered, t.average_change,
  m.median_ms
FROM totals t LEFT JOIN medians m USING (dimension, key, grp)
ORDER BY t.dimension, t.reviews DESC, t.key`

/** Every figure of the per-review rows `d` (the review-by-review read). */
const EFFECT_TOTALS = `${CUBE_TOTALS}-- Medians need each changed review's time: only those (usually few) rows are ranked.
changes AS MATERIALIZED (
  SELECT grp, start_rating, drafter_key, template_key, approver_key, language_key, stars_key, change_ms
  FROM d WHERE change_ms IS NOT NULL
),
${MEDIANS}`

/** Reply Effect's dimensions of `reply_effect_days`, as rows to join the facts with. */
const DIMENSIONS = `(SELECT 'all' AS dimension UNION ALL SELECT 'drafter' UNION ALL SELECT 'template'
  UNION ALL SELECT 'approver' UNION ALL SELECT 'language')`

/** One fact's rows of `reply_effect_days` (joined with DIMENSIONS as `d`). */
const FACT_ROWS = `d.dimension,
    CASE d.dimension WHEN 'all' THEN '' WHEN 'drafter' THEN f.drafter_key WHEN 'template' THEN f.template_key
      WHEN 'approver' THEN f.approver_key ELSE f.language_key END AS key,
    CASE WHEN f.replied_at IS NULL THEN 'baseline' ELSE 'replied' END AS grp,
    CASE WHEN d.dimension = 'all' THEN f.start_rating ELSE 0 END AS start_rating,
    1 AS reviews, f.delta IS NOT NULL AS changed, coalesce(f.delta > 0, 0) AS raised,
    coalesce(f.delta < 0, 0) AS lowered, coalesce(f.delta, 0) AS delta_sum`

/** One app's kept sums, or one range per app of the workspace. */
const daysScope = (byApp: boolean): string =>
  byApp
    ? 'h.app_id = @appId AND h.workspace_id = @workspaceId'
    : 'h.app_id IN (SELECT a.id FROM apps a WHERE a.workspace_id = @workspaceId) AND h.workspace_id = @workspaceId'

/**
 * Reply Effect of a period from the kept sums: its whole weeks [@w0, @w1) from `reply_effect_weeks`,
 * the whole UTC days around them ([@d0, @da) and [@db, @d1)) from `reply_effect_days`, the
 * partial days at its edges ([@e1a, @e1b) and [@e2a, @e2b)) from the
 * facts kept per review (`reply_facts`, scripts/sql/reply-facts.sql). The same rows as
 * `replyEffectFromReviewsSql` but for the medians (and with the replied start ratings).
 */
export function replyEffectSql(byApp: boolean, byStore: boolean): string {
  const factStore = byStore ? 'AND f.store = @store' : ''
  const sumStore = byStore ? 'AND h.store = @store' : ''
  return `
WITH sums AS MATERIALIZED (
  SELECT dimension, key, grp, start_rating, sum(reviews) AS reviews, sum(changed) AS changed,
    sum(raised) AS raised, sum(lowered) AS lowered, sum(delta_sum) AS delta_sum
  FROM (
    SELECT h.dimension, h.key, h.grp, h.start_rating, h.reviews, h.changed, h.raised, h.lowered, h.delta_sum
      FROM reply_effect_weeks h WHERE ${daysScope(byApp)} AND h.week >= @w0 AND h.week < @w1 ${sumStore}
    UNION ALL
    SELECT h.dimension, h.key, h.grp, h.start_rating, h.reviews, h.changed, h.raised, h.lowered, h.delta_sum
      FROM reply_effect_days h WHERE ${daysScope(byApp)} AND h.day >= @d0 AND h.day < @da ${sumStore}
    UNION ALL
    SELECT h.dimension, h.key, h.grp, h.start_rating, h.reviews, h.changed, h.raised, h.lowered, h.delta_sum
      FROM reply_effect_days h WHERE ${daysScope(byApp)} AND h.day >= @db AND h.day < @d1 ${sumStore}
    UNION ALL
    SELECT ${FACT_ROWS} FROM reply_facts f, ${DIMENSIONS} d WHERE ${factsScope(byApp)}
      AND f.created_at >= @e1a AND f.created_at < @e1b ${factStore}
      AND (d.dimension = 'all' OR f.replied_at IS NOT NULL)
    UNION ALL
    SELECT ${FACT_ROWS} FROM reply_facts f, ${DIMENSIONS} d WHERE ${factsScope(byApp)}
      AND f.created_at >= @e2a AND f.created_at < @e2b ${factStore}
      AND (d.dimension = 'all' OR f.replied_at IS NOT NULL)
  ) GROUP BY dimension, key, grp, start_rating
),
-- The baseline's overall figures keep to the ratings the replied reviews started from.
replied_ratings AS (SELECT DISTINCT start_rating FROM sums WHERE dimension = 'all' AND grp = 'replied'),
long AS (
  SELECT 'all' AS dimension, '' AS key, grp, reviews, changed, raised, lowered, delta_sum FROM sums
    WHERE dimension = 'all' AND (grp = 'replied' OR start_rating IN (SELECT start_rating FROM replied_ratings))
  UNION ALL SELECT dimension, key, grp, reviews, changed, raised, lowered, delta_sum FROM sums WHERE dimension <> 'all'
  UNION ALL SELECT 'stars', CASE WHEN start_rating <= 2 THEN '1-2' WHEN start_rating = 3 THEN '3' ELSE '4-5' END,
    grp, reviews, changed, raised, lowered, delta_sum FROM sums WHERE dimension = 'all'
),
totals AS (
  SELECT dimension, key, grp, sum(reviews) AS reviews, sum(changed) AS changed, sum(raised) AS raised,
    sum(lowered) AS lowered, CASE WHEN sum(changed) > 0 THEN 1.0 * sum(delta_sum) / sum(changed) END AS average_change
  FROM long GROUP BY dimension, key, grp
)
-- The medians are worked out from the changed reviews (effectChangesSql) by the caller, which
-- needs the replied reviews' start ratings for the 'all' rows: returned as '~rating' rows.
SELECT t.dimension, t.key, t.grp, t.reviews, t.changed, t.raised, t.lowered, t.average_change,
  NULL AS median_ms FROM totals t
UNION ALL SELECT '~rating', start_rating, 'replied', 0, 0, 0, 0, NULL, NULL FROM replied_ratings
ORDER BY 1, 4 DESC, 2`
}

/**
 * The changed reviews of the period (usually few) with their keys and time to change, for the
 * medians: the partial index of the kept facts that changed.
 */
export function effectChangesSql(byApp: boolean, byStore: boolean): string {
  return `SELECT CASE WHEN f.replied_at IS NULL THEN 'baseline' ELSE 'replied' END AS grp, f.start_rating,
    f.drafter_key, f.template_key, f.approver_key, f.language_key, f.change_ms
  FROM reply_facts f INDEXED BY reply_facts_changes WHERE ${factsScope(byApp)}
    AND f.created_at >= @since AND f.created_at < @until AND f.change_ms IS NOT NULL
    ${byStore ? 'AND f.store = @store' : ''}`
}

/**
 * The review-by-review read (the tests' reference for the kept facts): every review's first
 * reply and ratings worked out again. `byStore` adds the store condition.
 */
export function replyEffectFromReviewsSql(byApp: boolean, byStore: boolean): string {
  const from = byApp
    ? 'reviews r INDEXED BY reviews_app_created WHERE r.app_id = @appId AND r.workspace_id = @workspaceId'
    : 'reviews r INDEXED BY reviews_workspace_created WHERE r.workspace_id = @workspaceId'
  return `
WITH scope AS (
  -- Most reviews are never edited: one primary-key probe says whether to look at versions at all
  -- (the newest version is always the review's current rating).
  SELECT r.id, r.language, r.first_seen_at, r.rating,
    EXISTS (SELECT 1 FROM review_revisions v WHERE v.review_id = r.id AND v.seq = 2) AS revised
  FROM ${from}
    AND r.created_at >= @since AND r.created_at < @until AND r.spam_reason IS NULL
    ${byStore ? 'AND r.store = @store' : ''}
),
sent AS MATERIALIZED (
  SELECT s.*, p.source, p.drafter, p.template_id, p.approved_by_user_id,
    -- Only reviews with a reply can have a reply event: the others skip the lookup.
    CASE WHEN p.id IS NOT NULL THEN
      (SELECT min(ev.at) FROM reply_events ev WHERE ev.review_id = s.id
          AND ev.to_status IN ('published', 'pending_publish') AND ev.action <> 'found_on_store') END AS logged_at,
    p.published_at AS shown_at
  FROM scope s LEFT JOIN replies p ON p.review_id = s.id
),
-- Materialized at each step so every correlated lookup runs once per review, not once per use.
started AS MATERIALIZED (
  SELECT x.*, min(coalesce(x.logged_at, x.shown_at), coalesce(x.shown_at, x.logged_at)) AS replied_at,
    coalesce(min(coalesce(x.logged_at, x.shown_at), coalesce(x.shown_at, x.logged_at)), x.first_seen_at) AS start_at
  FROM sent x
),
rated AS MATERIALIZED (
  SELECT y.*,
    CASE WHEN y.revised THEN coalesce(
      (SELECT v.rating FROM review_revisions v WHERE v.review_id = y.id
          AND v.at <= y.start_at ORDER BY v.at DESC, v.seq DESC LIMIT 1),
      (SELECT v.rating FROM review_revisions v WHERE v.review_id = y.id ORDER BY v.seq LIMIT 1)
    ) ELSE y.rating END AS start_rating,
    CASE WHEN y.revised THEN
      (SELECT v.rating FROM review_revisions v WHERE v.review_id = y.id
          AND v.at > y.start_at AND v.at <= y.start_at + @window
        ORDER BY v.at DESC, v.seq DESC LIMIT 1) END AS end_rating
  FROM started y
),
d AS MATERIALIZED (
  SELECT CASE WHEN z.replied_at IS NULL THEN 'baseline' ELSE 'replied' END AS grp,
    z.start_rating,
    CASE WHEN z.end_rating <> z.start_rating THEN z.end_rating - z.start_rating END AS delta,
    CASE WHEN z.end_rating <> z.start_rating THEN
      (SELECT min(v.at) FROM review_revisions v WHERE v.review_id = z.id AND v.at > z.start_at
          AND v.at <= z.start_at + @window AND v.rating <> z.start_rating) - z.start_at END AS change_ms,
    CASE WHEN z.source = 'external' THEN 'external' WHEN z.source = 'edited' THEN 'person'
         WHEN z.drafter = 'model' THEN 'model' ELSE 'builtin' END AS drafter_key,
    coalesce(z.template_id, '') AS template_key,
    CASE WHEN z.source = 'external' THEN 'external' WHEN z.approved_by_user_id IS NULL THEN 'auto'
         ELSE z.approved_by_user_id END AS approver_key,
    coalesce(nullif(lower(CASE WHEN instr(z.language, '-') > 0
         THEN substr(z.language, 1, instr(z.language, '-') - 1) ELSE z.language END), ''), 'unknown') AS language_key,
    CASE WHEN z.start_rating <= 2 THEN '1-2' WHEN z.start_rating = 3 THEN '3' ELSE '4-5' END AS stars_key
  FROM rated z
),
${EFFECT_TOTALS}`
}

/** Names of the templates and members a breakdown names (a few ids, never the reviews). */
export const TEMPLATE_NAMES = `SELECT id, name FROM reply_templates WHERE workspace_id = ? AND id IN (SELECT value FROM json_each(?))`
export const MEMBER_NAMES = `SELECT u.id, coalesce(nullif(u.name, ''), u.email) AS name FROM users u
  WHERE u.id IN (SELECT value FROM json_each(?))`
