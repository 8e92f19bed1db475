/**
 * The dashboard at 100,000 reviews: every figure of `dashboard.app` (trend, volume, reply
 * figures, languages, stores, versions, countries and topics) for each period, all apps and one
 * app, after the topic worker has read every review (its batch times are reported too).
 * Reported, never asserted; the event loop budget is ~50 ms per call.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dispatch } from '../src/main/core/commands/dispatch'
import { createCore } from '../src/main/core/core'
import { nodeKeyProvider } from '../src/main/shell/node-key-provider'
import { detectDueTopics } from '../src/main/core/dashboard/topics/detect-pass'
import { seedInbox } from './inbox/seed'

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

export default async function dashboardBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-dashboard-bench-'))
  const core = createCore({ dataDir, keyProvider: nodeKeyProvider(dataDir, {}) })
  try {
    const owner = { userId: core.ownerUserId }
    const first = await dispatch(core, owner, 'workspace.list', {})
    if (!first.ok) throw new Error(first.error.message)
    const workspaceId = (first.value as { id: string }[])[0]?.id ?? ''
    const seeded = seedInbox(core, workspaceId, 100_000)
    console.log(
      `seeded ${seeded.reviews.toLocaleString('en')} reviews in ${seeded.seconds.toFixed(1)} s`,
    )
    // The topic worker's batches: each holds the event loop once, so the longest one matters.
    const batches: number[] = []
    const readStart = performance.now()
    for (;;) {
      const started = performance.now()
      if (detectDueTopics(core) === 0) break
      batches.push(performance.now() - started)
    }
    batches.sort((a, b) => a - b)
    console.log(
      `topics read for every review in ${((performance.now() - readStart) / 1000).toFixed(1)} s: ${batches.length} batches, p95 ${percentile(batches, 95).toFixed(1)} ms, max ${(batches[batches.length - 1] ?? 0).toFixed(1)} ms`,
    )
    for (const appId of [undefined, seeded.appIds[0]]) {
      for (const days of [30, 90, 365]) {
        const input = { workspaceId, days, timeZone: 'UTC', ...(appId ? { appId } : {}) }
        const samples: number[] = []
        for (let i = 0; i < 21; i++) {
          const started = performance.now()
          const result = await dispatch(core, owner, 'dashboard.app', input)
          if (!result.ok) throw new Error(result.error.message)
          if (i > 0) samples.push(performance.now() - started)
        }
        samples.sort((a, b) => a - b)
        const label = `dashboard.app ${appId ? 'one app' : 'all apps'}, ${days} days`
        console.log(
          `${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(6)} ms`,
        )
      }
    }
  } finally {
    core.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
