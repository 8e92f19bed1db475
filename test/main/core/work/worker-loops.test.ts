/**
 * Workers written on the one loop helper (`work/loop.ts`): each finds its work in the database,
 * goes through a backlog batch after batch, and is woken by news rather than waiting its pause.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { topicWorker } from '../../../../src/main/core/dashboard/topics/worker'
import { languageBackfillWorker } from '../../../../src/main/core/reviews/language-worker'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'

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
