/**
 * What a person notices while Review Reply works (issue 14): a `serve`-like core (real data file,
 * the public API on loopback, every background worker) imports from the App Store simulator
 * while a probe in another thread opens a fresh connection to `/api/v1/apps` every 100 ms and a
 * tight kept-alive loop counts connection errors.
 *
 * - a first import of 50,000 reviews spread over five years, against a bare client that pages the
 *   same store and inserts rows with better-sqlite3 (measured in the same run), and against
 *   storing alone: the same pages handed to ingest with nothing else running, the ceiling for any
 *   import;
 * - bursts of 5,000 and 10,000 reviews of the last 30 days, each needing a draft: time until all
 *   are drafted, drafts per second, and the 10,000 / 5,000 ratio.
 *
 * The work thread runs the bundle the shells run (`out/cli/work-thread.mjs`, rebuilt when a source
 * is newer), not the sources through tsx's loader, which no user runs; `RR_BENCH_THREAD=source`
 * measures the sources instead.
 *
 * `npm run bench responsiveness` (sizes: RR_BENCH_IMPORT, RR_BENCH_BURST=5000,10000).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { importPKCS8, SignJWT } from 'jose'
import { startApiServer } from '../src/main/core/api/server'
import { startBackground } from '../src/main/core/background'
import { run } from '../src/main/core/commands/dispatch'
import { createCore, type Core } from '../src/main/core/core'
import { storeListings } from '../src/main/core/db/schema'
import { ingestReviews } from '../src/main/core/reviews/ingest'
import { parseReviewsPage } from '../src/main/core/stores/app-store/wire'
import type { NormalizedReview } from '../src/main/core/stores/types'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'
import { threadEntry, type ThreadEntry } from '../src/main/core/work/entry'
import {
  generateReviews,
  startAppStoreSimulator,
  type SimApiKey,
} from '../src/main/simulators/app-store'

const IMPORT = Number(process.env.RR_BENCH_IMPORT ?? 50_000)
const BURSTS = (process.env.RR_BENCH_BURST ?? '5000,10000').split(',').map(Number)
const DAY = 24 * 60 * 60_000

/** The work thread's code: the shells' bundle, built first if a source changed since. */
function workThreadCode(): ThreadEntry | null {
  if (process.env.RR_BENCH_THREAD === 'source') return threadEntry()
  execFileSync(process.execPath, ['scripts/build-cli.mjs', '--if-stale'], { stdio: 'inherit' })
  return { kind: 'file', url: pathToFileURL(join('out', 'cli', 'work-thread.mjs')) }
}
const keyProvider = () =>
  passphraseKeyProvider('responsiveness bench', { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } })

// ── Threads: the simulator and the probe run beside the measured core, never on its loop ────────

interface SimReady {
  url: string
  key: SimApiKey
}

async function simulatorThread(): Promise<void> {
  const port = parentPort!
  const sim = await startAppStoreSimulator({ rateLimit: 1_000_000_000, publishDelayMs: 0 })
  const key = sim.keys.create({ role: 'ADMIN' })
  port.on(
    'message',
    (m: { seed?: { appId: string; count: number; spacingMs: number }; stop?: true }) => {
      if (m.seed) {
        const { appId, count, spacingMs } = m.seed
        sim.seed(
          appId,
          generateReviews(count, {
            newestAt: Date.now() - 60_000,
            spacingMs,
            idPrefix: `${appId}-`,
          }),
          `App ${appId}`,
        )
        port.postMessage('seeded')
      } else void sim.close().then(() => port.postMessage('closed'))
    },
  )
  port.postMessage({ url: sim.url, key } satisfies SimReady)
}

interface ProbeReport {
  fresh: number[]
  loopRequests: number
  loopErrors: number
}

