/**
 * Webhook delivery: signed deliveries per second through the whole pipeline (outbox → fan-out →
 * claim in SQLite → sign → undici POST → outcome recorded) to a loopback receiver, next to plain
 * undici POSTs of the same body to the same receiver at the same concurrency (4, the
 * per-endpoint limit); and the latency from an event being committed to its first attempt
 * arriving at the receiver (p50, p99) with the background worker idle and waiting.
 * Goals: at least half the plain rate; p50 latency under 50 ms.
 *
 * The receiver runs in its own worker thread (its own event loop), so it does not compete with
 * the dispatcher or the plain client for this thread. The database is a real file (WAL).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { Agent, request } from 'undici'
import { createCore, type Core } from '../src/main/core/core'
import { emitEvent } from '../src/main/core/events/outbox'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'
import { createEndpoint } from '../src/main/core/webhooks/endpoints'
import { createWebhookWorker } from '../src/main/core/webhooks/worker'

const DELIVERIES = 3000
const WARMUP = 300
const CONCURRENCY = 4
const LATENCY_SAMPLES = 200
const ROUNDS = 3

const now = () => performance.timeOrigin + performance.now()

// ── Receiver thread ───────────────────────────────────────────────────────────────────────────

type ToReceiver = { track: boolean } | 'count'
type FromReceiver = { url: string } | { count: number } | { id: string; at: number }

/**
 * Plain JavaScript (evaluated in a worker thread): answers 200 to every POST, counts them, and
 * while tracking reports each `webhook-id` with its arrival time (same clock as this thread).
 */
const RECEIVER_SOURCE = `
const { createServer } = require('node:http')
const { parentPort } = require('node:worker_threads')
const { performance } = require('node:perf_hooks')
let count = 0
let track = false
const server = createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    count++
    if (track) parentPort.postMessage({ id: String(req.headers['webhook-id'] || ''), at: performance.timeOrigin + performance.now() })
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('ok')
  })
})
parentPort.on('message', (m) => {
  if (m === 'count') parentPort.postMessage({ count })
  else track = m.track
})
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ url: 'http://127.0.0.1:' + server.address().port + '/hook' }))
`

// ── Driver ────────────────────────────────────────────────────────────────────────────────────

class ReceiverHandle {
  private listeners = new Set<(m: FromReceiver) => void>()
  constructor(private readonly worker: Worker) {
    worker.on('message', (m: FromReceiver) => {
      for (const l of this.listeners) l(m)
    })
  }
  next<T extends FromReceiver>(pick: (m: FromReceiver) => m is T): Promise<T> {
    return new Promise((resolve) => {
      const l = (m: FromReceiver) => {
        if (pick(m)) {
          this.listeners.delete(l)
          resolve(m)
        }
      }
      this.listeners.add(l)
    })
  }
  on(l: (m: FromReceiver) => void): () => void {
    this.listeners.add(l)
    return () => this.listeners.delete(l)
  }
  send(m: ToReceiver): void {
    this.worker.postMessage(m)
  }
  async count(): Promise<number> {
    const reply = this.next((m): m is { count: number } => 'count' in m)
    this.send('count')
    return (await reply).count
  }
}

const sampleReview = (i: number) => ({
  review: {
    id: `rev_bench${i}`,
    object: 'review',
    app_id: 'app_bench',
    store: 'google_play',
    store_review_id: `gp-${i}`,
    rating: 1 + (i % 5),
    title: null,
    body: 'The app keeps crashing when I try to sync my notes across devices. Please fix this soon, otherwise it is great.',
    author: 'A Reviewer',
    language: 'en',
    territory: 'GB',
    app_version: '3.1.0',
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    reply: null,
  },
})

function emitMany(core: Core, workspaceId: string, from: number, count: number): void {
  for (let i = from; i < from + count; i += 500) {
    core.db.transaction(() => {
      for (let j = i; j < Math.min(i + 500, from + count); j++)
        emitEvent(core, workspaceId, 'review.created', sampleReview(j))
    })
  }
}

async function plainPosts(url: string, body: string, total: number): Promise<number> {
  const agent = new Agent({ connections: CONCURRENCY })
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++
        const res = await request(url, {
          method: 'POST',
          dispatcher: agent,
          body,
          headers: { 'content-type': 'application/json' },
        })
        await res.body.text()
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  await agent.close()
  return total / seconds
}

async function waitForCount(receiver: ReceiverHandle, target: number): Promise<void> {
  while ((await receiver.count()) < target) await new Promise((r) => setTimeout(r, 5))
}

