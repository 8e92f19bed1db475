/**
 * Workers written on the one loop helper (`work/loop.ts`): each finds its work in the database,
 * goes through a backlog batch after batch, and is woken by news rather than waiting its pause.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { topicWorker } from '../../../../src/main/core/dashboard/topics/worker'
import { languageBackfillWorker } from '../../../../src/main/core/reviews/language-worker'
import { localScheduler } from '../../../../src/main/core/sync/scheduler'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'
import { googlePlayWith, PKG } from '../replies/fixtures/flags'

let t: TestCore | undefined
let running: { stop(): Promise<void> | void } | undefined
afterEach(async () => {
  await running?.stop()
  t?.core.close()
  t = running = undefined
})

const count = (sql: string) => (t!.core.db.$client.prepare(sql).get() as { n: number }).n

describe('worker loops', () => {
  it('topics: reads a backlog of more than one batch, then the review that arrives next', async () => {
    t = await createTestCore()
    // 120 reviews: more than two batches of 50, each batch its own pass.
    await seedApp(
      t,
      'Notes',
      Array.from({ length: 120 }, (_, i) => ({
        rating: 2,
        body: `Sync keeps failing on my phone (${i})`,
        hoursAgo: i + 1,
      })),
    )
    running = topicWorker.start(t.core)
    const read = () => count('SELECT count(DISTINCT review_id) AS n FROM review_topics')
    await expect.poll(read, { timeout: 30_000 }).toBe(120)
    // A new review changes "reviews": read at once, not after the 30-second pause.
    await seedApp(t, 'Other', [{ rating: 1, body: 'The sync lost my notes', hoursAgo: 1 }])
    await expect.poll(read, { timeout: 10_000 }).toBe(121)
  })

  it('topics: waits while a store pass runs, and reads what it stored as soon as it ends', async () => {
    const s = await googlePlayWith(['The sync is broken again'])
    t = s.t
    const close = s.gp.close.bind(s.gp)
    const now = s.t.clock.now()
    s.gp.seed(
      PKG,
      Array.from({ length: 30 }, (_, i) => ({
        authorName: `User ${i}`,
        text: `Export to PDF crashes every time (${i})`,
        starRating: 2,
        reviewerLanguage: 'en_US',
        lastModified: now - (i + 2) * 60_000,
      })),
    )
    const read = () => count('SELECT count(DISTINCT review_id) AS n FROM review_topics')
    const syncing = localScheduler(t.core).syncNow(t.workspaceId)
    running = topicWorker.start(t.core)
    await syncing
    // The pass's end wakes the worker, which must not find the pass still running and wait 30 s.
    await expect.poll(read, { timeout: 10_000 }).toBe(31)
    await close()
  })

  it('language backfill: fills in every review an older version stored without one, then rests', async () => {
    t = await createTestCore()
    await seedApp(
      t,
      'Notes',
      Array.from({ length: 60 }, (_, i) => ({
        rating: 4,
        body: `Die App ist wirklich sehr gut und hilft mir jeden Tag (${i})`,
        hoursAgo: i + 1,
      })),
    )
    t.core.db.$client.prepare('UPDATE reviews SET language = NULL').run()
    running = languageBackfillWorker.start(t.core)
    await expect
      .poll(() => count("SELECT count(*) AS n FROM reviews WHERE language LIKE 'de%'"), {
        timeout: 30_000,
      })
      .toBe(60)
  })
})
