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
}
