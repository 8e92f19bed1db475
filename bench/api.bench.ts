/**
 * The loopback public API under load, at 1,000,000 reviews: requests/s and p50/p99 of
 * `GET /api/v1/reviews?limit=50` on the first page and on a page 10,000 pages deep (its cursor is
 * minted for the review at offset 500,000), next to a bare `node:http` server answering the same
 * 50-review JSON prebuilt. Goals: deep page within 1.5x of the first page; API throughput at
 * least half of the bare server's.
 *
 * Each server runs in its own worker thread (its own event loop and SQLite connection) while
 * this thread drives it through undici with 16 connections, so client and server do not share a
 * loop. The API's rate limit is raised for the run: the bucket is what it would otherwise measure.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { Pool } from 'undici'
import { apiCursor, loadCursorKey } from '../src/main/core/api/cursor'
import { startApiServer } from '../src/main/core/api/server'
import { run } from '../src/main/core/commands/dispatch'
import { createCore, type Core } from '../src/main/core/core'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'

const REVIEWS = 1_000_000
const PAGE = 50
const DEEP_OFFSET = 10_000 * PAGE
const CONNECTIONS = 16
const REQUESTS = 8_000
const WARMUP = 1_000
const ROUNDS = 4
const PASSPHRASE = 'api bench passphrase'
// The bench's vault only guards a throwaway folder: a cheap scrypt cost keeps start-up quick.
const keyProvider = () => passphraseKeyProvider(PASSPHRASE, { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } })

interface ServerRole {
  role: 'api' | 'bare'
  dataDir: string
  body?: string
}

// ── Worker side ───────────────────────────────────────────────────────────────────────────────

async function serveInWorker(data: ServerRole): Promise<void> {
  const port = parentPort
  if (!port) return
  if (data.role === 'bare') {
    const body = data.body ?? ''
    const server = createServer((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      })
      res.end(body)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    port.postMessage({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })
    port.once('message', () => {
      server.closeAllConnections()
      server.close(() => port.postMessage('closed'))
    })
    return
  }
  const core = createCore({ dataDir: data.dataDir, keyProvider: keyProvider() })
  const api = await startApiServer(core, { port: 0, rateLimit: { ratePerSecond: 1e9, burst: 1e9 } })
  port.postMessage({ url: api.url })
  port.once('message', () => {
    void api.close().then(() => {
      core.close()
      port.postMessage('closed')
    })
  })
}

if (!isMainThread && (workerData as ServerRole | undefined)?.role) {
  void serveInWorker(workerData as ServerRole)
}

// ── Seeding ───────────────────────────────────────────────────────────────────────────────────

const BODIES = [
  'The app crashes every time I open the camera. Please fix this, I use it daily for work.',
  'Love the new design, very clean and fast. Sync between devices could be quicker though.',
  'Login does not work after the last update. I reinstalled twice and still get an error.',
  'Best note taking app I have used in years. Widgets would make it perfect.',
  'Too expensive for what it offers; the subscription should be cheaper or have a family plan.',
  'Notifications arrive hours late or never. Otherwise a solid app.',
]

function seed(
  core: Core,
  workspaceId: string,
  listings: { id: string; appId: string; store: string }[],
): number {
  const started = performance.now()
  const db = core.db.$client
  // Bulk load: other features' triggers on `reviews` (full-text search) are irrelevant to this
  // API and are set aside, and the indexes are rebuilt once at the end instead of row by row.
  // This only ever touches the throwaway bench database.
  const schemaObjects = db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('reviews', 'replies') AND type IN ('trigger', 'index') AND sql IS NOT NULL",
    )
    .all() as { type: string; name: string; sql: string }[]
  for (const o of schemaObjects) db.exec(`DROP ${o.type.toUpperCase()} "${o.name}"`)
  db.pragma('synchronous = OFF')
  db.pragma('cache_size = -262144')
  const insertReview = db.prepare(
    `INSERT INTO reviews (id, workspace_id, app_id, listing_id, store, store_review_id, rating, title, body, author,
       language, territory, app_version, created_at, updated_at, edited, first_seen_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
  )
  const insertReply = db.prepare(
    `INSERT INTO replies (id, workspace_id, review_id, status, body, source, published_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const newest = Date.UTC(2026, 10, 1)
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const listing = listings[i % listings.length] as (typeof listings)[number]
      // One review every 30 s on average, with a few same-millisecond ties.
      const createdAt = newest - Math.floor(i / 3) * 90_000
      const id = `rev_${String(i).padStart(8, '0')}`
      insertReview.run(
        id,
        workspaceId,
        listing.appId,
        listing.id,
        listing.store,
        `s${String(i).padStart(8, '0')}`,
        (i % 5) + 1,
        i % 4 === 0 ? null : 'A title',
        BODIES[i % BODIES.length] ?? '',
        `Reviewer ${i % 9973}`,
        'en',
        'US',
        '4.2.1',
        createdAt,
        createdAt,
        createdAt,
      )
      if (i % 5 === 0) {
        const published = i % 10 === 0
        insertReply.run(
          `rpl_${String(i).padStart(8, '0')}`,
          workspaceId,
          id,
          published ? 'published' : 'draft',
          'Thank you for the feedback! We are on it and will ship a fix in the next update.',
          'drafted',
          published ? createdAt + 3_600_000 : null,
          createdAt + 60_000,
          createdAt + 60_000,
        )
      }
    }
  })
  for (let i = 0; i < REVIEWS; i += 100_000) batch(i, Math.min(REVIEWS, i + 100_000))
  for (const o of schemaObjects.filter((x) => x.type === 'index')) db.exec(o.sql)
  for (const o of schemaObjects.filter((x) => x.type === 'trigger')) db.exec(o.sql)
  db.exec('ANALYZE')
  db.pragma('synchronous = NORMAL')
  db.pragma('wal_checkpoint(TRUNCATE)')
  return (performance.now() - started) / 1000
}

// ── Load ──────────────────────────────────────────────────────────────────────────────────────

interface Result {
  rps: number
  p50: number
  p99: number
}

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    Number.NaN
  )
}

/** One target under load: a keep-alive pool and the samples and busy time gathered so far. */
class Target {
  private readonly pool: Pool
  private readonly samples: number[] = []
  private seconds = 0
  private requests = 0

