import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

describe('dashboard topics', () => {
  it('counts topics per period with their share of 1–2★, once the worker has read them', async () => {
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12)) })
    const { appId } = await seedApp(t, 'Notes', [
      { rating: 1, body: 'The app crashes on start', hoursAgo: 1 },
      { rating: 2, body: 'Crash after the update, and I cannot log in', hoursAgo: 2 },
      { rating: 5, body: 'Love it, thank you!', hoursAgo: 3 },
      { rating: 4, body: 'Es stürzt manchmal ab', hoursAgo: 4, language: 'de' },
      // The week before the 7-day range.
      { rating: 1, body: 'crash crash crash', hoursAgo: 24 * 9 },
    ])
    const dashboard = () =>
      t.run('dashboard.app', { workspaceId: t.workspaceId, appId, days: 7, timeZone: 'UTC' })
    const before = await dashboard()
    expect(before.topics).toEqual([])
    expect(before.topicsPending).toBe(4)

    expect(detectDueTopics(t.core)).toBe(5)
    expect(detectDueTopics(t.core)).toBe(0)
    const d = await dashboard()
    expect(d.topicsPending).toBe(0)
    const crash = d.topics.find((x) => x.topic === 'crash')
    // Three crash reviews this week (one in German), two of them 1–2★; one the week before.
    expect(crash).toEqual({ topic: 'crash', reviews: 3, previousReviews: 1, negativeShare: 0.6667 })
    expect(d.topics[0]?.topic).toBe('crash')
    expect(d.topics.find((x) => x.topic === 'login')).toMatchObject({
      reviews: 1,
      negativeShare: 1,
    })
    expect(d.topics.find((x) => x.topic === 'praise')).toMatchObject({
      reviews: 1,
      negativeShare: 0,
    })
  })

  it('reads a review again after the reviewer edits it', async () => {
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12)) })
    const { appId } = await seedApp(t, 'Notes', [{ rating: 1, body: 'It crashes', hoursAgo: 5 }])
    detectDueTopics(t.core)
    t.core.db.$client
      .prepare("UPDATE reviews SET body = 'Too many ads', updated_at = updated_at + 1000")
      .run()
    const due = await t.run('dashboard.app', {
      workspaceId: t.workspaceId,
      appId,
      days: 7,
      timeZone: 'UTC',
    })
    expect(due.topicsPending).toBe(1)
    expect(detectDueTopics(t.core)).toBe(1)
    const d = await t.run('dashboard.app', {
      workspaceId: t.workspaceId,
      appId,
      days: 7,
      timeZone: 'UTC',
    })
    expect(d.topics.map((x) => [x.topic, x.reviews])).toEqual([['ads', 1]])
  })
})
