/**
 * Google Play ingest: 100k reviews read from the simulator over loopback HTTP into a SQLite file.
 * Google only lists the last week, so all 100k are seeded inside it. 1,000 pages need more than
 * the 200 reads/hour budget, so the clock (a ManualClock) moves an hour whenever a pass stops
 * early; only wall time spent syncing is measured.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addApp } from '../src/main/core/apps/apps'
import { ManualClock } from '../src/main/core/clock'
import { createCore } from '../src/main/core/core'
import { storeListings, workspaces } from '../src/main/core/db/schema'
import { configureGooglePlay } from '../src/main/core/stores/google-play/runtime'
import { connectGooglePlay } from '../src/main/core/stores/google-play/connect'
import { GooglePlayError } from '../src/main/core/stores/google-play/errors'
import { syncGooglePlayListing } from '../src/main/core/sync/pass'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'
import { startGooglePlaySimulator, type SimReviewInput } from '../src/main/simulators/google-play'

const TOTAL = Number(process.env.GP_BENCH_TOTAL ?? 100_000)
const PKG = 'com.example.bench'
const HOUR = 60 * 60_000

export default async function (): Promise<void> {
  const clock = new ManualClock()
  const sim = await startGooglePlaySimulator({ clock })
  const dir = mkdtempSync(join(tmpdir(), 'rr-bench-gp-'))
  const core = createCore({
    dataDir: dir,
    keyProvider: passphraseKeyProvider('bench passphrase', { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } }),
    clock,
    endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: sim.url },
  })
  try {
    configureGooglePlay(core, { sleep: async (ms) => clock.advance(ms) })
    const ws = core.db.select().from(workspaces).get()!
    const admin = { userId: core.ownerUserId, workspaceId: ws.id, role: 'admin' as const }
    addApp(core, admin, { name: 'Bench', googlePlayPackage: PKG })
    connectGooglePlay(core, admin, JSON.stringify(sim.serviceAccount))
    const listing = core.db.select().from(storeListings).get()!

    const now = clock.now()
    const span = 6 * 24 * HOUR
    const seed: SimReviewInput[] = Array.from({ length: TOTAL }, (_, i) => ({
      reviewId: `gp:bench${i}`,
      authorName: `Reviewer ${i}`,
      title: i % 4 === 0 ? 'Short title' : undefined,
      text: `Review ${i}: the sync is quick, but I would like a dark mode and fewer notifications.`,
      starRating: (i % 5) + 1,
      lastModified: now - Math.floor((span * (i + 1)) / (TOTAL + 1)),
      reviewerLanguage: ['en', 'de', 'pt_BR', 'ja'][i % 4]!,
      device: 'a52q',
      androidOsVersion: 33,
      appVersionCode: 450 + (i % 9),
      appVersionName: `4.5.${i % 9}`,
      thumbsUpCount: i % 11,
      ...(i % 10 === 0
        ? { reply: { text: 'Thanks for the feedback!', lastModified: now - 1000 } }
        : {}),
    }))
    sim.seed(PKG, seed)

    let created = 0
    let pages = 0
    let passes = 0
    let syncMs = 0
    for (;;) {
      if (++passes > 20) throw new Error('the bench did not finish in 20 passes')
      const started = performance.now()
      try {
        const result = await syncGooglePlayListing(core, listing)
        syncMs += performance.now() - started
        created += result.created
        pages += result.pages
        if (result.complete) break
      } catch (error) {
        syncMs += performance.now() - started
        if (!(error instanceof GooglePlayError) || error.failure !== 'quota') throw error
      }
      clock.advance(HOUR)
    }
    const calls = sim.calls.filter((c) => c.endpoint === 'list')
    console.log(
      `ingested ${created.toLocaleString('en')} reviews in ${(syncMs / 1000).toFixed(1)} s: ` +
        `${Math.round(created / (syncMs / 1000)).toLocaleString('en')} reviews/s ` +
        `(${pages} pages of ≤100 over ${passes} passes, ${(clock.now() - now) / HOUR} simulated hours of read budget; ` +
        `${calls.length} list calls, none refused: ${calls.every((c) => c.status === 200)})`,
    )
  } finally {
    core.close()
    await sim.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