  constructor(
    url: string,
    private readonly path: string,
    private readonly headers: Record<string, string>,
  ) {
    this.pool = new Pool(url, { connections: CONNECTIONS, pipelining: 1 })
  }

  private async hit(): Promise<number> {
    const t0 = performance.now()
    const res = await this.pool.request({ path: this.path, method: 'GET', headers: this.headers })
    await res.body.arrayBuffer()
    if (res.statusCode !== 200) throw new Error(`${this.path}: HTTP ${res.statusCode}`)
    return performance.now() - t0
  }

  /** `total` requests over CONNECTIONS concurrent loops; recorded unless warming up. */
  async drive(total: number, record: boolean): Promise<void> {
    let issued = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (issued < total) {
          issued++
          const ms = await this.hit()
          if (record) this.samples.push(ms)
        }
      }),
    )
    if (record) {
      this.seconds += (performance.now() - started) / 1000
      this.requests += total
    }
  }

  result(): Result {
    const sorted = [...this.samples].sort((a, b) => a - b)
    return {
      rps: this.requests / this.seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    }
  }

  close(): Promise<void> {
    return this.pool.close()
  }
}

/**
 * Warms every target up, then measures them in interleaved rounds, so a change in the machine's
 * load during the run weighs on all of them alike.
 */
async function measure(targets: Target[]): Promise<Result[]> {
  for (const t of targets) await t.drive(WARMUP, false)
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) await t.drive(REQUESTS / ROUNDS, true)
  }
  return targets.map((t) => t.result())
}

function startWorker(data: ServerRole): Promise<{ url: string; stop(): Promise<void> }> {
  // Loader hooks do not reach worker threads on Node 20: the worker registers tsx itself.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
  const worker = new Worker(boot, { eval: true, workerData: data })
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (m: { url: string }) =>
      resolve({
        url: m.url,
        stop: () =>
          new Promise<void>((done) => {
            worker.once('message', () => void worker.terminate().then(() => done()))
            worker.postMessage('stop')
          }),
      }),
    )
  })
}

