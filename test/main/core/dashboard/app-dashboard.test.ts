import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { makeBuckets } from '../../../../src/main/core/dashboard/buckets'
import { createTestCore, type TestCore } from '../../../support/core'
import { DAY, HOUR, seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

describe('dashboard.app', () => {
  it('matches a hand-computed week of reviews and replies', async () => {
    // Wednesday 12:00 UTC.
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12, 0, 0)) })
    const { appId } = await seedApp(t, 'Notes', [
      // today (Wed): two reviews
      {
        rating: 5,
        body: 'love it',
        hoursAgo: 1,
        language: 'en-US',
        reply: 'published',
        repliedAfterHours: 2,
      },
      { rating: 1, body: 'crash', hoursAgo: 2, language: 'en', reply: 'draft' },
      // yesterday (Tue)
      { rating: 4, body: 'gut', hoursAgo: 20, language: 'de', reply: 'pending_publish' },
      // six days ago (Thu before): inside a 7-day range
      {
        rating: 2,
        body: 'lent',
        hoursAgo: 6 * 24,
        language: 'fr',
        reply: 'published',
        repliedAfterHours: 10,
      },
      // eight days ago: outside the range, inside the "previous" period and the trend window
      { rating: 3, body: 'ok', hoursAgo: 8 * 24, language: 'fr' },
    ])
    const d = await t.run('dashboard.app', {
      workspaceId: t.workspaceId,
      appId,
      days: 7,
      timeZone: 'UTC',
    })
    expect(d.title).toBe('Notes')
    expect(d.range).toMatchObject({
      days: 7,
      bucket: 'day',
      timeZone: 'UTC',
      start: Date.UTC(2026, 9, 29),
    })
    expect(d.series).toHaveLength(7)
    expect(d.series.map((p) => p.reviews)).toEqual([1, 0, 0, 0, 0, 1, 2])
    const today = d.series[6]
    expect(today).toMatchObject({ averageRating: 3, stars: [1, 0, 0, 0, 1], answered: 1 })
    // Trend: the 7 days ending today (Thu..Wed) hold 2, 4, 5, 1 → 3.
    expect(today?.trendRating).toBe(3)
    // The first day's trend reaches back before the range: 3 (8 days ago) and 2 → 2.5.
    expect(d.series[0]?.trendRating).toBe(2.5)
    expect(d.totals).toEqual({
      reviews: 4,
      averageRating: 3,
      previousReviews: 1,
      previousAverageRating: 3,
      negativeShare: 0.5,
      previousNegativeShare: 0,
      // The same three reviews behind the rate and the median: two published, one sent to the
      // store and awaiting it (sent when the seed wrote it, 20 h after the review).
      answered: 3,
      replyRate: 0.75,
      repliesPublished: 3,
      // Waits of 2 h, 10 h and 20 h.
      medianReplyHours: 10,
      needsReply: 1,
    })
    expect(d.histogram).toEqual([
      { stars: 1, reviews: 1 },
      { stars: 2, reviews: 1 },
      { stars: 3, reviews: 0 },
      { stars: 4, reviews: 1 },
      { stars: 5, reviews: 1 },
    ])
    expect(d.languages).toEqual([
      { language: 'en', name: 'English', reviews: 2, share: 0.5 },
      { language: 'de', name: 'German', reviews: 1, share: 0.25 },
      { language: 'fr', name: 'French', reviews: 1, share: 0.25 },
    ])
    expect(d.stores).toEqual([{ store: 'google_play', reviews: 4, averageRating: 3 }])
  })

  it('covers every app of the workspace, and only this workspace', async () => {
    t = await createTestCore()
    await seedApp(t, 'Notes', [{ rating: 5, body: 'a', hoursAgo: 1 }])
    await seedApp(t, 'Calendar', [{ rating: 3, body: 'b', hoursAgo: 1 }], { store: 'app_store' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const theirs = await seedApp(t, 'Theirs', [{ rating: 1, body: 'c', hoursAgo: 1 }], {
      workspaceId: other.id,
    })
    const d = await t.run('dashboard.app', {
      workspaceId: t.workspaceId,
      days: 30,
      timeZone: 'UTC',
    })
    expect(d.title).toBe('All apps')
    expect(d.totals.reviews).toBe(2)
    expect(d.totals.averageRating).toBe(4)
    expect(d.stores.map((s) => s.store)).toEqual(['app_store', 'google_play'])
    const foreign = await t.dispatch('dashboard.app', {
      workspaceId: t.workspaceId,
      appId: theirs.appId,
    })
    expect(foreign).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })

  it('groups a year into weeks starting on Monday', async () => {
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12)) })
    await seedApp(t, 'Notes', [
      { rating: 5, body: 'a', hoursAgo: 1 },
      { rating: 1, body: 'b', hoursAgo: 60 }, // Monday 00:00 is 60 h before Wed 12:00
      { rating: 1, body: 'c', hoursAgo: 61 },
    ])
    const d = await t.run('dashboard.app', {
      workspaceId: t.workspaceId,
      days: 365,
      timeZone: 'UTC',
    })
    expect(d.range.bucket).toBe('week')
    expect(d.series).toHaveLength(53)
    const last = d.series[52]
    const previous = d.series[51]
    expect(new Date(last?.start ?? 0).getUTCDay()).toBe(1)
    expect(last?.reviews).toBe(2)
    expect(previous?.reviews).toBe(1)
  })
})

describe('dashboard day buckets', () => {
  it('are local days: 23 hours on the day clocks go forward', () => {
    // 29 March 2026: Europe/Paris moves from +1 to +2.
    const { boundaries, lead } = makeBuckets(Date.UTC(2026, 2, 30, 12), 3, 'day', 'Europe/Paris')
    const days = boundaries.slice(lead)
    expect(days.map((b) => new Date(b).toISOString())).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      '2026-03-30T22:00:00.000Z',
    ])
    expect(((days[2] ?? 0) - (days[1] ?? 0)) / HOUR).toBe(23)
    expect(lead).toBe(6)
    expect(((days[0] ?? 0) - (boundaries[0] ?? 0)) / DAY).toBeCloseTo(6, 1)
  })
})
