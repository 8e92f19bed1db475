import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { run } from '../../../../src/main/core/commands/dispatch'
import { createCore, type Core } from '../../../../src/main/core/core'
import { createInsightsScheduler } from '../../../../src/main/core/insights/worker'
import { DAY, HOUR } from '../../../../src/main/core/insights/time/zoned'
import { createTestCore, tempDir, testKeyProvider, type TestCore } from '../../../support/core'
import {
  ANGRY,
  HAPPY,
  addApp,
  eventsOf,
  generateHistory,
  insertReviews,
  prng,
  strictLog,
  type TestApp,
} from './support'

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

const Z = (s: string) => Date.parse(s)
const HISTORY_START = Z('2026-08-20T00:00:00Z')
const HISTORY_END = Z('2026-11-26T00:00:00Z')
const DROP_AT = Z('2026-10-10T00:00:00Z')

async function newCore(): Promise<TestCore> {
  const core = await createTestCore({
    clock: new ManualClock(Z('2026-10-01T00:00:00Z')),
    log: strictLog,
  })
  await core.run('insights.digestSettings.set', { workspaceId: core.workspaceId, enabled: false })
  return core
}

/** Ticks the worker every `step` over [from, to), as the clock moves; returns alerts raised. */
function runEvery(
  core: Core,
  clock: ManualClock,
  from: number,
  to: number,
  step = 2 * HOUR,
): number {
  const scheduler = createInsightsScheduler(core)
  let alerts = 0
  for (let now = from; now < to; now += step) {
    clock.set(now)
    alerts += scheduler.tick(now).alerts
  }
  return alerts
}

const kinds = (core: Core) => eventsOf(core, 'anomaly.detected').map((e) => e.data.kind)

function dropHistory(app: TestApp, core: Core, seed: number, drops: number[]): void {
  const random = prng(seed)
  const angry = (h: number) => drops.some((d) => h >= d && h < d + 4 * DAY)
  insertReviews(
    core,
    app,
    generateHistory(
      random,
      HISTORY_START,
      HISTORY_END,
      () => 1.5,
      (h) => (angry(h) ? ANGRY : HAPPY),
    ),
  )
}

