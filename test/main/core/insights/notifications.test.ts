import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { createCore, type Core } from '../../../../src/main/core/core'
import { emitEvent } from '../../../../src/main/core/events/outbox'
import {
  createInsightsScheduler,
  type InsightsTimers,
} from '../../../../src/main/core/insights/worker'
import { DAY, HOUR } from '../../../../src/main/core/insights/time/zoned'
import {
  noopNotifier,
  notifierFor,
  setNotifier,
  type DesktopNotification,
} from '../../../../src/main/core/notify/notifier'
import { recordReplyEvent } from '../../../../src/main/core/replies/audit'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import type { NormalizedReview } from '../../../../src/main/core/stores/types'
import { createTestCore, tempDir, testKeyProvider, type TestCore } from '../../../support/core'
import { addApp, strictLog, type TestApp } from './support'

let t: TestCore | undefined
let extra: Core | undefined
const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
afterEach(() => {
  t?.core.close()
  extra?.close()
  t = undefined
  extra = undefined
})

const NOW = Date.parse('2026-11-10T12:00:00Z')
let n = 0

function review(
  rating: number,
  createdAt = NOW - HOUR,
  body = `Review with ${rating} stars`,
): NormalizedReview {
  n++
  return {
    storeReviewId: `gp-${n}`,
    rating,
    title: null,
    body,
    author: 'Sam',
    language: 'en',
    territory: 'US',
    appVersion: '2.0',
    createdAt,
    updatedAt: createdAt,
    storeReply: null,
  }
}

async function setup(): Promise<{ app: TestApp; seen: DesktopNotification[]; tick: () => number }> {
  t = await createTestCore({ clock: new ManualClock(NOW), log: strictLog })
  const app = await addApp(t, 'Notes', NOW - 30 * DAY)
  const seen: DesktopNotification[] = []
  setNotifier(t.core, { notify: (x) => seen.push(x) })
  const scheduler = createInsightsScheduler(t.core)
  const core = t.core
  const tick = () => scheduler.tick(core.clock.now()).notifications
  tick() // first run: the cursors start at the current end
  return { app, seen, tick }
}

describe('desktop notifications', () => {
  it('batches the low-star reviews of one sync into one notification per app', async () => {
    const { app, seen, tick } = await setup()
    const core = t!.core
    ingestReviews(core, app.listing, [
      review(1),
      review(2),
      review(5),
      review(1),
      review(4),
      review(2),
      review(1),
    ])
    expect(tick()).toBe(1)
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'low_star_reviews', title: '5 new 1–2★ reviews for Notes' }),
    ])
    expect(seen[0]?.reviewId).toBeUndefined()

    // One review on its own is shown itself, with its id so a click can open it.
    const [id] = ingestReviews(core, app.listing, [
      review(1, NOW - HOUR, 'Crashes   on start\nevery time'),
    ]).createdIds
    expect(tick()).toBe(1)
    expect(seen[1]).toMatchObject({
      title: 'New 1★ review for Notes',
      body: 'Crashes on start every time',
      reviewId: id,
    })
    // Nothing new: nothing shown, and a later poll does not repeat.
    expect(tick()).toBe(0)
    expect(seen).toHaveLength(2)
  })

  it('follows the threshold, the off switch, and skips imported history', async () => {
    const { app, seen, tick } = await setup()
    const core = t!.core
    await t!.run('insights.notificationSettings.set', {
      workspaceId: t!.workspaceId,
      lowStarThreshold: 1,
    })
    ingestReviews(core, app.listing, [review(2), review(2)])
    expect(tick()).toBe(0)
    // A first sync that imports a month-old 1★ review is history, not news.
    ingestReviews(core, app.listing, [review(1, NOW - 30 * DAY)])
    expect(tick()).toBe(0)
    await t!.run('insights.notificationSettings.set', {
      workspaceId: t!.workspaceId,
      lowStarReviews: false,
    })
    ingestReviews(core, app.listing, [review(1)])
    expect(tick()).toBe(0)
    expect(seen).toEqual([])
    const settings = await t!.run('insights.notificationSettings.get', {
      workspaceId: t!.workspaceId,
    })
    expect(settings).toEqual({
      lowStarReviews: false,
      lowStarThreshold: 1,
      anomalies: true,
      publishFailures: true,
    })
    const viewer = await t!.run('members.add', {
      workspaceId: t!.workspaceId,
      name: 'V',
      role: 'viewer',
    })
    const denied = await t!.dispatch(
      'insights.notificationSettings.set',
      { workspaceId: t!.workspaceId, anomalies: false },
      { userId: viewer.userId },
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
  })

  it('announces anomalies and publish failures, each with its own switch', async () => {
    const { app, seen, tick } = await setup()
    const core = t!.core
    const ws = t!.workspaceId
    core.db.transaction(() =>
      emitEvent(
        core,
        ws,
        'anomaly.detected',
        {
          app: { name: 'Notes' },
          kind: 'review_spike',
          summary: '90 reviews in the last 24 hours.',
        },
        'x1',
      ),
    )
    const [reviewId] = ingestReviews(core, app.listing, [review(5)]).createdIds
    recordReplyEvent(core, {
      workspaceId: ws,
      reviewId: reviewId ?? '',
      actorUserId: null,
      action: 'publish_failed',
      fromStatus: 'publishing',
      toStatus: 'failed',
      detail: 'Google Play refused the reply: text longer than 350 characters.',
    })
    expect(tick()).toBe(2)
    expect(seen).toEqual([
      {
        kind: 'anomaly',
        workspaceId: ws,
        title: 'Review spike for Notes',
        body: '90 reviews in the last 24 hours.',
      },
      {
        kind: 'publish_failure',
        workspaceId: ws,
        reviewId,
        title: 'A reply for Notes could not be published',
        body: 'Google Play refused the reply: text longer than 350 characters.',
      },
    ])

    await t!.run('insights.notificationSettings.set', {
      workspaceId: ws,
      anomalies: false,
      publishFailures: false,
    })
    core.db.transaction(() =>
      emitEvent(
        core,
        ws,
        'anomaly.detected',
        { app: { name: 'Notes' }, kind: 'rating_drop' },
        'x2',
      ),
    )
    recordReplyEvent(core, {
      workspaceId: ws,
      reviewId: reviewId ?? '',
      actorUserId: null,
      action: 'publish_failed',
      toStatus: 'failed',
    })
    expect(tick()).toBe(0)
    expect(seen).toHaveLength(2)
  })

  it('is a no-op outside Electron and never repeats after a restart', async () => {
    const dir = tempDir('rr-notify-')
    dirs.push(dir)
    const clock = new ManualClock(NOW)
    const open = () =>
      createCore({ dataDir: dir, keyProvider: testKeyProvider(), clock, log: strictLog })
    extra = open()
    expect(notifierFor(extra)).toBe(noopNotifier)
    const { run } = await import('../../../../src/main/core/commands/dispatch')
    const owner = { userId: extra.ownerUserId }
    const [ws] = await run(extra, owner, 'workspaces.list', {})
    await run(extra, owner, 'apps.add', {
      workspaceId: ws?.id,
      name: 'Notes',
      googlePlayPackage: 'com.example.notes',
    })
    const { storeListings } = await import('../../../../src/main/core/db/schema')
    const listing = extra.db.select().from(storeListings).get()
    if (!listing) throw new Error('no listing')
    createInsightsScheduler(extra).tick(NOW)
    ingestReviews(extra, listing, [review(1)])
    const seen: DesktopNotification[] = []
    setNotifier(extra, { notify: (x) => seen.push(x) })
    expect(createInsightsScheduler(extra).tick(NOW).notifications).toBe(1)

    extra.close()
    extra = open()
    setNotifier(extra, { notify: (x) => seen.push(x) })
    expect(createInsightsScheduler(extra).tick(NOW + HOUR).notifications).toBe(0)
    expect(seen).toHaveLength(1)
  })
})

