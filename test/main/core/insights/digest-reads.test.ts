/**
 * The weekly digest's week figures from the dashboard's hourly totals and its language counts and
 * unanswered low ratings from the inbox index (digest/aggregates.ts) equal the same reads over the
 * reviews and their replies (the reads they replaced, kept here as the reference) over varied data: odd language tags (case, `_`,
 * leading spaces, a bare `-`, empty, unknown), replies of every status, spam, liked-count ties,
 * a second app, and after replies change status or go and languages change.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  languageCounts,
  reviewStats,
  unansweredNegativeIds,
} from '../../../../src/main/core/insights/digest/aggregates'
import {
  LANGUAGES as LANGUAGES_SQL,
  UNANSWERED_NEGATIVE,
} from '../../../../src/main/core/insights/digest/queries'
import { DAY, HOUR } from '../../../../src/main/core/insights/time/zoned'
import { createTestCore, type TestCore } from '../../../support/core'
import { addApp, insertReply, insertReviews, prng, type TestApp } from './support'

let t: TestCore | undefined
afterEach(() => {
  t?.core.close()
  t = undefined
})

const NOW = Date.UTC(2026, 10, 9, 8)
const LANGUAGES = [
  'en',
  'en-US',
  'EN_gb',
  ' fr',
  'fr ',
  'de-',
  '-x',
  '',
  null,
  'pt_BR',
  ' ',
  'zh-Hant-TW',
]
const STATUSES = [
  'draft',
  'approved',
  'published',
  'pending_publish',
  'failed',
  'dismissed',
] as const

/** The reads over the reviews table the kept totals and inbox-index reads replaced. */
const inWeek = '(created_at >= @start and created_at < @end)'
const inPrevious = '(created_at >= @previousStart and created_at < @start)'
const inBaseline = '(created_at >= @baselineStart and created_at < @start)'
const REFERENCE_STATS = `
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
const REFERENCE_LANGUAGES = `
  select nullif(lower(trim(case when instr(replace(language, '_', '-'), '-') > 0
    then substr(language, 1, instr(replace(language, '_', '-'), '-') - 1) else language end)), '') as language,
    count(*) as reviews
  from reviews where app_id = @appId and created_at >= @start and created_at < @end group by 1`
const REFERENCE_UNANSWERED = `
  select r.id from reviews r left join replies p on p.review_id = r.id
  where r.app_id = @appId and r.created_at >= @start and r.created_at < @end and r.rating <= 2
    and (p.id is null or p.status not in ('published', 'pending_publish'))
  order by coalesce(r.thumbs_up, 0) desc, r.created_at desc, r.id desc limit @limit`

function seed(t: TestCore, apps: TestApp[], random: () => number): string[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const ids: string[] = []
  for (const app of apps) {
    const reviewIds = insertReviews(
      t.core,
      app,
      Array.from({ length: 500 }, () => ({
        rating: 1 + Math.floor(random() * 5),
        // Over the baseline's weeks too; some on whole hours (on boundaries, and tied).
        createdAt: ((at: number) => (random() < 0.3 ? Math.floor(at / HOUR) * HOUR : at))(
          NOW - Math.floor(random() * 50 * DAY),
        ),
        language: pick(LANGUAGES),
        thumbsUp: pick([null, 0, 1, 2, 5]),
      })),
    )
    for (const id of reviewIds)
      if (random() < 0.5) insertReply(t.core, id, pick(STATUSES), random() < 0.5 ? NOW : null)
    ids.push(...reviewIds)
  }
  const sqlite = t.core.db.$client
  for (const id of ids)
    if (random() < 0.05)
      sqlite.prepare("UPDATE reviews SET spam_reason = 'links' WHERE id = ?").run(id)
  return ids
}

function expectSameReads(t: TestCore, apps: TestApp[]): number {
  const sqlite = t.core.db.$client
  let unanswered = 0
  const periods: [number, number][] = [
    [NOW - 7 * DAY, NOW],
    [NOW - 14 * DAY - 5.5 * HOUR, NOW - 7 * DAY - 5.5 * HOUR],
    [NOW - 21 * DAY, NOW + DAY],
    [NOW - 3 * HOUR, NOW - HOUR],
  ]
  const byLanguage = (a: { language: string | null }, b: { language: string | null }) =>
    String(a.language).localeCompare(String(b.language))
  for (const { appId } of apps)
    for (const [start, end] of periods) {
      // The digest's weeks: whole local hours, here of zones a quarter and half hour off UTC.
      for (const offset of [0, 5.75 * HOUR, -3.5 * HOUR]) {
        const week = { start: start + offset, end: start + offset + 7 * DAY }
        const ranges = {
          appId,
          ...week,
          previousStart: week.start - 7 * DAY,
          baselineStart: week.start - 28 * DAY,
        }
        expect(reviewStats(t.core, { workspaceId: t.workspaceId, ...ranges })).toEqual(
          sqlite.prepare(REFERENCE_STATS).get(ranges),
        )
      }
      const kept = languageCounts(t.core, appId, start, end).sort(byLanguage)
      const reference = (
        sqlite.prepare(REFERENCE_LANGUAGES).all({ appId, start, end }) as {
          language: string | null
          reviews: number
        }[]
      ).sort(byLanguage)
      expect(kept).toEqual(reference)
      for (const limit of [5, 1000]) {
        const ids = unansweredNegativeIds(t.core, appId, start, end, limit)
        const want = (
          sqlite.prepare(REFERENCE_UNANSWERED).all({ appId, start, end, limit }) as { id: string }[]
        ).map((r) => r.id)
        expect(ids).toEqual(want)
        if (limit === 1000) unanswered += ids.length
      }
    }
  return unanswered
}

describe('digest reads from the inbox index', () => {
  it('equal the reads over the reviews and replies, through changes', async () => {
    t = await createTestCore()
    const apps = [
      await addApp(t, 'Notes', NOW - 60 * DAY),
      await addApp(t, 'Other', NOW - 60 * DAY),
    ]
    const random = prng(31)
    const ids = seed(t, apps, random)
    // Languages beyond "unknown" and several unanswered low ratings are compared.
    expect(
      languageCounts(t.core, apps[0]?.appId ?? '', NOW - 21 * DAY, NOW + DAY).length,
    ).toBeGreaterThan(4)
    expect(expectSameReads(t, apps)).toBeGreaterThan(50)

    // Replies published, sent back to draft or removed, and languages changed.
    const sqlite = t.core.db.$client
    for (const id of ids) {
      const x = random()
      if (x < 0.1)
        sqlite.prepare("UPDATE replies SET status = 'published' WHERE review_id = ?").run(id)
      else if (x < 0.2)
        sqlite.prepare("UPDATE replies SET status = 'draft' WHERE review_id = ?").run(id)
      else if (x < 0.25) sqlite.prepare('DELETE FROM replies WHERE review_id = ?').run(id)
      else if (x < 0.3)
        sqlite.prepare('UPDATE reviews SET language = ? WHERE id = ?').run(' DE_at', id)
    }
    expect(expectSameReads(t, apps)).toBeGreaterThan(50)
  })
})

describe('digest read plans', () => {
  it('walk the week in the covering inbox index and read only the reviews listed', async () => {
    t = await createTestCore()
    const plan = (sql: string) =>
      (
        t?.core.db.$client
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all({ appId: 'app_1', start: 0, end: 1, limit: 5 }) as { detail: string }[]
      ).map((r) => r.detail)
    const range =
      'USING COVERING INDEX inbox_entries_app_wide (app_id=? AND created_at>? AND created_at<?)'
    expect(plan(LANGUAGES_SQL)).toContain(`SEARCH inbox_entries ${range}`)
    const unanswered = plan(UNANSWERED_NEGATIVE)
    expect(unanswered).toContain(`SEARCH e ${range}`)
    expect(unanswered).toContain('SEARCH r USING INDEX sqlite_autoindex_reviews_1 (id=?)')
    expect(unanswered.filter((l) => l.startsWith('SCAN'))).toEqual([])
  })
})
