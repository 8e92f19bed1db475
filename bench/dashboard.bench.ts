/**
 * The dashboard at 100,000 reviews (`npm run bench -- dashboard --size 1m` for a million), on
 * the inbox bench's kept seed (five apps on both stores, a year, a dozen languages, replies in
 * every state, stored topics). Times each command the dashboard page calls, as it calls it
 * (`dashboard.app`, `insights.replySpeed.get`, `insights.replyEffect.get` for 7, 30, 90 and 365
 * days, all apps and one app), each card behind `dashboard.app` on its own line, and one app's
 * weekly digest, and a sample of the topic pass's batches. Reported, never asserted: the goal is ≤ 200 ms at p95 per card (issue 31).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ManualClock } from '../src/main/core/clock'
import { dispatch } from '../src/main/core/commands/dispatch'
import { createCore } from '../src/main/core/core'
import { appDashboard, type CardRunner } from '../src/main/core/dashboard/app-dashboard'
import { detectDueTopics } from '../src/main/core/dashboard/topics/detect-pass'
import { runDigestsNow } from '../src/main/core/insights/digest/schedule'
import { nodeKeyProvider } from '../src/main/shell/node-key-provider'
import { restoreSeed } from './inbox/cache'
import { benchSize, summary } from './inbox/size'

const ROUNDS = Number(process.env.REVIEW_REPLY_BENCH_ROUNDS ?? 11)
/** `REVIEW_REPLY_BENCH_CARDS_ONLY=1`: only `dashboard.app` and the digest, without Reply Speed and Reply Effect. */
const CARDS_ONLY = process.env.REVIEW_REPLY_BENCH_CARDS_ONLY === '1'

export default async function dashboardBench(): Promise<void> {
  const size = benchSize()
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-dashboard-bench-'))
  const seed = restoreSeed(size, dataDir)
  if (!seed) {
    rmSync(dataDir, { recursive: true, force: true })
    throw new Error(
      `no kept seed of ${size.toLocaleString('en')} reviews: run \`npm run bench -- inbox --size ${size}\` once first`,
    )
  }
  // The clock of the seed, so "the last 7 days" hold the reviews they held when it was seeded.
  const clock = new ManualClock(seed.seededAt)
  const opening = performance.now()
  const core = createCore({ dataDir, keyProvider: nodeKeyProvider(dataDir, {}), clock })
  console.log(
    `${size.toLocaleString('en')} reviews; opened (pending migrations included) in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
  )
  try {
    const sqlite = core.db.$client
    // The topic worker's batches hold the event loop once each, so the longest one matters: a
    // sample of them, then the rest marked read as if the worker had caught up (the seed stores
    // topics by keyword with no polarity, and leaves every review due).
    const batches: number[] = []
    for (let i = 0; i < 20; i++) {
      const started = performance.now()
      if (detectDueTopics(core) === 0) break
      batches.push(performance.now() - started)
    }
    console.log(summary('topic pass, one batch', batches, 58))
    const marking = performance.now()
    sqlite.exec(`UPDATE review_topics SET polarity = CASE WHEN rating <= 2 THEN -1 WHEN rating >= 4 THEN 1 ELSE 0 END
                   WHERE polarity IS NULL`)
    sqlite.exec('UPDATE reviews SET topics_for = updated_at WHERE topics_for IS NOT updated_at')
    console.log(`topics marked read in ${((performance.now() - marking) / 1000).toFixed(1)} s`)
    const owner = { userId: core.ownerUserId }
    const { workspaceId } = seed
    const call = async (name: string, input: Record<string, unknown>): Promise<number> => {
      const started = performance.now()
      const result = await dispatch(core, owner, name, input)
      const ms = performance.now() - started
      if (!result.ok) throw new Error(`${name}: ${result.error.message}`)
      return ms
    }
    const worst = new Map<string, number>()
    const report = (label: string, samples: number[]) => {
      console.log(summary(label, samples, 58))
      const sorted = [...samples].sort((a, b) => a - b)
      const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0
      const card = label.slice(0, label.lastIndexOf(',', label.lastIndexOf(',') - 1)).trim()
      worst.set(card, Math.max(worst.get(card) ?? 0, p95))
    }

    for (const appId of [undefined, seed.appIds[0]]) {
      const who = appId ? 'one app' : 'all apps'
      for (const days of [7, 30, 90, 365]) {
        const input = { workspaceId, days, timeZone: 'UTC', ...(appId ? { appId } : {}) }
        const first = await dispatch(core, owner, 'dashboard.app', input)
        if (!first.ok) throw new Error(first.error.message)
        const { start, end } = (first.value as { range: { start: number; end: number } }).range
        const period = { workspaceId, since: start, until: end, ...(appId ? { appId } : {}) }
        const samples = { app: [] as number[], speed: [] as number[], effect: [] as number[] }
        const cards = new Map<string, number[]>()
        for (let i = 0; i < ROUNDS; i++) {
          samples.app.push(await call('dashboard.app', input))
          if (!CARDS_ONLY) {
            samples.speed.push(await call('insights.replySpeed.get', period))
            samples.effect.push(await call('insights.replyEffect.get', period))
          }
          const actor = { userId: core.ownerUserId, workspaceId, role: 'admin' as const }
          const timed: CardRunner = (card, read) => {
            const started = performance.now()
            const value = read()
            cards.set(card, [...(cards.get(card) ?? []), performance.now() - started])
            return value
          }
          appDashboard(core, actor, input, timed)
        }
        const at = `${who}, ${days} days`
        report(`dashboard.app (every card), ${at}`, samples.app)
        for (const [card, ms] of cards) report(`  ${card}, ${at}`, ms)
        if (!CARDS_ONLY) {
          report(`insights.replySpeed.get, ${at}`, samples.speed)
          report(`insights.replyEffect.get, ${at}`, samples.effect)
        }
      }
    }
    const digests: number[] = []
    for (let i = 0; i < 5; i++) {
      sqlite.exec('DELETE FROM digest_emails; DELETE FROM digests')
      const started = performance.now()
      runDigestsNow(core, workspaceId, clock.now(), seed.appIds[0])
      digests.push(performance.now() - started)
    }
    report('weekly digest (compute + store), one app, last week', digests)
    console.log('\nworst p95 per card:')
    for (const [card, p95] of worst)
      console.log(`  ${card.trim().padEnd(44)} ${p95.toFixed(1).padStart(7)} ms`)
  } finally {
    core.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