describe('insights worker timers', () => {
  it('catches up at start, then batches what a sync brings', async () => {
    const { app, seen } = await setup()
    const core = t!.core
    const pending: { fn: () => void; ms: number }[] = []
    const timers: InsightsTimers = {
      setTimeout: (fn, ms) => pending.push({ fn, ms }),
      clearTimeout: (h) => {
        const i = (h as number) - 1
        if (pending[i]) pending[i] = { fn: () => {}, ms: -1 }
      },
    }
    const scheduler = createInsightsScheduler(core, { timers, intervalMs: 60_000, settleMs: 2_000 })
    const ticks: number[] = []
    const tick = scheduler.tick
    scheduler.tick = (now) => {
      ticks.push(now ?? core.clock.now())
      return tick(now)
    }
    scheduler.start()
    // The start-up pass runs at once (the loop helper's first pass), before any timer.
    await expect.poll(() => ticks.length).toBe(1)
    expect(pending).toEqual([])
    ingestReviews(core, app.listing, [review(1), review(2)])
    ingestReviews(core, app.listing, [review(1)])
    // Two ingests in one sync: the second cancels the first settle timer; one pass, one notification.
    const settle = pending.filter((p) => p.ms === 2_000)
    expect(settle).toHaveLength(1)
    expect(seen).toEqual([])
    settle[0]?.fn()
    expect(seen).toEqual([expect.objectContaining({ title: '3 new 1–2★ reviews for Notes' })])
    await scheduler.stop()
    // The next scheduled pass waits a minute: none ran meanwhile.
    expect(ticks).toHaveLength(1)
  })
  it('reads a big import over several polls, each its own task, and announces its news once', async () => {
    const { app, seen } = await setup()
    const core = t!.core
    const pending: (() => void)[] = []
    const timers: InsightsTimers = {
      setTimeout: (fn) => pending.push(fn),
      clearTimeout: () => {},
    }
    const scheduler = createInsightsScheduler(core, { timers })
    // A first import: years of history (never announced), then the week's three low-star reviews.
    const history = Array.from({ length: 3_500 }, (_, i) => review(1, NOW - 30 * DAY - i * HOUR))
    for (let i = 0; i < history.length; i += 500)
      ingestReviews(core, app.listing, history.slice(i, i + 500))
    ingestReviews(core, app.listing, [review(1), review(2), review(1)])

    scheduler.afterSync([app.listing.workspaceId])
    // The first poll did not read it all: the rest waits for another task.
    expect(pending.length).toBeGreaterThan(0)
    while (pending.length > 0) pending.shift()?.()
    expect(seen).toEqual([expect.objectContaining({ title: '3 new 1–2★ reviews for Notes' })])
    scheduler.afterSync([app.listing.workspaceId])
    expect(pending).toEqual([])
    expect(seen).toHaveLength(1)
  })
})
