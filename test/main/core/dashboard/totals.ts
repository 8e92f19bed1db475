/** The dashboard's running totals next to a count from scratch (aggregates and migration tests). */
import type Database from 'better-sqlite3'
import { expect } from 'vitest'

/** The totals as they are, and as a count over every review would make them now. */
export function totalsAndScratch(sqlite: Database.Database) {
  const read = (sql: string) => sqlite.prepare(sql).all()
  return {
    hours: read('SELECT * FROM dashboard_hours ORDER BY workspace_id, app_id, hour, store'),
    hoursFromScratch: read(`
      SELECT workspace_id, app_id, created_at / 3600000 AS hour, store, count(*) AS n,
        sum(rating = 1) AS s1, sum(rating = 2) AS s2, sum(rating = 3) AS s3, sum(rating = 4) AS s4,
        sum(rating = 5) AS s5, sum(reply_status IN ('published', 'pending_publish')) AS answered,
        sum(reply_status IN ('none', 'draft', 'failed') AND flag IS NOT 'spam') AS needs_reply
      FROM inbox_entries GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
    languages: read(
      'SELECT * FROM dashboard_language_days ORDER BY workspace_id, app_id, day, language',
    ),
    languagesFromScratch: read(`
      SELECT workspace_id, app_id, created_at / 86400000 AS day, coalesce(language, '-') AS language,
        count(*) AS n
      FROM inbox_entries GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
    topics: read('SELECT * FROM dashboard_topic_days ORDER BY workspace_id, app_id, day, topic'),
    topicsFromScratch: read(`
      SELECT workspace_id, app_id, created_at / 86400000 AS day, topic, count(*) AS n,
        sum(polarity < 0) AS neg, sum(polarity > 0) AS pos
      FROM review_topics GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
    versions: read(
      'SELECT * FROM dashboard_version_days ORDER BY workspace_id, app_id, day, store, version, territory',
    ),
    versionsFromScratch: read(`
      SELECT workspace_id, app_id, created_at / 86400000 AS day, store,
        coalesce(nullif(trim(app_version), ''), '') AS version,
        coalesce(nullif(upper(trim(territory)), ''), '') AS territory, count(*) AS n,
        sum(rating) AS sum, sum(rating <= 2) AS low, max(created_at) AS latest
      FROM reviews GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`),
    waits: read('SELECT * FROM reply_waits ORDER BY review_id'),
    waitsFromScratch: read(`
      SELECT e.review_id, e.workspace_id, e.app_id, e.created_at,
        max(0, coalesce(coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END) - e.created_at, 0)) AS wait,
        coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END) AS sent_at
      FROM inbox_entries e JOIN replies p ON p.review_id = e.review_id
      WHERE p.status IN ('published', 'pending_publish') ORDER BY e.review_id`),
    ...replyFactsAndScratch(sqlite),
  }
}

/**
 * The per-review reply facts (scripts/sql/reply-facts.sql) as kept, and as working every
 * review out again makes them now (done in a savepoint that is rolled back).
 */
export function replyFactsAndScratch(sqlite: Database.Database) {
  const read = () => sqlite.prepare('SELECT * FROM reply_facts ORDER BY review_id').all()
  const all = (sql: string) => sqlite.prepare(sql).all()
  const facts = read()
  const speedDays = all('SELECT * FROM reply_speed_days ORDER BY app_id, day, store')
  const effectDays = all(
    'SELECT * FROM reply_effect_days ORDER BY app_id, day, store, dimension, key, grp, start_rating',
  )
  const effectWeeks = all(
    'SELECT * FROM reply_effect_weeks ORDER BY app_id, week, store, dimension, key, grp, start_rating',
  )
  sqlite.exec('SAVEPOINT scratch')
  try {
    sqlite.exec('DELETE FROM reply_facts; INSERT INTO reply_facts_due SELECT id FROM reviews')
    return {
      facts,
      factsFromScratch: read(),
      speedDays,
      speedDaysFromScratch: all(`
        SELECT app_id, created_at / 86400000 AS day, store, workspace_id, count(*) AS reviews,
          count(wait) AS replied, coalesce(sum(wait <= 86400000), 0) AS within_day
        FROM reply_facts GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3`),
      effectDays,
      effectDaysFromScratch: all(effectSumsFromScratch('day', 86400000)),
      effectWeeks,
      effectWeeksFromScratch: all(effectSumsFromScratch('week', 604800000)),
    }
  } finally {
    sqlite.exec('ROLLBACK TO scratch; RELEASE scratch')
  }
}

export function expectExact(sqlite: Database.Database): void {
  const s = totalsAndScratch(sqlite)
  expect(s.hours.length).toBeGreaterThan(0)
  expect(s.hours).toEqual(s.hoursFromScratch)
  expect(s.languages).toEqual(s.languagesFromScratch)
  expect(s.topics).toEqual(s.topicsFromScratch)
  expect(s.versions).toEqual(s.versionsFromScratch)
  expect(s.waits.length).toBeGreaterThan(0)
  expect(s.waits).toEqual(s.waitsFromScratch)
  expect(s.facts.length).toBeGreaterThan(0)
  expect(s.facts).toEqual(s.factsFromScratch)
  expect(s.speedDays).toEqual(s.speedDaysFromScratch)
  expect(s.effectDays).toEqual(s.effectDaysFromScratch)
  expect(s.effectWeeks).toEqual(s.effectWeeksFromScratch)
}

/** Reply Effect's kept sums counted again from `reply_facts`, per day or per week. */
function effectSumsFromScratch(bucket: 'day' | 'week', ms: number): string {
  return `
    SELECT f.app_id, f.created_at / ${ms} AS ${bucket}, f.store, d.dimension,
      CASE d.dimension WHEN 'all' THEN '' WHEN 'drafter' THEN f.drafter_key WHEN 'template' THEN f.template_key
        WHEN 'approver' THEN f.approver_key ELSE f.language_key END AS key,
      CASE WHEN f.replied_at IS NULL THEN 'baseline' ELSE 'replied' END AS grp,
      CASE WHEN d.dimension = 'all' THEN f.start_rating ELSE 0 END AS start_rating, f.workspace_id,
      count(*) AS reviews, count(f.delta) AS changed, coalesce(sum(f.delta > 0), 0) AS raised,
      coalesce(sum(f.delta < 0), 0) AS lowered, coalesce(sum(f.delta), 0) AS delta_sum
    FROM reply_facts f, (SELECT 'all' AS dimension UNION ALL SELECT 'drafter' UNION ALL SELECT 'template'
      UNION ALL SELECT 'approver' UNION ALL SELECT 'language') d
    WHERE d.dimension = 'all' OR f.replied_at IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7`
}
