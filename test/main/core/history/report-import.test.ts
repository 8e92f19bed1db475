/**
 * A Google Play monthly review report imported into an app that already syncs through the API:
 * written reviews join the inbox once, ratings without text count only in the ratings, replies
 * written in the Play Console are kept as written elsewhere, and the same file again changes
 * nothing. Versions of a known review fall into its history.
 */
import { eq, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { afterEach, describe, expect, it } from 'vitest'
import { publicAppFor } from '../../../../src/main/core/insights/app-info'
import {
  apps,
  historyImports,
  outboxEvents,
  replies,
  reviewRevisions,
  reviews,
  storeListings,
  storeRatings,
} from '../../../../src/main/core/db/schema'
import type { HistoryImportDto } from '../../../../src/shared/dto/history'
import { applyReport, readReport } from '../../../../src/main/core/history/import'
import {
  reportBytes,
  reportRowOf,
  type ReportRowInput,
} from '../../../../src/main/simulators/google-play/report'
import { DAY, importReport, PKG, playFixture, type PlayFixture } from './support'

let f: PlayFixture
afterEach(async () => {
  await f?.close()
})

const count = (table: SQLiteTable) =>
  f.t.core.db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .get()!.n

/** Everything a person could notice after an import, in one comparable object. */
async function state() {
  const db = f.t.core.db
  const counts = await f.t.run('reviews.counts', { workspaceId: f.workspaceId, appId: f.appId })
  const dashboard = await f.t.run('dashboard.app', {
    workspaceId: f.workspaceId,
    appId: f.appId,
    days: 90,
  })
  return {
    reviews: count(reviews),
    ratingsWithoutText: count(storeRatings),
    externalReplies: db
      .select({ n: sql<number>`count(*)` })
      .from(replies)
      .where(eq(replies.source, 'external'))
      .get()!.n,
    revisions: count(reviewRevisions),
    created: db
      .select({ n: sql<number>`count(*)` })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'review.created'))
      .get()!.n,
    updated: db
      .select({ n: sql<number>`count(*)` })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'review.updated'))
      .get()!.n,
    needsReply: counts.views.find((v) => v.view === 'needs_reply')?.total,
    all: counts.views.find((v) => v.view === 'all')?.total,
    dashboardReviews: dashboard.totals.reviews,
    dashboardRatings: dashboard.ratings,
    // The public App (API, webhooks): written reviews apart, every rating together.
    publicApp: (({ review_total, ratings }) => ({ review_total, ratings }))(
      publicAppFor(f.t.core, db.select().from(apps).get()!),
    ),
  }
}

