/**
 * Insights costs: anomaly detection per app (it runs after every sync and every 15 minutes),
 * one weekly digest, and a notification poll over a large sync.
 */
import { eq } from 'drizzle-orm'
import { ManualClock } from '../src/main/core/clock'
import { run } from '../src/main/core/commands/dispatch'
import { createCore } from '../src/main/core/core'
import { reviews, storeListings } from '../src/main/core/db/schema'
import { emitEvent } from '../src/main/core/events/outbox'
import { detectAnomalies } from '../src/main/core/insights/anomalies/detect'
import { pollNotifications } from '../src/main/core/insights/notifications/poll'
import { runDigestsNow } from '../src/main/core/insights/digest/schedule'
import { DAY } from '../src/main/core/insights/time/zoned'
import { noopNotifier } from '../src/main/core/notify/notifier'
import { toPublicReview } from '../src/main/core/public/serialize'
import { sequentialIds } from '../src/main/core/ids'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'

const NOW = Date.UTC(2026, 10, 10, 12)

function time(label: string, repeat: number, fn: () => void): void {
  fn()
  const start = performance.now()
  for (let i = 0; i < repeat; i++) fn()
  const ms = (performance.now() - start) / repeat
  console.log(`${label.padEnd(52)} ${ms.toFixed(2)} ms`)
}

export default async function (): Promise<void> {
  for (const perDay of [10, 100, 1000]) {
    const clock = new ManualClock(NOW)
    const core = createCore({
      dataDir: null,
      keyProvider: passphraseKeyProvider('bench passphrase', { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } }),
      ids: sequentialIds(),
      clock,
    })
    const owner = { userId: core.ownerUserId }
    const [ws] = await run(core, owner, 'workspaces.list', {})
    const workspaceId = ws?.id ?? ''
    await run(core, owner, 'apps.add', {
      workspaceId,
      name: 'Notes',
      googlePlayPackage: 'com.example.notes',
    })
    const listing = core.db.select().from(storeListings).get()
    if (!listing) throw new Error('no listing')
    const days = 60
    const total = perDay * days
    core.db.transaction(() => {
      for (let i = 0; i < total; i++) {
        const createdAt = NOW - Math.floor((i / total) * days * DAY)
        core.db
          .insert(reviews)
          .values({
            id: `rev_b${i}`,
            workspaceId,
            appId: listing.appId,
            listingId: listing.id,
            store: 'google_play',
            storeReviewId: `b${i}`,
            rating: 1 + ((i * 7919) % 5),
            body: 'Benchmark review',
            language: ['en', 'de', 'fr'][i % 3] ?? 'en',
            createdAt,
            updatedAt: createdAt,
            firstSeenAt: createdAt,
          })
          .run()
      }
    })
    console.log(`\n${perDay} reviews/day, ${total} reviews stored`)
    time('anomaly detection, one app (both rules)', 50, () =>
      detectAnomalies(core, workspaceId, NOW),
    )
    time('weekly digest, one app (compute + store)', 5, () => {
      core.db.$client.exec('delete from digests')
      runDigestsNow(core, workspaceId, NOW)
    })
    const batch = Math.min(total, 2000)
    const rows = core.db
      .select()
      .from(reviews)
      .where(eq(reviews.appId, listing.appId))
      .limit(batch)
      .all()
    pollNotifications(core, noopNotifier, NOW) // the first poll only sets its starting point
    let polled = 0
    for (let i = 0; i < 3; i++) {
      core.db.transaction(() => {
        for (const r of rows)
          emitEvent(core, workspaceId, 'review.created', {
            review: toPublicReview({ ...r, createdAt: NOW }, null, [{ rating: r.rating, at: NOW }]),
          })
      })
      const start = performance.now()
      pollNotifications(core, noopNotifier, NOW)
      polled += performance.now() - start
    }
    console.log(
      `${`notification poll after a sync of ${batch} new reviews`.padEnd(52)} ${(polled / 3).toFixed(2)} ms`,
    )
    time('idle pass (nothing new: poll + detection)', 50, () => {
      pollNotifications(core, noopNotifier, NOW)
      detectAnomalies(core, workspaceId, NOW)
    })
    core.close()
  }
}
