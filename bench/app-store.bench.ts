/**
 * App Store reviews ingested per second: a first sync of 100,000 reviews (500 pages of 200, one
 * response on every tenth review) from the loopback App Store simulator into a SQLite file (WAL),
 * through the real client (ES256 token, X-Rate-Limit bookkeeping, JSON:API parsing, ingest with
 * its `review.created` outbox events). Then an incremental sync, which reads one page.
 *
 * The simulator runs in a worker thread so its JSON building and token checks do not share the
 * client's event loop. Its rate limit is raised for the run: the budget is not what is measured.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { eq } from 'drizzle-orm'
import { run } from '../src/main/core/commands/dispatch'
import { createCore } from '../src/main/core/core'
import { storeListings } from '../src/main/core/db/schema'
import { syncAppStoreListing } from '../src/main/core/sync/pass'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'
import {
  generateReviews,
  startAppStoreSimulator,
  type SimApiKey,
} from '../src/main/simulators/app-store'

const REVIEWS = 100_000
const APP_ID = '682658836'
const ROLE = 'app-store-simulator'
// The bench's vault only guards a throwaway folder: a cheap scrypt cost keeps start-up quick.
const keyProvider = () => passphraseKeyProvider('app store bench', { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } })

interface Ready {
  url: string
  key: SimApiKey
  newestAt: number
}

async function simulatorInWorker(): Promise<void> {
  const port = parentPort
  if (!port) return
  const sim = await startAppStoreSimulator({ rateLimit: 10_000_000, publishDelayMs: 0 })
  const newestAt = Date.now() - 60_000
  sim.seed(
    APP_ID,
    generateReviews(REVIEWS, { newestAt, spacingMs: 30_000, withResponsesEvery: 10 }),
    'Bench',
  )
  const key = sim.keys.create({ role: 'ADMIN' })
  port.on('message', (m: { seed?: number }) => {
    if (typeof m.seed === 'number') {
      sim.seed(
        APP_ID,
        generateReviews(m.seed, { newestAt: Date.now(), spacingMs: 1000, idPrefix: 'late-' }),
      )
      port.postMessage('seeded')
      return
    }
    void sim.close().then(() => port.postMessage('closed'))
  })
  port.postMessage({ url: sim.url, key, newestAt } satisfies Ready)
}

if (!isMainThread && (workerData as { role?: string } | undefined)?.role === ROLE)
  void simulatorInWorker()

function startSimulator(): Promise<Ready & { send(m: unknown): Promise<void> }> {
  // Loader hooks do not reach worker threads on Node 20: the worker registers tsx itself.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
  const worker = new Worker(boot, { eval: true, workerData: { role: ROLE } })
  const send = (m: unknown) =>
    new Promise<void>((done) => {
      worker.once('message', () => done())
      worker.postMessage(m)
    })
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (ready: Ready) =>
      resolve({
        ...ready,
        send: async (m) => {
          await send(m)
          if (typeof m === 'object' && m !== null && 'stop' in m) await worker.terminate()
        },
      }),
    )
  })
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

export default async function (): Promise<void> {
  const seedStarted = performance.now()
  const sim = await startSimulator()
  console.log(
    `simulator seeded with ${fmt(REVIEWS)} reviews in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-bench-app-store-'))
  const core = createCore({
    dataDir,
    keyProvider: keyProvider(),
    endpoints: { appStoreApiUrl: sim.url, googlePlayApiUrl: 'http://127.0.0.1:9' },
  })
  try {
    const principal = { userId: core.ownerUserId }
    const [ws] = await run(core, principal, 'workspaces.list', {})
    if (!ws) throw new Error('no workspace')
    const app = await run(core, principal, 'apps.add', {
      workspaceId: ws.id,
      name: 'Bench',
      appStoreId: APP_ID,
    })
    await run(core, principal, 'appStore.connect', {
      workspaceId: ws.id,
      keyId: sim.key.keyId,
      issuerId: sim.key.issuerId ?? '',
      privateKeyPem: sim.key.privateKeyPem,
    })
    const listingId = app.listings[0]?.id ?? ''
    const listing = () => {
      const row = core.db.select().from(storeListings).where(eq(storeListings.id, listingId)).get()
      if (!row) throw new Error('listing vanished')
      return row
    }

    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    const first = await syncAppStoreListing(core, listing())
    const seconds = (performance.now() - started) / 1000
    const cpu = process.cpuUsage(cpuBefore)
    const cpuSeconds = (cpu.user + cpu.system) / 1e6
    console.log(
      `first sync: ${fmt(first.created)} reviews (${fmt(first.fetched / 200)} pages) in ${seconds.toFixed(1)} s → ${fmt(first.created / seconds)} reviews/s ingested`,
    )
    // On a busy machine wall time includes waiting for a core; CPU time (both threads) does not.
    console.log(
      `  CPU: ${cpuSeconds.toFixed(1)} s (client + simulator threads) → ${fmt(first.created / cpuSeconds)} reviews per CPU-second`,
    )

    await sim.send({ seed: 50 })
    const incStarted = performance.now()
    const second = await syncAppStoreListing(core, listing())
    console.log(
      `incremental sync: ${second.created} new of ${second.fetched} read (1 page) in ${(performance.now() - incStarted).toFixed(0)} ms`,
    )
  } finally {
    core.close()
    await sim.send({ stop: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}