describe('importing a monthly review report', () => {
  it('1,000 rows (300 without text, 50 synced through the API) leave the right counts, twice in a row', async () => {
    f = await playFixture()
    const now = f.t.clock.now()
    // 50 reviews of the last days, 10 of them answered in the Play Console; the API syncs them.
    const synced = f.gp.seed(
      PKG,
      Array.from({ length: 50 }, (_, i) => ({
        reviewId: `gp:AOqpTOapi${String(i).padStart(4, '0')}`,
        authorName: `Person ${i}`,
        text: `Synced review ${i}, works fine`,
        starRating: (i % 5) + 1,
        reviewerLanguage: 'en',
        lastModified: now - (i + 1) * 3_600_000,
        ...(i < 10 ? { reply: { text: `Thanks ${i}!`, lastModified: now - i * 60_000 } } : {}),
      })),
    )
    await f.t.run('sync.now', { workspaceId: f.workspaceId })
    expect(count(reviews)).toBe(50)

    const rows: ReportRowInput[] = synced.map((r) => reportRowOf(r))
    for (let i = 0; i < 650; i++) {
      const at = now - 2 * DAY - i * 120_000
      rows.push({
        reviewId: `gp:AOqpTOhist${String(i).padStart(5, '0')}`,
        rating: ((i * 7) % 5) + 1,
        // Commas, doubled quotes, line breaks and non-Latin text, as reviewers write.
        text:
          i % 4 === 0
            ? `Great, but "sync" fails\nsometimes. #${i}`
            : i % 4 === 1
              ? `とても便利です ${i}`
              : `Review number ${i}`,
        ...(i % 10 === 0 ? { title: `Title, ${i}` } : {}),
        submittedAt: at,
        language: i % 4 === 1 ? 'ja' : 'en',
        device: 'a52q',
        versionCode: 420,
        versionName: '4.2.0',
        reply: i < 100 ? { text: `We're on it, "${i}"`, at: at + 3_600_000 } : null,
      })
    }
    for (let i = 0; i < 300; i++)
      rows.push({
        reviewId: null,
        rating: (i % 5) + 1,
        text: '',
        submittedAt: now - 3 * DAY - i * 60_000,
        device: `dev${i % 7}`,
        versionCode: 400 + (i % 3),
      })
    expect(rows).toHaveLength(1000)
    const file = reportBytes(PKG, rows)
    const before = await state()

    const first = await importReport(f, file)
    expect(first).toEqual({
      ok: true,
      value: {
        appId: f.appId,
        month: '202611',
        rows: 1000,
        reviewsAdded: 650,
        ratingsAdded: 300,
        changed: 0,
        unchanged: 50,
        repliesFound: 100,
      },
    })
    const after = await state()
    expect(after).toEqual({
      reviews: 700,
      ratingsWithoutText: 300,
      externalReplies: 110,
      revisions: 700,
      created: 700,
      updated: 0,
      // Ratings without text never wait for a reply; the 110 answered reviews do not either.
      needsReply: 590,
      all: 700,
      dashboardReviews: 700,
      dashboardRatings: {
        withoutText: { count: 300, averageRating: 3, stars: [60, 60, 60, 60, 60] },
        all: { count: 1000, averageRating: expect.any(Number) },
      },
      publicApp: { review_total: 700, ratings: { count: 1000, average: expect.any(Number) } },
    })
    expect(before.reviews).toBe(50)
    // The text came through whole: quotes, commas and the line break.
    const quoted = f.t.core.db
      .select()
      .from(reviews)
      .where(eq(reviews.storeReviewId, 'gp:AOqpTOhist00000'))
      .get()
    // Dated when the store last had it, not at the import: not "New", no spike today.
    expect(quoted?.firstSeenAt).toBe(quoted?.updatedAt)
    expect(quoted!.firstSeenAt).toBeLessThan(f.t.core.clock.now() - DAY)
    expect(quoted).toMatchObject({
      title: 'Title, 0',
      body: 'Great, but "sync" fails\nsometimes. #0',
      rating: 1,
      appVersion: '4.2.0',
    })
    const reply = f.t.core.db.select().from(replies).where(eq(replies.reviewId, quoted!.id)).get()
    expect(reply).toMatchObject({
      source: 'external',
      status: 'published',
      body: `We're on it, "0"`,
    })

    // The same file again: nothing changes, nothing is sent, no second log entry.
    const second = await importReport(f, file)
    expect(second).toMatchObject({
      ok: true,
      value: {
        rows: 1000,
        reviewsAdded: 0,
        ratingsAdded: 0,
        changed: 0,
        unchanged: 1000,
        repliesFound: 0,
      },
    })
    expect(await state()).toEqual(after)
    expect(count(historyImports)).toBe(1)
  })

  it('a newer version of a synced review becomes current (one review.updated); an older one joins its history', async () => {
    f = await playFixture()
    const now = f.t.clock.now()
    const [synced] = f.gp.seed(PKG, [
      {
        reviewId: 'gp:AOqpTOmegan',
        text: 'Crashes on start',
        starRating: 2,
        lastModified: now - DAY,
      },
    ])
    await f.t.run('sync.now', { workspaceId: f.workspaceId })
    const stored = f.t.core.db.select().from(reviews).get()!
    // Last month's report knew an even older version (1★); this month's a newer one (5★).
    const older: ReportRowInput = {
      ...reportRowOf(synced!, now - 20 * DAY),
      rating: 1,
      text: 'Useless',
      updatedAt: now - 20 * DAY,
    }
    const newer: ReportRowInput = {
      ...reportRowOf(synced!, now - 20 * DAY),
      rating: 5,
      text: 'Fixed, thanks!',
      updatedAt: now - 3_600_000,
    }
    expect(
      await importReport(
        f,
        reportBytes(PKG, [older], { linkFormat: 'legacy' }),
        `reviews_${PKG}_202610.csv`,
      ),
    ).toMatchObject({
      ok: true,
      value: { changed: 1, reviewsAdded: 0 },
    })
    expect(await importReport(f, reportBytes(PKG, [newer]))).toMatchObject({
      ok: true,
      value: { changed: 1 },
    })
    const detail = await f.t.run('reviews.get', { workspaceId: f.workspaceId, reviewId: stored.id })
    expect(detail.revisions.map((r) => [r.rating, r.body])).toEqual([
      [1, 'Useless'],
      [2, 'Crashes on start'],
      [5, 'Fixed, thanks!'],
    ])
    expect(detail.review).toMatchObject({ rating: 5, body: 'Fixed, thanks!' })
    const updates = f.t.core.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'review.updated'))
      .all()
    expect(updates).toHaveLength(1)
    // Both files again: still three versions, still one event.
    await importReport(f, reportBytes(PKG, [older], { linkFormat: 'legacy' }))
    await importReport(f, reportBytes(PKG, [newer]))
    expect(
      (await f.t.run('reviews.get', { workspaceId: f.workspaceId, reviewId: stored.id })).revisions,
    ).toHaveLength(3)
    expect(
      f.t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'review.updated')).all(),
    ).toHaveLength(1)
  })

  it('a review only the report knew, edited weeks later, is listed again by the API and becomes one review with two versions', async () => {
    f = await playFixture()
    const now = f.t.clock.now()
    // Written and answered in the Play Console 40 days ago: outside the API's one-week window.
    const [old] = f.gp.seed(PKG, [
      {
        reviewId: 'gp:AOqpTOold',
        text: 'Loses my notes',
        starRating: 2,
        lastModified: now - 40 * DAY,
        reply: { text: 'Sorry! 4.2 fixes it.', lastModified: now - 39 * DAY },
      },
    ])
    await f.t.run('sync.now', { workspaceId: f.workspaceId })
    expect(count(reviews)).toBe(0)
    expect(
      await importReport(f, reportBytes(PKG, [reportRowOf(old!)]), `reviews_${PKG}_202610.csv`),
    ).toMatchObject({ ok: true, value: { reviewsAdded: 1, repliesFound: 1 } })

    // The author edits it; Google lists it again because its lastModified is new.
    f.t.clock.advance(DAY)
    f.gp.editReview(PKG, 'gp:AOqpTOold', { starRating: 5, text: 'Works now, thanks' })
    await f.t.run('sync.now', { workspaceId: f.workspaceId })

    const stored = f.t.core.db.select().from(reviews).all()
    expect(stored.map((r) => [r.storeReviewId, r.rating, r.body])).toEqual([
      ['gp:AOqpTOold', 5, 'Works now, thanks'],
    ])
    const detail = await f.t.run('reviews.get', {
      workspaceId: f.workspaceId,
      reviewId: stored[0]!.id,
    })
    expect(detail.revisions.map((r) => [r.rating, r.body])).toEqual([
      [2, 'Loses my notes'],
      [5, 'Works now, thanks'],
    ])
    expect(detail.ratingHistory.map((p) => p.rating)).toEqual([2, 5])
    expect(
      f.t.core.db
        .select()
        .from(replies)
        .all()
        .map((r) => [r.status, r.source, r.body]),
    ).toEqual([['published', 'external', 'Sorry! 4.2 fixes it.']])
    expect(
      f.t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'review.updated')).all(),
    ).toHaveLength(1)
  })
})

