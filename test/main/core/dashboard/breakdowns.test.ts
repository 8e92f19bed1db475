import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

describe('dashboard by version and country', () => {
  it('splits rating and volume by store, newest version first, unknowns under Other', async () => {
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12)) })
    await seedApp(t, 'Notes', [
      { rating: 1, body: 'crash', hoursAgo: 1, appVersion: '2.0', territory: 'de' },
      { rating: 2, body: 'slow', hoursAgo: 2, appVersion: '2.0', territory: 'DE' },
      { rating: 5, body: 'great', hoursAgo: 50, appVersion: '1.9', territory: 'US' },
      { rating: 4, body: 'fine', hoursAgo: 60, appVersion: null, territory: null },
      // Before the 7-day range: not counted.
      { rating: 1, body: 'old', hoursAgo: 24 * 9, appVersion: '1.0', territory: 'FR' },
    ])
    await seedApp(
      t,
      'Notes iOS',
      [{ rating: 5, body: 'love', hoursAgo: 3, appVersion: '2.0', territory: 'US' }],
      { store: 'app_store' },
    )
    const d = await t.run('dashboard.app', {
      workspaceId: t.workspaceId,
      days: 7,
      timeZone: 'UTC',
    })
    expect(d.versions).toEqual([
      {
        key: '2.0',
        reviews: 3,
        averageRating: 2.67,
        negativeShare: 0.6667,
        stores: [
          { store: 'app_store', reviews: 1, averageRating: 5 },
          { store: 'google_play', reviews: 2, averageRating: 1.5 },
        ],
      },
      {
        key: '1.9',
        reviews: 1,
        averageRating: 5,
        negativeShare: 0,
        stores: [{ store: 'google_play', reviews: 1, averageRating: 5 }],
      },
      {
        key: null,
        reviews: 1,
        averageRating: 4,
        negativeShare: 0,
        stores: [{ store: 'google_play', reviews: 1, averageRating: 4 }],
      },
    ])
    // Country codes are compared in upper case: "de" and "DE" are one country.
    expect(d.countries.map((c) => [c.key, c.reviews, c.averageRating])).toEqual([
      ['DE', 2, 1.5],
      ['US', 2, 5],
      [null, 1, 4],
    ])
    expect(d.countries[1]?.stores.map((s) => s.store)).toEqual(['app_store', 'google_play'])
  })

  it('folds versions beyond the eighth into Other, so the rows still add up', async () => {
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12)) })
    const { appId } = await seedApp(
      t,
      'Many',
      Array.from({ length: 10 }, (_, i) => ({
        rating: 3,
        body: 'ok',
        hoursAgo: i + 1,
        appVersion: `1.${i}`,
      })),
    )
    const d = await t.run('dashboard.app', {
      workspaceId: t.workspaceId,
      appId,
      days: 7,
      timeZone: 'UTC',
    })
    expect(d.versions).toHaveLength(9)
    expect(d.versions[0]?.key).toBe('1.0')
    expect(d.versions[8]).toMatchObject({ key: null, reviews: 2 })
    expect(d.versions.reduce((a, v) => a + v.reviews, 0)).toBe(d.totals.reviews)
  })
})