describe('anomaly detection', () => {
  it('a clear rating drop raises exactly one alert for the whole episode', async () => {
    t = await newCore()
    const app = await addApp(t, 'Notes', HISTORY_START)
    dropHistory(app, t.core, 1, [DROP_AT])
    const alerts = runEvery(t.core, t.clock, DROP_AT - 2 * DAY, DROP_AT + 16 * DAY)
    expect(alerts).toBe(1)
    expect(kinds(t.core)).toEqual(['rating_drop'])

    const [event] = eventsOf(t.core, 'anomaly.detected')
    const data = event?.data as {
      app: { name: string }
      window: { start: string; end: string }
      baseline: number
      observed: number
      unit: string
      details: {
        baseline: { average_rating: number; reviews: number; days: number }
        observed: { average_rating: number; reviews: number }
        test: { p_value: number }
      }
      reviews: { object: string; rating: number; created_at: string }[]
    }
    expect(data.app.name).toBe('Notes')
    expect(data.unit).toBe('stars')
    expect(Date.parse(data.window.end) - Date.parse(data.window.start)).toBe(3 * DAY)
    // Alerted within two days of the drop starting (the 3-day window is then mostly angry).
    expect(Date.parse(data.window.end) - DROP_AT).toBeLessThan(2 * DAY)
    expect(data.details.observed.reviews).toBeGreaterThanOrEqual(10)
    expect(data.details.baseline.days).toBe(28)
    expect(data.baseline).toBe(data.details.baseline.average_rating)
    expect(data.observed).toBe(data.details.observed.average_rating)
    expect(data.baseline - data.observed).toBeGreaterThanOrEqual(0.5)
    expect(data.details.test.p_value).toBeLessThan(0.001)
    expect(data.reviews.length).toBeGreaterThan(0)
    for (const r of data.reviews) {
      expect(r.object).toBe('review')
      expect(r.rating).toBeLessThanOrEqual(2)
      expect(Date.parse(r.created_at)).toBeGreaterThan(Date.parse(data.window.start))
    }
    expect(event?.dedupeKey).toMatch(/^anomaly\.detected:app_\w+:rating_drop:/)

    const list = await t.run('insights.alerts.list', { workspaceId: t.workspaceId })
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ kind: 'rating_drop', appName: 'Notes', ongoing: false })
    expect(list[0]?.endedAt).toBeGreaterThan(DROP_AT + 4 * DAY)
    expect(list[0]?.reviews.length).toBe(data.reviews.length)
  })

  it('a second drop after the first episode ended is a second alert', async () => {
    t = await newCore()
    const app = await addApp(t, 'Notes', HISTORY_START)
    dropHistory(app, t.core, 2, [DROP_AT, DROP_AT + 35 * DAY])
    expect(runEvery(t.core, t.clock, DROP_AT - DAY, DROP_AT + 45 * DAY, 3 * HOUR)).toBe(2)
    const list = await t.run('insights.alerts.list', {
      workspaceId: t.workspaceId,
      kind: 'rating_drop',
    })
    expect(list.map((a) => a.ongoing)).toEqual([false, false])
    expect(list[0]?.startedAt).toBeGreaterThan(DROP_AT + 35 * DAY)
  })

  it('a clear review spike raises exactly one alert', async () => {
    t = await newCore()
    const app = await addApp(t, 'Notes', HISTORY_START)
    const random = prng(3)
    const spikeAt = Z('2026-10-14T12:00:00Z')
    insertReviews(
      t.core,
      app,
      generateHistory(
        random,
        HISTORY_START,
        HISTORY_END,
        (h) => (h >= spikeAt && h < spikeAt + 6 * HOUR ? 25 : 0.5),
        () => HAPPY,
      ),
    )
    const alerts = runEvery(t.core, t.clock, spikeAt - 2 * DAY, spikeAt + 10 * DAY)
    expect(alerts).toBe(1)
    expect(kinds(t.core)).toEqual(['review_spike'])
    const data = eventsOf(t.core, 'anomaly.detected')[0]?.data as {
      window: { end: string }
      baseline: number
      observed: number
      unit: string
      details: {
        baseline: { weeks: number; expected_reviews: number }
        observed: { ratio: number }
      }
      reviews: unknown[]
    }
    expect(data.unit).toBe('reviews')
    expect(Date.parse(data.window.end) - spikeAt).toBeLessThanOrEqual(4 * HOUR)
    expect(data.details.baseline.weeks).toBe(4)
    expect(data.observed).toBeGreaterThanOrEqual(20)
    expect(data.observed).toBeGreaterThanOrEqual(3 * data.baseline)
    expect(data.details.observed.ratio).toBeGreaterThanOrEqual(3)
    expect(data.reviews).toHaveLength(10)
    const [alert] = await t.run('insights.alerts.list', { workspaceId: t.workspaceId })
    expect(alert?.summary).toMatch(/reviews in the last 24 hours/)
  })

  it('normal weekly seasonality (weekends 3× weekdays) raises nothing', async () => {
    t = await newCore()
    const app = await addApp(t, 'Notes', HISTORY_START)
    const random = prng(4)
    const weekend = (h: number) => [0, 6].includes(new Date(h).getUTCDay())
    insertReviews(
      t.core,
      app,
      generateHistory(
        random,
        HISTORY_START,
        HISTORY_END,
        (h) => (weekend(h) ? 45 : 15) / 24,
        () => HAPPY,
      ),
    )
    expect(runEvery(t.core, t.clock, Z('2026-10-15T00:00:00Z'), Z('2026-11-12T00:00:00Z'))).toBe(0)
    expect(eventsOf(t.core, 'anomaly.detected')).toHaveLength(0)
  })

  it('a quiet app with a few bad reviews raises nothing', async () => {
    t = await newCore()
    const app = await addApp(t, 'Quiet', HISTORY_START)
    const random = prng(5)
    insertReviews(
      t.core,
      app,
      generateHistory(
        random,
        HISTORY_START,
        DROP_AT,
        () => 1 / 48,
        () => HAPPY,
      ),
    )
    insertReviews(
      t.core,
      app,
      [1, 1, 2, 1].map((rating, i) => ({ rating, createdAt: DROP_AT + i * 3 * HOUR })),
    )
    expect(runEvery(t.core, t.clock, DROP_AT - DAY, DROP_AT + 6 * DAY)).toBe(0)
  })

  it('does not judge spikes before enough history was imported', async () => {
    t = await newCore()
    // Google Play hands over one week of history: 7 days of 10/day, then a busy (but normal) day.
    const app = await addApp(t, 'Fresh', DROP_AT)
    const random = prng(6)
    insertReviews(
      t.core,
      app,
      generateHistory(
        random,
        DROP_AT - 7 * DAY,
        DROP_AT + DAY,
        () => 40 / 24,
        () => HAPPY,
      ),
    )
    expect(runEvery(t.core, t.clock, DROP_AT, DROP_AT + DAY)).toBe(0)
  })

  it('respects the workspace thresholds and the off switch', async () => {
    t = await newCore()
    const app = await addApp(t, 'Notes', HISTORY_START)
    dropHistory(app, t.core, 7, [DROP_AT])
    const off = await t.run('insights.anomalySettings.set', {
      workspaceId: t.workspaceId,
      enabled: false,
    })
    expect(off.enabled).toBe(false)
    expect(runEvery(t.core, t.clock, DROP_AT, DROP_AT + 2 * DAY)).toBe(0)
    // Back on, but asking for a 3-star drop: this 2-star drop does not qualify.
    const strict = await t.run('insights.anomalySettings.set', {
      workspaceId: t.workspaceId,
      enabled: true,
      ratingDrop: { minDrop: 3 },
    })
    expect(strict.ratingDrop).toEqual({
      windowDays: 3,
      baselineDays: 28,
      minReviews: 10,
      minDrop: 3,
      pValue: 0.001,
    })
    expect(runEvery(t.core, t.clock, DROP_AT + 2 * DAY, DROP_AT + 3 * DAY)).toBe(0)
    const reset = await t.run('insights.anomalySettings.set', {
      workspaceId: t.workspaceId,
      reset: true,
    })
    expect(reset.ratingDrop.minDrop).toBe(0.5)
    expect(runEvery(t.core, t.clock, DROP_AT + 3 * DAY, DROP_AT + 3 * DAY + HOUR)).toBe(1)
    const bad = await t.dispatch('insights.anomalySettings.set', {
      workspaceId: t.workspaceId,
      reviewSpike: { pValue: 0.5 },
    })
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'reviewSpike.pValue' },
    })
  })

  it('a restart does not alert again for the same episode', async () => {
    const dir = tempDir('rr-anomaly-')
    dirs.push(dir)
    const clock = new ManualClock(HISTORY_START)
    const open = () =>
      createCore({ dataDir: dir, keyProvider: testKeyProvider(), clock, log: strictLog })
    extra = open()
    const owner = { userId: extra.ownerUserId }
    const [ws] = await run(extra, owner, 'workspaces.list', {})
    const workspaceId = ws?.id ?? ''
    const added = await run(extra, owner, 'apps.add', {
      workspaceId,
      name: 'Notes',
      googlePlayPackage: 'com.example.notes',
    })
    const { storeListings } = await import('../../../../src/main/core/db/schema')
    const listing = extra.db.select().from(storeListings).get()
    if (!listing) throw new Error('no listing')
    dropHistory({ appId: added.id, listing }, extra, 8, [DROP_AT])

    expect(runEvery(extra, clock, DROP_AT, DROP_AT + DAY)).toBe(1)
    extra.close()
    extra = open()
    expect(runEvery(extra, clock, DROP_AT + DAY, DROP_AT + 12 * DAY)).toBe(0)
    expect(eventsOf(extra, 'anomaly.detected')).toHaveLength(1)
  })
})
