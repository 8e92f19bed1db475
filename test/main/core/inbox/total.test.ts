import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { createTestCore, type TestCore } from '../../../support/core'
import { HOUR, seedApp } from './seed'

let t: TestCore
afterEach(() => t?.core.close())

const NOW = Date.UTC(2026, 10, 4, 12)

describe('the inbox total apart from the page (deferTotal, reviews.total)', () => {
  it('shows the same page, and the same total once it arrives, for every kind of filter', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const bodies = [
      'The app crashes on start',
      'Too many ads everywhere',
      'Love it, thank you!',
      'Crashes when I sync',
      'ログインできません',
    ]
    const { appId } = await seedApp(
      t,
      'Notes',
      Array.from({ length: 30 }, (_, i) => ({
        rating: (i % 5) + 1,
        body: bodies[i % bodies.length] ?? '',
        hoursAgo: i * 5,
        ...(i % 4 === 0 ? { reply: 'draft' as const } : {}),
      })),
    )
    detectDueTopics(t.core)
    const filters: Record<string, unknown>[] = [
      {},
      { view: 'needs_reply' },
      { stars: [1, 2], appId },
      { topic: 'crash' },
      { topic: 'crash', stars: [1] },
      { view: 'assigned_to_me' },
      { since: NOW - 40 * HOUR },
      { view: 'overdue' },
      { q: 'crash' },
      { q: 'crash', stars: [1, 2] },
      { q: '-crash' },
      { q: 'ログイン' },
    ]
    for (const filter of filters) {
      const input = { workspaceId: t.workspaceId, ...filter, limit: 5 }
      const whole = await t.run('reviews.list', input)
      const first = await t.run('reviews.list', { ...input, deferTotal: true })
      expect(
        first.items.map((i) => i.id),
        JSON.stringify(filter),
      ).toEqual(whole.items.map((i) => i.id))
      const later = await t.run('reviews.total', { workspaceId: t.workspaceId, ...filter })
      expect(later.total, JSON.stringify(filter)).toBe(whole.total)
      if (first.total !== null) expect(first.total).toBe(whole.total)
    }
    // A date range's total is left to reviews.total; a sum over the running counts, or a topic's
    // few reviews, come with the page.
    const since = { workspaceId: t.workspaceId, since: NOW - 40 * HOUR }
    expect((await t.run('reviews.list', { ...since, deferTotal: true })).total).toBeNull()
    expect((await t.run('reviews.total', since)).total).toBe(9)
    const topic = await t.run('reviews.list', {
      workspaceId: t.workspaceId,
      topic: 'crash',
      deferTotal: true,
    })
    expect(topic.total).toBe(12)
    const stars = await t.run('reviews.list', {
      workspaceId: t.workspaceId,
      stars: [1],
      deferTotal: true,
    })
    expect(stars.total).toBe(6)
  })
})
