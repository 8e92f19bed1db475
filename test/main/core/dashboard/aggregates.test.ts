/**
 * The dashboard's running totals (scripts/sql/dashboard-aggregates.sql, issue 31) stay equal to
 * a count from scratch through everything that changes reviews: a sync, a Play report import,
 * an edited review (new rating, new language), replies drafted, published, failed and deleted,
 * a review marked as spam, deleted reviews and a removed app. And the dashboard read from them
 * shows exactly what it shows read review by review from the inbox index, in zones a whole, a
 * half and three quarters of an hour off UTC, across daylight-saving changes.
 */
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { appDashboard } from '../../../../src/main/core/dashboard/app-dashboard'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { replies, reviews, storeListings } from '../../../../src/main/core/db/schema'
import { replyFigures } from '../../../../src/main/core/insights/reply-figures'
import { replySpeed } from '../../../../src/main/core/insights/reply-speed/compute'
import { setReplySpeedSettings } from '../../../../src/main/core/insights/reply-speed/settings'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import { reportBytes } from '../../../../src/main/simulators/google-play/report'
import { createTestCore, type TestCore } from '../../../support/core'
import { importReport, PKG, playFixture, type PlayFixture } from '../history/support'
import { DAY, HOUR, seedApp, type SeedReview } from '../inbox/seed'
import { expectExact, totalsAndScratch } from './totals'

let t: TestCore | undefined
let f: PlayFixture | undefined
afterEach(async () => {
  t?.core.close()
  t = undefined
  if (f) {
    f.t.core.close()
    await f.close()
    f = undefined
  }
})

/** Runs the topic worker until every review's topics are read. */
function readAllTopics(t: TestCore): void {
  while (detectDueTopics(t.core) > 0);
}

/** A deterministic spread of reviews: every star, a dozen languages, replies in every state. */
function spread(count: number, seed: number, maxHoursAgo: number): SeedReview[] {
  const languages = ['en-US', 'en', 'de', 'fr_FR', 'ja', 'pt-BR', 'zh', null, 'es', 'ko']
  const versions = ['4.2.0', '4.1.0', ' 4.2.0 ', '', null, '3.9']
  const territories = ['US', 'de', ' fr ', '', null, 'JP', 'BR']
  const bodies = [
    'The app crashes every time I open it',
    'Love the new design, very fast',
    'Login does not work after the update',
    'Too expensive, the subscription should be cheaper',
    'Sync between my phone and tablet is slow',
    'Fine',
  ]
  const states = [undefined, undefined, 'draft', 'published', 'pending_publish', 'failed'] as const
  let x = seed
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x / 2147483648
  }
  return Array.from({ length: count }, (_, i) => ({
    rating: 1 + Math.floor(next() * 5),
    body: `${bodies[Math.floor(next() * bodies.length)]} (${seed}-${i})`,
    // Minutes too, so reviews fall on both sides of a half or quarter hour.
    hoursAgo: Math.floor(next() * maxHoursAgo * 4) / 4 + Math.floor(next() * 15) / 60,
    language: languages[Math.floor(next() * languages.length)] ?? null,
    reply: states[Math.floor(next() * states.length)],
    repliedAfterHours: 1 + Math.floor(next() * 48),
    appVersion: versions[Math.floor(next() * versions.length)] ?? null,
    territory: territories[Math.floor(next() * territories.length)] ?? null,
  }))
}