function probeThread(): void {
  const port = parentPort!
  const { url, apiKey } = workerData as { url: string; apiKey: string }
  const target = new URL('/api/v1/apps', url)
  const headers = { authorization: `Bearer ${apiKey}` }
  let running = false
  let report: ProbeReport = { fresh: [], loopRequests: 0, loopErrors: 0 }
  const get = (agent: Agent | false) =>
    new Promise<void>((resolve, reject) => {
      const req = request(target, { agent, headers }, (res: IncomingMessage) => {
        res.resume()
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`)),
        )
      })
      req.on('error', reject)
      req.end()
    })
  // Requests still waiting when the run ends count with the wait so far: a stalled server
  // must not look fast because its slowest answers never arrived.
  const inFlight = new Set<number>()
  const fresh = () => {
    if (!running) return
    const started = performance.now()
    inFlight.add(started)
    setTimeout(fresh, 100)
    get(false)
      .then(
        () => report.fresh.push(performance.now() - started),
        () => report.loopErrors++,
      )
      .finally(() => inFlight.delete(started))
  }
  const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 })
  const loop = async () => {
    while (running) {
      try {
        await get(keptAlive)
        report.loopRequests++
      } catch {
        report.loopErrors++
      }
    }
  }
  port.on('message', (m: 'start' | 'stop') => {
    if (m === 'start') {
      report = { fresh: [], loopRequests: 0, loopErrors: 0 }
      running = true
      fresh()
      void loop()
      port.postMessage('started')
    } else {
      running = false
      const now = performance.now()
      for (const started of inFlight) report.fresh.push(now - started)
      inFlight.clear()
      port.postMessage(report)
    }
  })
  port.postMessage('ready')
}

const role = (workerData as { role?: string } | undefined)?.role
if (!isMainThread && role === 'simulator') void simulatorThread()
if (!isMainThread && role === 'probe') probeThread()

function thread(data: Record<string, unknown>): Worker {
  // Loader hooks do not reach worker threads on Node 20: the worker registers tsx itself.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
  return new Worker(boot, { eval: true, workerData: data })
}

const ask = <T>(worker: Worker, message: unknown): Promise<T> =>
  new Promise((resolve) => {
    worker.once('message', resolve)
    worker.postMessage(message)
  })

// ── Measured side ────────────────────────────────────────────────────────────────────────────────

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function summarize(label: string, report: ProbeReport): void {
  const sorted = [...report.fresh].sort((a, b) => a - b)
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0
  const worst = sorted.at(-1) ?? 0
  console.log(
    `  probe during ${label}: worst ${fmt(worst)} ms, p99 ${fmt(p99)} ms over ${sorted.length} fresh requests; kept-alive loop ${fmt(report.loopRequests)} requests, ${report.loopErrors} connection errors`,
  )
}

async function untilTrue(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 50))
}

interface Serving {
  core: Core
  dataDir: string
  probe: Worker
  stop(): Promise<void>
}

/** A fresh data folder and core, serve-like, with one App Store app in the first workspace. */
async function coreWithApp(sim: SimReady, appStoreId: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-bench-responsive-'))
  const core = createCore({
    dataDir,
    keyProvider: keyProvider(),
    endpoints: { appStoreApiUrl: sim.url, googlePlayApiUrl: 'http://127.0.0.1:9' },
    runtime: { shell: 'serve' },
  })
  const owner = { userId: core.ownerUserId }
  const [ws] = await run(core, owner, 'workspaces.list', {})
  const workspaceId = ws!.id
  await run(core, owner, 'apps.add', { workspaceId, name: 'Bench', appStoreId })
  return { dataDir, core, owner, workspaceId }
}

/** A data folder with one App Store app connected to the simulator, the API up, workers running. */
async function serveLike(sim: SimReady, appStoreId: string): Promise<Serving> {
  const { dataDir, core, owner, workspaceId } = await coreWithApp(sim, appStoreId)
  const api = await startApiServer(core, {
    port: 0,
    rateLimit: { ratePerSecond: 1_000_000, burst: 1_000_000 },
  })
  core.runtime.apiBaseUrl = `${api.url}/api/v1`
  const apiKey = (await run(core, owner, 'keys.create', { workspaceId, name: 'probe' })).key
  const probe = thread({ role: 'probe', url: api.url, apiKey })
  await new Promise((resolve) => probe.once('message', resolve))
  // Connecting last: the first poll starts with the background workers, while the probe watches.
  await run(core, owner, 'appStore.connect', {
    workspaceId,
    ...(sim.key.issuerId ? { issuerId: sim.key.issuerId } : {}),
    keyId: sim.key.keyId,
    privateKeyPem: sim.key.privateKeyPem,
  })
  return {
    core,
    dataDir,
    probe,
    async stop() {
      await probe.terminate()
      await api.close()
      core.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const count = (core: Core, sql: string): number =>
  (core.db.$client.prepare(sql).get() as { n: number }).n

async function measureImport(
  sim: SimReady,
  appStoreId: string,
  code: ThreadEntry | null,
): Promise<number> {
  const s = await serveLike(sim, appStoreId)
  await ask(s.probe, 'start')
  const started = performance.now()
  const background = startBackground(s.core, undefined, code)
  await untilTrue(
    () =>
      count(
        s.core,
        'SELECT count(*) AS n FROM store_listings WHERE last_sync_at IS NOT NULL OR last_error IS NOT NULL',
      ) > 0,
  )
  const elapsed = performance.now() - started
  const failed = s.core.db.$client
    .prepare('SELECT last_error AS e FROM store_listings WHERE last_error IS NOT NULL')
    .get() as { e: string } | undefined
  if (failed) throw new Error(`the import failed: ${failed.e}`)
  const report = await ask<ProbeReport>(s.probe, 'stop')
  await background.stop()
  const reviews = count(s.core, 'SELECT count(*) AS n FROM reviews')
  // From the first page stored to the end of the pass: leaves out starting the work thread (under
  // tsx it compiles the sources first; the shells load a prebuilt bundle).
  const span = s.core.db.$client
    .prepare(
      'SELECT min(r.first_seen_at) AS first, max(l.last_sync_at) AS last FROM reviews r, store_listings l',
    )
    .get() as { first: number; last: number }
  const importMs = Math.max(1, span.last - span.first)
  console.log(
    `first import: ${fmt(reviews)} reviews, ${seconds(importMs)} from the first page stored to the pass done → ${fmt((reviews / importMs) * 1000)} reviews/s (${seconds(elapsed)} after the workers started)`,
  )
  summarize('the import', report)
  await s.stop()
  return reviews / importMs
}

async function measureBurst(
  sim: SimReady,
  appStoreId: string,
  size: number,
  code: ThreadEntry | null,
): Promise<number> {
  const s = await serveLike(sim, appStoreId)
  await ask(s.probe, 'start')
  const started = performance.now()
  const background = startBackground(s.core, undefined, code)
  await untilTrue(() => count(s.core, 'SELECT count(*) AS n FROM replies') >= size)
  const elapsed = performance.now() - started
  const report = await ask<ProbeReport>(s.probe, 'stop')
  await background.stop()
  const span = s.core.db.$client
    .prepare('SELECT min(created_at) AS first, max(created_at) AS last FROM replies')
    .get() as { first: number; last: number }
  const draftingMs = Math.max(1, span.last - span.first)
  console.log(
    `burst of ${fmt(size)} recent reviews: all drafted ${seconds(elapsed)} after the sync began; drafting itself ${seconds(draftingMs)} → ${fmt((size / draftingMs) * 1000)} drafts/s`,
  )
  summarize(`the ${fmt(size)} burst`, report)
  await s.stop()
  return elapsed
}

/** Every page of an app's reviews from the simulator, newest first, as the store sends them. */
async function readPages(
  sim: SimReady,
  appStoreId: string,
  onPage: (json: unknown) => void,
): Promise<void> {
  const key = await importPKCS8(sim.key.privateKeyPem, 'ES256')
  const now = Math.floor(Date.now() / 1000)
  const token = await new SignJWT({
    aud: 'appstoreconnect-v1',
    ...(sim.key.issuerId ? { iss: sim.key.issuerId } : { sub: 'user' }),
  })
    .setProtectedHeader({ alg: 'ES256', kid: sim.key.keyId, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 15 * 60)
    .sign(key)
  let url: string | null =
    `${sim.url}/v1/apps/${appStoreId}/customerReviews?sort=-createdDate&limit=200`
  while (url) {
    const json = (await (
      await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { links: { next?: string } }
    onPage(json)
    url = json.links.next ?? null
  }
}

interface WirePage {
  data: {
    id: string
    attributes: {
      rating: number
      title: string
      body: string
      reviewerNickname: string
      territory: string
      createdDate: string
    }
  }[]
}

/** The floor: page the store and insert rows, nothing else (no events, no drafts, no checks). */
async function bareClient(sim: SimReady, appStoreId: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'rr-bench-bare-'))
  const db = new Database(join(dir, 'bare.db'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec(
    'CREATE TABLE reviews (id TEXT PRIMARY KEY, rating INTEGER, title TEXT, body TEXT, author TEXT, territory TEXT, created_at TEXT)',
  )
  const insert = db.prepare('INSERT INTO reviews VALUES (?, ?, ?, ?, ?, ?, ?)')
  const started = performance.now()
  let rows = 0
  await readPages(sim, appStoreId, (json) => {
    const page = json as WirePage
    db.transaction(() => {
      for (const r of page.data) {
        const a = r.attributes
        insert.run(r.id, a.rating, a.title, a.body, a.reviewerNickname, a.territory, a.createdDate)
      }
    })()
    rows += page.data.length
  })
  const elapsed = performance.now() - started
  db.close()
  rmSync(dir, { recursive: true, force: true })
  console.log(
    `bare page-and-insert client: ${fmt(rows)} reviews in ${seconds(elapsed)} → ${fmt((rows / elapsed) * 1000)} reviews/s`,
  )
  return rows / elapsed
}

/**
 * What storing alone costs: the same pages, read and parsed beforehand, handed to ingest one
 * after another in a core with no workers, no API and no probe. No import can beat this figure:
 * a real pass stores every page the same way, and also fetches it, checks it for replies removed
 * on the store, drafts what it brings and answers people meanwhile.
 */
async function storingAlone(sim: SimReady, appStoreId: string): Promise<number> {
  const pages: NormalizedReview[][] = []
  await readPages(sim, appStoreId, (json) => pages.push(parseReviewsPage(json, Date.now()).reviews))
  const { dataDir, core } = await coreWithApp(sim, appStoreId)
  const listing = core.db.select().from(storeListings).get()!
  const started = performance.now()
  let rows = 0
  for (const page of pages) rows += ingestReviews(core, listing, page).created
  const elapsed = performance.now() - started
  core.close()
  rmSync(dataDir, { recursive: true, force: true })
  console.log(
    `  storing alone (pages already read, nothing else running): ${fmt(rows)} reviews in ${seconds(elapsed)} → ${fmt((rows / elapsed) * 1000)} reviews/s`,
  )
  return rows / elapsed
}

export default async function (): Promise<void> {
  const code = workThreadCode()
  console.log(
    `work thread: ${code?.kind === 'file' ? "the shells' bundle" : 'the sources, through tsx'}`,
  )
  const simThread = thread({ role: 'simulator' })
  const sim = await new Promise<SimReady>((resolve) => simThread.once('message', resolve))
  try {
    const importApp = '700000001'
    await ask(simThread, {
      seed: { appId: importApp, count: IMPORT, spacingMs: Math.floor((5 * 365 * DAY) / IMPORT) },
    })
    const bare = await bareClient(sim, importApp)
    const ours = await measureImport(sim, importApp, code)
    console.log(`  import speed: ${(ours / bare).toFixed(2)}× the bare client`)
    const floor = await storingAlone(sim, importApp)
    console.log(
      `  storing alone: ${(floor / bare).toFixed(2)}× the bare client (the most any import can reach)`,
    )

    const times: number[] = []
    for (const [i, size] of BURSTS.entries()) {
      const appId = String(700000010 + i)
      await ask(simThread, {
        seed: { appId, count: size, spacingMs: Math.floor((29 * DAY) / size) },
      })
      times.push(await measureBurst(sim, appId, size, code))
    }
    if (times.length === 2)
      console.log(
        `  ${fmt(BURSTS[1]!)} burst / ${fmt(BURSTS[0]!)} burst: ${(times[1]! / times[0]!).toFixed(2)}×`,
      )
  } finally {
    await ask(simThread, { stop: true })
    await simThread.terminate()
  }
}