describe('an import written in slices', () => {
  /** 160 rows: 100 reviews (20 of them twice, an older and a newer version), 40 ratings. */
  function sliceReport(now: number): Uint8Array {
    const rows: ReportRowInput[] = []
    for (let i = 0; i < 100; i++) {
      const at = now - 2 * DAY - i * 120_000
      const reviewId = `gp:AOqpTOslice${String(i).padStart(4, '0')}`
      const base = { reviewId, submittedAt: at, language: 'en', device: 'a52q', versionCode: 420 }
      rows.push({ ...base, rating: 2, text: `First words ${i}`, updatedAt: at })
      if (i < 20)
        rows.push({ ...base, rating: 4, text: `Second thoughts ${i}`, updatedAt: at + DAY })
    }
    for (let i = 0; i < 40; i++)
      rows.push({
        reviewId: null,
        rating: (i % 5) + 1,
        text: '',
        submittedAt: now - 3 * DAY - i * 60_000,
      })
    return reportBytes(PKG, rows)
  }

  async function listingAndRows(file: Uint8Array) {
    const listing = f.t.core.db
      .select()
      .from(storeListings)
      .where(eq(storeListings.appId, f.appId))
      .get()!
    return { listing, rows: await readReport([file], PKG) }
  }

  it('keeps every version of a review in one slice: the same result as one transaction', async () => {
    f = await playFixture()
    const file = sliceReport(f.t.clock.now())
    const { listing, rows } = await listingAndRows(file)
    const slices: number[] = []
    const result = await applyReport(f.t.core, listing, rows, {
      sliceRows: 7,
      afterSlice: (written) => slices.push(written),
    })
    expect(slices.length).toBeGreaterThan(15)
    expect(slices.at(-1)).toBe(160)
    // The newer version of the 20 reviews seen twice is current; the older one is in their
    // history (as a second import would put it), not counted as a change.
    expect(result).toEqual({
      rows: 160,
      reviewsAdded: 100,
      ratingsAdded: 40,
      changed: 0,
      unchanged: 0,
      repliesFound: 0,
    })
    const twice = f.t.core.db
      .select()
      .from(reviews)
      .where(eq(reviews.storeReviewId, 'gp:AOqpTOslice0003'))
      .get()
    expect(twice).toMatchObject({ rating: 4, body: 'Second thoughts 3' })
    expect(count(reviewRevisions)).toBe(120)
  })

  it('stopped after three slices, the same file again completes it without duplicates', async () => {
    // The reference: the same file imported whole into a fresh app.
    f = await playFixture()
    const now = f.t.clock.now()
    const file = sliceReport(now)
    const whole = await importReport(f, file)
    const reference = await state()
    await f.close()

    f = await playFixture()
    expect(f.t.clock.now()).toBe(now)
    const { listing, rows } = await listingAndRows(file)
    let written = 0
    const stopped = applyReport(f.t.core, listing, rows, {
      sliceRows: 25,
      afterSlice: (n) => {
        written = n
        if (n >= 75) throw new Error('the app was closed')
      },
    })
    await expect(stopped).rejects.toThrow('the app was closed')
    // Three slices are kept, the rest is not, and the file is not marked imported.
    expect(written).toBeGreaterThanOrEqual(75)
    expect(written).toBeLessThan(160)
    const partial = count(reviews) + count(storeRatings)
    expect(partial).toBeGreaterThan(0)
    expect(partial).toBeLessThan(140)
    expect(count(historyImports)).toBe(0)

    const resumed = await importReport(f, file)
    expect(resumed.ok).toBe(true)
    expect(whole.ok).toBe(true)
    const value = (resumed as { value: HistoryImportDto }).value
    // What is already there counts as unchanged; the rest is added, once.
    expect(value.reviewsAdded + value.ratingsAdded).toBe(140 - partial)
    expect(value.unchanged).toBe(written)
    expect(await state()).toEqual(reference)
    expect(count(historyImports)).toBe(1)

    // And once more: nothing changes.
    const again = await importReport(f, file)
    expect(again).toMatchObject({ ok: true, value: { unchanged: 160, reviewsAdded: 0 } })
    expect(await state()).toEqual(reference)
  })
})