describe('dashboard running totals', () => {
  it('equal a count from scratch after syncs, edits, replies, spam and deletions', async () => {
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12, 0, 0)) })
    const notes = await seedApp(t, 'Notes', spread(150, 1, 400 * 24))
    const calendar = await seedApp(t, 'Calendar', spread(80, 2, 60 * 24), { store: 'app_store' })
    const sqlite = t.core.db.$client
    readAllTopics(t)
    expect(sqlite.prepare('SELECT count(*) AS n FROM review_topics').get()).not.toEqual({ n: 0 })
    expectExact(sqlite)

    // The store reports an edit: a new rating and language, the same review.
    const listing = t.core.db
      .select()
      .from(storeListings)
      .where(and(eq(storeListings.appId, notes.appId), eq(storeListings.store, 'google_play')))
      .get()
    if (!listing) throw new Error('no listing')
    const edited = t.core.db.select().from(reviews).where(eq(reviews.appId, notes.appId)).all()
    ingestReviews(
      t.core,
      listing,
      edited.slice(0, 20).map((r, i) => ({
        storeReviewId: r.storeReviewId,
        title: null,
        body: i % 2 === 0 ? 'Ads everywhere now, I hate it' : `${r.body} (edited)`,
        author: r.author,
        rating: (r.rating % 5) + 1,
        language: i % 2 === 0 ? 'it' : r.language,
        appVersion: i % 3 === 0 ? '5.0' : r.appVersion,
        territory: i % 4 === 0 ? 'gb' : r.territory,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt + HOUR,
        storeReply: null,
      })),
    )
    expect(
      t.core.db
        .select()
        .from(reviews)
        .where(eq(reviews.id, edited[0]?.id ?? ''))
        .get()?.rating,
    ).toBe(((edited[0]?.rating ?? 0) % 5) + 1)
    expectExact(sqlite)
    // Their topics are read again.
    readAllTopics(t)
    expectExact(sqlite)

    // Replies move: drafts published, a publication failing, one deleted, a new one drafted.
    const rows = t.core.db.select().from(replies).all()
    for (const r of rows.filter((r) => r.status === 'draft').slice(0, 10))
      t.core.db
        .update(replies)
        .set({ status: 'published', publishedAt: t.clock.now() })
        .where(eq(replies.id, r.id))
        .run()
    for (const r of rows.filter((r) => r.status === 'pending_publish').slice(0, 5))
      t.core.db.update(replies).set({ status: 'failed' }).where(eq(replies.id, r.id)).run()
    for (const r of rows.filter((r) => r.status === 'published').slice(0, 5))
      t.core.db.delete(replies).where(eq(replies.id, r.id)).run()
    for (const r of rows.filter((r) => r.status === 'published').slice(5, 10))
      t.core.db
        .update(replies)
        .set({ publishedAt: (r.publishedAt ?? 0) + 5 * HOUR })
        .where(eq(replies.id, r.id))
        .run()
    for (const r of rows.filter((r) => r.status === 'pending_publish').slice(5, 10))
      t.core.db
        .update(replies)
        .set({ updatedAt: r.updatedAt + DAY })
        .where(eq(replies.id, r.id))
        .run()
    expectExact(sqlite)

    // Spam leaves "Needs reply"; a review's date corrected moves it to another hour.
    for (const r of edited.slice(20, 30))
      t.core.db.update(reviews).set({ spamReason: 'links' }).where(eq(reviews.id, r.id)).run()
    for (const r of edited.slice(30, 35))
      t.core.db
        .update(reviews)
        .set({ createdAt: r.createdAt - 3 * DAY - 30 * 60_000 })
        .where(eq(reviews.id, r.id))
        .run()
    expectExact(sqlite)

    // Reviews deleted one by one, then a whole app removed.
    for (const r of edited.slice(40, 60))
      t.core.db.delete(reviews).where(eq(reviews.id, r.id)).run()
    expectExact(sqlite)
    await t.run('apps.remove', { workspaceId: t.workspaceId, appId: calendar.appId })
    expect(
      sqlite
        .prepare('SELECT count(*) AS n FROM dashboard_hours WHERE app_id = ?')
        .get(calendar.appId),
    ).toEqual({ n: 0 })
    expectExact(sqlite)
  })

  it('equal a count from scratch after a Play report import, and the same file again', async () => {
    f = await playFixture()
    const now = f.t.clock.now()
    const rows = Array.from({ length: 300 }, (_, i) => ({
      reviewId: `gp:AOqpTOagg${String(i).padStart(5, '0')}`,
      rating: ((i * 7) % 5) + 1,
      text: i % 3 === 0 ? `とても便利です ${i}` : `Review number ${i}`,
      submittedAt: now - i * 5 * HOUR - (i % 4) * 15 * 60_000,
      language: i % 3 === 0 ? 'ja' : 'en',
      device: 'a52q',
      versionCode: 420,
      versionName: '4.2.0',
      reply: i < 100 ? { text: `Thanks ${i}`, at: now - i * 5 * HOUR + HOUR } : null,
    }))
    const file = reportBytes(PKG, rows)
    expect(await importReport(f, file)).toMatchObject({ ok: true })
    expectExact(f.t.core.db.$client)
    const before = totalsAndScratch(f.t.core.db.$client).hours
    expect(await importReport(f, file)).toMatchObject({ ok: true })
    expect(totalsAndScratch(f.t.core.db.$client).hours).toEqual(before)
  })
})