/** Main-thread CPU (user + system) per item since `since`. */
const cpuMsPer = (since: NodeJS.CpuUsage, items: number): number => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000 / items
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

export default async function bench(): Promise<void> {
  const worker = new Worker(RECEIVER_SOURCE, { eval: true })
  const receiver = new ReceiverHandle(worker)
  const { url } = await receiver.next((m): m is { url: string } => 'url' in m)
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-webhooks-bench-'))
  const core = createCore({
    dataDir,
    keyProvider: passphraseKeyProvider('webhooks bench', { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } }),
  })
  try {
    const workspace = core.db.$client.prepare('select id from workspaces limit 1').get() as {
      id: string
    }
    createEndpoint(
      core,
      { userId: core.ownerUserId, workspaceId: workspace.id, role: 'admin' },
      { url },
    )
    const body = JSON.stringify({
      type: 'review.created',
      timestamp: new Date().toISOString(),
      data: sampleReview(0),
    })

    // Warm both paths up, then alternate measured rounds so both see the same machine load.
    await plainPosts(url, body, WARMUP)
    const running = createWebhookWorker().start(core)
    let expected = WARMUP
    let emitted = 0
    const signedRound = async (count: number): Promise<number> => {
      emitMany(core, workspace.id, emitted, count)
      emitted += count
      expected += count
      const started = performance.now()
      await waitForCount(receiver, expected)
      return count / ((performance.now() - started) / 1000)
    }
    await signedRound(WARMUP)
    const rounds: { plain: number; signed: number; plainCpu: number; signedCpu: number }[] = []
    for (let r = 0; r < ROUNDS; r++) {
      let cpu = process.cpuUsage()
      const plain = await plainPosts(url, body, DELIVERIES)
      const plainCpu = cpuMsPer(cpu, DELIVERIES)
      expected += DELIVERIES
      cpu = process.cpuUsage()
      const signed = await signedRound(DELIVERIES)
      rounds.push({ plain, signed, plainCpu, signedCpu: cpuMsPer(cpu, DELIVERIES) })
    }
    const best = (pick: (r: (typeof rounds)[number]) => number, fn: (...v: number[]) => number) =>
      fn(...rounds.map(pick))
    const plainRate = best((r) => r.plain, Math.max)
    const signedRate = best((r) => r.signed, Math.max)
    const plainCpu = best((r) => r.plainCpu, Math.min)
    const signedCpu = best((r) => r.signedCpu, Math.min)

    // Event → first attempt, one event at a time with the worker idle.
    receiver.send({ track: true })
    const latencies: number[] = []
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const arrived = receiver.next((m): m is { id: string; at: number } => 'id' in m)
      const t0 = now()
      core.db.transaction(() =>
        emitEvent(core, workspace.id, 'review.created', sampleReview(100_000 + i)),
      )
      latencies.push((await arrived).at - t0)
      await new Promise((r) => setTimeout(r, 2))
    }
    receiver.send({ track: false })
    await running.stop()
    for (const [i, r] of rounds.entries()) {
      console.log(
        `  round ${i + 1}: plain ${r.plain.toFixed(0)} req/s, signed ${r.signed.toFixed(0)} deliveries/s (${((r.signed / r.plain) * 100).toFixed(0)} %)`,
      )
    }
    latencies.sort((a, b) => a - b)

    const p50 = percentile(latencies, 50)
    const p99 = percentile(latencies, 99)
    const ratio = signedRate / plainRate
    console.log(`best of ${ROUNDS} alternating rounds of ${DELIVERIES}:`)
    console.log(
      `plain undici POSTs (concurrency ${CONCURRENCY}):   ${plainRate.toFixed(0)} req/s  (${plainCpu.toFixed(2)} ms CPU each)`,
    )
    console.log(
      `signed webhook deliveries (per-endpoint limit ${CONCURRENCY}): ${signedRate.toFixed(0)} deliveries/s  (${(ratio * 100).toFixed(0)} % of plain; goal ≥ 50 %: ${ratio >= 0.5 ? 'met' : 'NOT met'}; ${signedCpu.toFixed(2)} ms CPU each)`,
    )
    console.log(
      `event → first attempt (${LATENCY_SAMPLES} events): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms  (goal p50 < 50 ms: ${p50 < 50 ? 'met' : 'NOT met'})`,
    )
  } finally {
    core.close()
    rmSync(dataDir, { recursive: true, force: true })
    await worker.terminate()
  }
}
