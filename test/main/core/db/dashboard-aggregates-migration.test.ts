/**
 * Migration dashboard_aggregates on a database written before it: the running totals and the
 * kept waits are filled from the reviews, topics and replies already there, equal to a count
 * from scratch, and kept from then on.
 */
import Database from 'better-sqlite3'
import { undoDashboardAggregates } from '../../../support/downgrade'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { randomIds } from '../../../../src/main/core/ids'
import { databaseFile } from '../../../../src/main/core/paths'
import { createTestCore, tempDir, type TestCore } from '../../../support/core'
import { expectExact, totalsAndScratch } from '../dashboard/totals'
import { seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

const NOW = Date.UTC(2026, 10, 4, 12)

/**
 * Turns the file back into what the version before migration dashboard_aggregates left (and
 * without migration reply_facts after it, which the next start applies again).
 */
function downgrade(file: string): void {
  const raw = new Database(file)
  undoDashboardAggregates(raw)
  raw.close()
}

describe('migration dashboard_aggregates', () => {
  it('fills the totals from the reviews already stored, then keeps them', async () => {
    const dataDir = tempDir()
    const clock = new ManualClock(NOW)
    t = await createTestCore({ dataDir, clock, ids: randomIds })
    await seedApp(t, 'Notes', [
      { rating: 5, body: 'The sync just works, love it', hoursAgo: 1, reply: 'published' },
      { rating: 1, body: 'Crashes on start', hoursAgo: 30, language: 'de', reply: 'draft' },
      { rating: 2, body: 'Too expensive', hoursAgo: 400, reply: 'pending_publish' },
      { rating: 4, body: 'Fine', hoursAgo: 3000, appVersion: ' 2.1 ', territory: 'fr' },
    ])
    detectDueTopics(t.core)
    t.core.close()
    downgrade(databaseFile(dataDir))

    t = await createTestCore({ dataDir, clock, ids: randomIds })
    const filled = totalsAndScratch(t.core.db.$client)
    expect(filled.hours.length).toBeGreaterThan(0)
    expect(filled.topics.length).toBeGreaterThan(0)
    expectExact(t.core.db.$client)
    const d = await t.run('dashboard.app', {
      workspaceId: t.workspaceId,
      days: 90,
      timeZone: 'UTC',
    })
    expect(d.totals).toMatchObject({ reviews: 3, needsReply: 1, answered: 2 })

    await seedApp(t, 'Photos', [{ rating: 3, body: 'Slow sync', hoursAgo: 5 }])
    expectExact(t.core.db.$client)
  })
})