describe('the dashboard read from the running totals', () => {
  it('equals the dashboard read review by review, in every zone, period and scope', async () => {
    // Mid-March: the year behind crosses both daylight-saving changes of every zone below.
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 2, 20, 9, 37, 0)) })
    const notes = await seedApp(t, 'Notes', spread(700, 3, 420 * 24))
    const photos = await seedApp(t, 'Photos', spread(500, 4, 100 * 24), { store: 'app_store' })
    await seedApp(t, 'Budget', spread(300, 5, 30 * 24))
    readAllTopics(t)
    const actor = { userId: t.core.ownerUserId, workspaceId: t.workspaceId, role: 'admin' as const }
    const zones = [
      'UTC',
      'America/New_York',
      'Europe/Paris',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Adelaide',
      'America/St_Johns',
    ]
    let compared = 0
    for (const timeZone of zones)
      for (const days of [7, 30, 90, 365] as const)
        for (const appId of [undefined, notes.appId, photos.appId]) {
          const input = { days, timeZone, appId }
          const fromTotals = appDashboard(t.core, actor, { ...input, source: 'aggregates' })
          const fromIndex = appDashboard(t.core, actor, { ...input, source: 'index' })
          expect(fromTotals, `${timeZone}, ${days} days, ${appId ?? 'all apps'}`).toEqual(fromIndex)
          compared++
        }
    expect(compared).toBe(zones.length * 4 * 3)
    // A long period's median time to reply is the middle of the waits walked in order: forced
    // here for every period (the threshold 0), it equals the median of the waits sorted.
    const now = t.clock.now()
    for (const appId of [undefined, notes.appId, photos.appId])
      for (const [start, end] of [
        [now - 7 * DAY, now],
        [now - 30 * DAY - 1_234, now - 56_789],
        [now - 365 * DAY, now + 1],
        [0, now],
      ] as const) {
        const scope = { workspaceId: t.workspaceId, appId }
        const walked = replyFigures(t.core.db.$client, scope, start, end, 'aggregates', 0)
        expect(walked).toEqual(replyFigures(t.core.db.$client, scope, start, end, 'index'))
        expect(walked).toEqual(replyFigures(t.core.db.$client, scope, start, end))
        expect(walked.answered).toBeGreaterThan(0)
      }
    // Reply speed's backlog now, from the same totals, equals the walk of the inbox: for every
    // scope and store, at two targets.
    for (const targetHours of [24, 5]) {
      setReplySpeedSettings(t.core, t.workspaceId, { targetHours })
      for (const appId of [undefined, notes.appId, photos.appId])
        for (const store of [undefined, 'google_play', 'app_store'] as const) {
          const scope = {
            workspaceId: t.workspaceId,
            appId,
            store,
            since: now - 90 * DAY,
            until: now,
          }
          const speed = replySpeed(t.core, scope, 'reviews')
          expect(replySpeed(t.core, scope)).toEqual(speed)
          if (!appId && !store)
            expect(speed.backlog.under_1d * speed.backlog.over_7d).toBeGreaterThan(0)
        }
    }
    // Not a comparison of two empty pages: the year holds every review of the seed.
    const year = appDashboard(t.core, actor, { days: 365, timeZone: 'UTC' })
    expect(year.totals.reviews).toBe(countSince(t, year.range.start))
    expect(year.totals.reviews).toBeGreaterThan(1300)
    expect(year.totals.needsReply).toBeGreaterThan(0)
    expect(year.languages.length).toBeGreaterThan(5)
    expect(year.topics.length).toBeGreaterThan(3)
    expect(year.versions.length).toBeGreaterThan(3)
    expect(year.countries.length).toBeGreaterThan(3)
  })
})

/** Reviews written since `start`, counted from the reviews themselves. */
function countSince(t: TestCore, start: number): number {
  return (
    t.core.db.$client
      .prepare('SELECT count(*) AS n FROM reviews WHERE created_at >= ?')
      .get(start) as {
      n: number
    }
  ).n
}
