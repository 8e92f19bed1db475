import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { appSchema, reviewSchema } from '../../../../src/main/core/api/openapi/schemas'
import { insightsEventDataSchemas } from '../../../../src/main/core/insights/event-schemas'
import { createInsightsScheduler } from '../../../../src/main/core/insights/worker'
import { DAY, HOUR } from '../../../../src/main/core/insights/time/zoned'
import { createTestCore, type TestCore } from '../../../support/core'
import {
  ANGRY,
  HAPPY,
  addApp,
  eventsOf,
  generateHistory,
  insertReply,
  insertReviews,
  prng,
  strictLog,
} from './support'

let t: TestCore | undefined
afterEach(() => t?.core.close())

const schemas = insightsEventDataSchemas(appSchema, reviewSchema)
const Z = (s: string) => Date.parse(s)

describe('event payloads', () => {
  it('digest.weekly and anomaly.detected data match their published schemas', async () => {
    const start = Z('2026-09-01T00:00:00Z')
    const dropAt = Z('2026-10-20T00:00:00Z')
    t = await createTestCore({ clock: new ManualClock(start), log: strictLog })
    const app = await addApp(t, 'Notes', start)
    const ids = insertReviews(
      t.core,
      app,
      generateHistory(
        prng(9),
        start,
        dropAt + 4 * DAY,
        () => 1.5,
        (h) => (h >= dropAt ? ANGRY : HAPPY),
      ),
    )
    insertReply(t.core, ids[ids.length - 1] ?? '', 'published', dropAt + 4 * DAY)
    insertReviews(t.core, app, [{ rating: 1, createdAt: dropAt + HOUR, language: null }])
    const scheduler = createInsightsScheduler(t.core)
    for (let now = dropAt; now < dropAt + 2 * DAY; now += 4 * HOUR) {
      t.clock.set(now)
      scheduler.tick(now)
    }
    const digests = eventsOf(t.core, 'digest.weekly')
    const anomalies = eventsOf(t.core, 'anomaly.detected')
    expect(digests.length).toBeGreaterThan(0)
    expect(anomalies.length).toBe(1)
    for (const d of digests) expect(schemas.digestWeekly.safeParse(d.data).error).toBeUndefined()
    for (const a of anomalies)
      expect(schemas.anomalyDetected.safeParse(a.data).error).toBeUndefined()
  })
})
