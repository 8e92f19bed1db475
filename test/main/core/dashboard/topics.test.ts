import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { topicCountsSql } from '../../../../src/main/core/dashboard/topics/queries'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

const NOW = Date.UTC(2026, 10, 4, 12)
const week = (appId?: string) =>
  t.run('dashboard.app', {
    workspaceId: t.workspaceId,
    ...(appId ? { appId } : {}),
    days: 7,
    timeZone: 'UTC',
  })

describe('dashboard topics', () => {
  it('counts each topic per period with the reviews that raise it as a problem, once the worker has read them', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const { appId } = await seedApp(t, 'Notes', [
      { rating: 1, body: 'The app crashes on start', hoursAgo: 1 },
      { rating: 2, body: 'Crash after the update, and I cannot log in', hoursAgo: 2 },
      { rating: 5, body: 'Love it, thank you!', hoursAgo: 3 },
      { rating: 4, body: 'Es stürzt manchmal ab', hoursAgo: 4, language: 'de' },
      // The week before the 7-day range.
      { rating: 1, body: 'crash crash crash', hoursAgo: 24 * 9 },
    ])
    const before = await week(appId)
    expect(before.topics).toEqual([])
    expect(before.topicsPending).toBe(4)

    expect(detectDueTopics(t.core)).toBe(5)
    expect(detectDueTopics(t.core)).toBe(0)
    const d = await week(appId)
    expect(d.topicsPending).toBe(0)
    // Three crash reports this week (one in German, one with 4★: the text decides), one before.
    expect(d.topics.find((x) => x.topic === 'crash')).toEqual({
      topic: 'crash',
      reviews: 3,
      previousReviews: 1,
      negative: 3,
      previousNegative: 1,
      positive: 0,
      previousPositive: 0,
    })
    expect(d.topics[0]?.topic).toBe('crash')
    expect(d.topics.find((x) => x.topic === 'login')).toMatchObject({ reviews: 1, negative: 1 })
    expect(d.topics.find((x) => x.topic === 'praise')).toMatchObject({
      reviews: 1,
      negative: 0,
      positive: 1,
    })
  })

  it('does not count praise of sync as a sync problem, whatever the stars', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const { appId } = await seedApp(t, 'Notes', [
      { rating: 5, body: 'The sync just works, love it', hoursAgo: 1 },
      {
        rating: 2,
        body: 'Sync between my phone and tablet just works. Ads are annoying though',
        hoursAgo: 2,
      },
      { rating: 4, body: 'Perfect sync, great app', hoursAgo: 3 },
      // The week before: one sync problem.
      { rating: 1, body: 'Sync keeps failing and I lost my notes', hoursAgo: 24 * 9 },
    ])
    detectDueTopics(t.core)
    const sync = (await week(appId)).topics.find((x) => x.topic === 'sync')
    // Three reviews talk about sync (more than before), none of them as a problem: not worse.
    expect(sync).toMatchObject({ reviews: 3, previousReviews: 1, negative: 0, previousNegative: 1 })
    expect(sync?.positive).toBe(3)
  })

  it('counts a battery complaint that calls the app useful as a speed problem, not as Praise', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const { appId } = await seedApp(t, 'Notes', [
      { rating: 3, body: 'Useful app but it drains my battery', hoursAgo: 1 },
    ])
    detectDueTopics(t.core)
    const d = await week(appId)
    expect(d.topics.map((x) => [x.topic, x.reviews, x.negative])).toEqual([['performance', 1, 1]])
  })

  it('reads a review again after the reviewer edits it', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const { appId } = await seedApp(t, 'Notes', [{ rating: 1, body: 'It crashes', hoursAgo: 5 }])
    detectDueTopics(t.core)
    t.core.db.$client
      .prepare("UPDATE reviews SET body = 'Too many ads', updated_at = updated_at + 1000")
      .run()
    expect((await week(appId)).topicsPending).toBe(1)
    expect(detectDueTopics(t.core)).toBe(1)
    const d = await week(appId)
    expect(d.topics.map((x) => [x.topic, x.reviews, x.negative])).toEqual([['ads', 1, 1]])
  })

  it("reads the topic figures at a range's edges from the covering index alone, for one app and for all apps", async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const sqlite = t.core.db.$client
    for (const [column, index] of [
      ['app_id', 'review_topics_app'],
      ['workspace_id', 'review_topics_workspace'],
    ] as const) {
      const plan = (
        sqlite.prepare(`EXPLAIN QUERY PLAN ${topicCountsSql(column)}`).all('x', 1, 3) as {
          detail: string
        }[]
      )
        .map((r) => r.detail)
        .join(' | ')
      expect(plan).toContain(`USING COVERING INDEX ${index}`)
      expect(plan).not.toMatch(/SCAN review_topics(?! USING)/)
    }
  })
})
