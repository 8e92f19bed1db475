/**
 * Inbox responsiveness at 100,000 reviews: the command round trip behind the first render,
 * a filter change and a search (validation, query, count and page, as the UI calls them).
 * Goal: filter and search under 100 ms at p95. Then the same in Chromium against `serve` (skipped
 * with REVIEW_REPLY_BENCH_BROWSER=0 or without /usr/bin/chromium): page load to first rows, and a
 * filter change or search to the updated list painted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dispatch } from '../src/main/core/commands/dispatch'
import { createCore } from '../src/main/core/core'
import { nodeKeyProvider } from '../src/main/shell/node-key-provider'
import { seedInbox } from './inbox/seed'

const DAY = 86_400_000

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1).padStart(6)
  return `${label.padEnd(44)} p50 ${f(percentile(sorted, 50))} ms   p95 ${f(percentile(sorted, 95))} ms   max ${f(sorted[sorted.length - 1] ?? 0)} ms   (n=${sorted.length})`
}

export default async function inboxBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-inbox-bench-'))
  const core = createCore({ dataDir, keyProvider: nodeKeyProvider(dataDir, {}) })
  try {
    const owner = { userId: core.ownerUserId }
    const first = await dispatch(core, owner, 'workspace.list', {})
    if (!first.ok) throw new Error(first.error.message)
    const workspaceId = (first.value as { id: string }[])[0]?.id ?? ''
    const seeded = seedInbox(core, workspaceId, 100_000)
    console.log(
      `seeded ${seeded.reviews.toLocaleString('en')} reviews in ${seeded.seconds.toFixed(1)} s (FTS index kept by triggers)`,
    )

    // Topics as the background pass stores them, read here from the seeded text by keyword.
    const topicsStarted = performance.now()
    core.db.$client.exec(`
      INSERT OR IGNORE INTO review_topics (review_id, topic, workspace_id, app_id, created_at, rating)
      SELECT r.id, k.topic, r.workspace_id, r.app_id, r.created_at, r.rating
      FROM reviews r JOIN (
        SELECT 'crash' AS topic, '%crash%' AS word UNION ALL SELECT 'login', '%login%'
        UNION ALL SELECT 'sync', '%sync%' UNION ALL SELECT 'pricing', '%expensive%'
        UNION ALL SELECT 'ads', '%ads %' UNION ALL SELECT 'praise', '%love%'
      ) k ON lower(r.body) LIKE k.word`)
    console.log(`topics stored in ${((performance.now() - topicsStarted) / 1000).toFixed(1)} s`)

    const call = async (name: string, input: Record<string, unknown>): Promise<number> => {
      const started = performance.now()
      const result = await dispatch(core, owner, name, { workspaceId, ...input })
      const ms = performance.now() - started
      if (!result.ok) throw new Error(`${name}: ${result.error.message}`)
      return ms
    }
    const verbose = process.env.REVIEW_REPLY_BENCH_VERBOSE === '1'
    const time = async (
      rounds: number,
      inputs: Record<string, unknown>[],
      name = 'reviews.list',
    ) => {
      const samples: number[] = []
      const each = inputs.map(() => [] as number[])
      for (let r = 0; r < rounds; r++) {
        for (const [i, input] of inputs.entries()) {
          const ms = await call(name, input)
          samples.push(ms)
          each[i]?.push(ms)
        }
      }
      if (verbose)
        inputs.forEach((input, i) =>
          console.log(summary(`  ${JSON.stringify(input).slice(0, 42)}`, each[i] ?? [])),
        )
      return samples
    }

    // First render: the first page with its total, and the saved views' counts beside it.
    const cold = await call('reviews.list', { limit: 50 })
    console.log(`first inbox query on a cold start: ${cold.toFixed(1)} ms`)
    const firstPage = await time(30, [{ limit: 50 }])
    const counts = await time(30, [{}], 'reviews.counts')
    const firstRender: number[] = []
    for (let i = 0; i < 30; i++) firstRender.push((firstPage[i] ?? 0) + (counts[i] ?? 0))
    console.log(summary('first render: page of 50 + total', firstPage))
    console.log(summary('first render: view counts + languages', counts))
    console.log(summary('first render: both (sequential)', firstRender))

    const now = core.clock.now()
    const appId = seeded.appIds[1]
    const filters: Record<string, unknown>[] = [
      { view: 'needs_reply' },
      { view: 'low_stars' },
      { view: 'drafts' },
      { view: 'failed' },
      { stars: [1, 2] },
      { stars: [5] },
      { replyStatus: ['none'] },
      { replyStatus: ['published', 'pending_publish'] },
      { language: 'de' },
      { language: 'ja' },
      { store: 'app_store' },
      { appId },
      { appId, view: 'needs_reply' },
      { since: now - 30 * DAY },
      { since: now - 300 * DAY, until: now - 200 * DAY },
      { unread: true },
      { view: 'needs_reply', stars: [1], language: 'en', store: 'google_play' },
      { appId, stars: [1, 2], replyStatus: ['none', 'draft'], since: now - 90 * DAY },
      { topic: 'crash' },
      { topic: 'pricing', view: 'needs_reply' },
      { view: 'assigned_to_me' },
      { sort: 'oldest' },
      { sort: 'lowest_rating' },
      { sort: 'lowest_rating', view: 'needs_reply' },
      { sort: 'lowest_rating', appId, store: 'app_store' },
      { sort: 'oldest', topic: 'crash' },
    ]
    const filterSamples = await time(
      10,
      filters.map((f) => ({ ...f, limit: 50 })),
    )
    console.log(summary(`filter change → list + total (${filters.length} filters)`, filterSamples))

    const searches = [
      'crash',
      'login',
      'sync slow',
      'notif',
      '"dark mode"',
      'battery',
      'app',
      'expensive -subscription',
      'anmeldung',
      'ログイン',
      'zzzz',
    ]
    const searchSamples = await time(
      10,
      searches.map((q) => ({ q, limit: 50 })),
    )
    console.log(summary(`search → list + total (${searches.length} queries)`, searchSamples))
    const combined = await time(
      10,
      [
        { q: 'crash', view: 'needs_reply' },
        { q: 'login', stars: [1, 2], appId },
        { q: 'slow', since: now - 30 * DAY },
      ].map((f) => ({ ...f, limit: 50 })),
    )
    console.log(summary('search + filters', combined))

    // Scrolling: the next page after the first, and one 1,000 pages deep (keyset).
    let cursor: string | null = null
    const page = async () => {
      const started = performance.now()
      const result = await dispatch(core, owner, 'reviews.list', {
        workspaceId,
        limit: 100,
        ...(cursor ? { cursor } : {}),
      })
      if (!result.ok) throw new Error(result.error.message)
      cursor = (result.value as { nextCursor: string | null }).nextCursor
      return performance.now() - started
    }
    const pages: number[] = []
    for (let i = 0; i < 999; i++) pages.push(await page())
    console.log(summary('scroll: next page of 100 (1,000 pages deep)', pages.slice(1)))

    const marks = await time(20, [{ reviewIds: ['rev_000000000000000000000'] }], 'reviews.markRead')
    console.log(summary('mark read', marks))

    if (process.env.REVIEW_REPLY_BENCH_BROWSER !== '0') {
      core.close()
      const { browserFirstRender } = await import('./inbox/browser')
      await browserFirstRender(dataDir, summary)
    }
  } finally {
    core.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