export default async function apiBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-api-bench-'))
  try {
    const core = createCore({ dataDir, keyProvider: keyProvider() })
    const owner = { userId: core.ownerUserId }
    const [ws] = await run(core, owner, 'workspaces.list', {})
    if (!ws) throw new Error('no workspace')
    const listings: { id: string; appId: string; store: string }[] = []
    for (const [i, name] of ['Notes', 'Camera', 'Budget'].entries()) {
      const app = await run(core, owner, 'apps.add', {
        workspaceId: ws.id,
        name,
        appStoreId: String(100000000 + i),
        googlePlayPackage: `com.example.app${i}`,
      })
      for (const l of app.listings) listings.push({ id: l.id, appId: app.id, store: l.store })
    }
    const { key } = await run(core, owner, 'keys.create', { workspaceId: ws.id, name: 'bench' })
    const seconds = seed(core, ws.id, listings)
    console.log(
      `seeded ${REVIEWS.toLocaleString('en')} reviews (20% with replies) in ${seconds.toFixed(1)} s`,
    )

    // The cursor a client would hold after 10,000 pages: it names the review at offset 499,999.
    const row = core.db.$client
      .prepare(
        'SELECT created_at AS createdAt, id FROM reviews WHERE workspace_id = ? ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?',
      )
      .get(ws.id, DEEP_OFFSET - 1) as { createdAt: number; id: string }
    const cursor = apiCursor(loadCursorKey(core)).encode(row, {
      workspaceId: ws.id,
      appId: null,
      store: null,
      rating: null,
      replyStatus: null,
      since: null,
    })
    core.close()

    const headers = { authorization: `Bearer ${key}` }
    const api = await startWorker({ role: 'api', dataDir })
    const firstPath = `/api/v1/reviews?limit=${PAGE}`
    const deepPath = `${firstPath}&cursor=${cursor}`
    let firstBody = ''
    try {
      const pool = new Pool(api.url)
      const first = await pool.request({ path: firstPath, method: 'GET', headers })
      firstBody = await first.body.text()
      const deep = await pool.request({ path: deepPath, method: 'GET', headers })
      const deepPage = (await deep.body.json()) as { data: { id: string }[] }
      await pool.close()
      if (first.statusCode !== 200 || deep.statusCode !== 200)
        throw new Error('API did not answer 200')
      console.log(
        `page 10,001 starts at review #${DEEP_OFFSET.toLocaleString('en')} (${deepPage.data[0]?.id}); one page is ${Buffer.byteLength(firstBody).toLocaleString('en')} bytes`,
      )
    } catch (error) {
      await api.stop()
      throw error
    }
    const bare = await startWorker({ role: 'bare', dataDir, body: firstBody })
    const targets = [
      new Target(bare.url, '/', {}),
      new Target(api.url, firstPath, headers),
      new Target(api.url, deepPath, headers),
    ]
    let results: Result[]
    try {
      results = await measure(targets)
    } finally {
      await Promise.all(targets.map((t) => t.close()))
      await api.stop()
      await bare.stop()
    }
    const [bareResult, firstPage, deepPage] = results as [Result, Result, Result]

    const row2 = (label: string, r: Result) =>
      `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms`
    console.log(
      `${REQUESTS.toLocaleString('en')} requests each in ${ROUNDS} interleaved rounds, ${CONNECTIONS} connections, after ${WARMUP.toLocaleString('en')} warm-up requests`,
    )
    console.log(row2('bare node:http, same 50-review JSON', bareResult))
    console.log(row2('API first page (limit=50)', firstPage))
    console.log(row2('API page 10,001 (offset 500,000)', deepPage))
    const deepRatio = deepPage.p50 / firstPage.p50
    const rpsRatio = firstPage.rps / bareResult.rps
    const deepRps = firstPage.rps / deepPage.rps
    console.log(
      `deep vs first page: p50 ${deepRatio.toFixed(2)}x, time per request ${deepRps.toFixed(2)}x (goal: within 1.5x) ${Math.max(deepRatio, deepRps) <= 1.5 ? 'OK' : 'MISSED'}`,
    )
    console.log(
      `API vs bare server: ${(rpsRatio * 100).toFixed(0)}% of its throughput (goal: at least 50%) ${rpsRatio >= 0.5 ? 'OK' : 'MISSED'}`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
