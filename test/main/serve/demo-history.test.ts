/** `serve --demo` shows a year of Google Play history, imported from the simulated report bucket. */
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { storeRatings } from '../../../src/main/core/db/schema'
import { startDemo } from '../../../src/main/serve/demo'
import { createTestCore, type TestCore } from '../../support/core'
import { systemClock } from '../../../src/main/core/clock'

let stop: (() => Promise<void>) | undefined
let t: TestCore | undefined
afterEach(async () => {
  await stop?.()
  t?.core.close()
})

describe('serve --demo', () => {
  it('imports twelve months of reports: older reviews and ratings without text on the dashboard', async () => {
    t = await createTestCore({ clock: systemClock as never })
    const lines: string[] = []
    stop = await startDemo(t.core, (line) => lines.push(line))
    expect(lines.join('\n')).toMatch(/imported 1[23] monthly Google Play reports/)
    const ws = (await t.run('workspaces.list', {})).find((w) => w.name === 'Demo workspace')!
    const app = (await t.run('apps.list', { workspaceId: ws.id }))[0]!
    const dashboard = await t.run('dashboard.app', { workspaceId: ws.id, appId: app.id, days: 365 })
    expect(dashboard.ratings.withoutText.count).toBeGreaterThan(1000)
    expect(dashboard.totals.reviews).toBeGreaterThan(150)
    expect(
      t.core.db
        .select({ n: sql<number>`count(*)` })
        .from(storeRatings)
        .get()?.n,
    ).toBe(357 * 4)
  }, 120_000)
})
