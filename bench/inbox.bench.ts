/**
 * Inbox responsiveness at 100,000 reviews (`npm run bench -- inbox --size 1m` for a million): the command round trip behind the first render,
 * a filter change and a search (validation, query, count and page, as the UI calls them).
 * Goal: filter and search under 100 ms at p95. Then the same in Chromium against `serve` (skipped
 * with REVIEW_REPLY_BENCH_BROWSER=0 or without /usr/bin/chromium): page load to first rows, and a
 * filter change or search to the updated list painted.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dispatch } from '../src/main/core/commands/dispatch'
import { createCore, type Core } from '../src/main/core/core'
import { databaseFile } from '../src/main/core/paths'
import { nodeKeyProvider } from '../src/main/shell/node-key-provider'
import { keepSeed, restoreSeed } from './inbox/cache'
import { seedInbox } from './inbox/seed'
import { benchSize, percentile, summary } from './inbox/size'

const DAY = 86_400_000

function storeTopics(core: Core): number {
  // Topics as the background pass stores them, read here from the seeded text by keyword.
  const started = performance.now()
  core.db.$client.exec(`
    INSERT OR IGNORE INTO review_topics (review_id, topic, workspace_id, app_id, created_at, rating)
    SELECT r.id, k.topic, r.workspace_id, r.app_id, r.created_at, r.rating
    FROM reviews r JOIN (
      SELECT 'crash' AS topic, '%crash%' AS word UNION ALL SELECT 'login', '%login%'
      UNION ALL SELECT 'sync', '%sync%' UNION ALL SELECT 'pricing', '%expensive%'
      UNION ALL SELECT 'ads', '%ads %' UNION ALL SELECT 'praise', '%love%'
    ) k ON lower(r.body) LIKE k.word`)
  return (performance.now() - started) / 1000
}

const openCore = (dataDir: string): Core =>
  createCore({ dataDir, keyProvider: nodeKeyProvider(dataDir, {}) })

export default async function inboxBench(): Promise<void> {
  const size = benchSize()
  const rounds = Number(process.env.REVIEW_REPLY_BENCH_ROUNDS ?? 10)
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-inbox-bench-'))
  let seed = restoreSeed(size, dataDir)
  if (seed) console.log(`reusing the seeded ${size.toLocaleString('en')}-review database`)
  else {
    const seeding = openCore(dataDir)
    const first = await dispatch(seeding, { userId: seeding.ownerUserId }, 'workspaces.list', {})
    if (!first.ok) throw new Error(first.error.message)
    const id = (first.value as { id: string }[])[0]?.id ?? ''
    const seeded = seedInbox(seeding, id, size)
    console.log(
      `seeded ${seeded.reviews.toLocaleString('en')} reviews in ${seeded.seconds.toFixed(1)} s (FTS index kept by triggers; ${seeded.writes.toLocaleString('en')} write transactions, longest ${seeded.longestWriteMs.toFixed(0)} ms, p99 ${seeded.p99WriteMs.toFixed(0)} ms; longest checkpoint between them ${seeded.longestCheckpointMs.toFixed(0)} ms)`,
    )
    console.log(`topics stored in ${storeTopics(seeding).toFixed(1)} s`)
    seed = { workspaceId: id, appIds: seeded.appIds, seededAt: seeding.clock.now() }
    seeding.close()
    keepSeed(size, dataDir, seed)
  }
  const { workspaceId, seededAt: now } = seed
  const core = openCore(dataDir)
  try {
    const owner = { userId: core.ownerUserId }
    const bytes = ['', '-wal']
      .map((suffix) => databaseFile(dataDir) + suffix)
      .filter((f) => existsSync(f))
      .reduce((sum, f) => sum + statSync(f).size, 0)
    console.log(
      `database: ${(bytes / 1024 / 1024).toFixed(0)} MiB, ${(bytes / size).toFixed(0)} bytes per review`,
    )

    const call = async (name: string, input: Record<string, unknown>): Promise<number> => {
      const started = performance.now()
      const result = await dispatch(core, owner, name, { workspaceId, ...input })
      const ms = performance.now() - started
      if (!result.ok) throw new Error(`${name}: ${result.error.message}`)
      return ms
    }
    const time = async (n: number, inputs: Record<string, unknown>[], name = 'reviews.list') => {
      const samples: number[] = []
      const each = inputs.map(() => [] as number[])
      for (let r = 0; r < n; r++) {
        for (const [i, input] of inputs.entries()) {
          const ms = await call(name, input)
          samples.push(ms)
          each[i]?.push(ms)
        }
      }
      return { samples, each }
    }

    // First render: the first page with its total, and the saved views' counts beside it.
    const cold = await call('reviews.list', { limit: 50 })
    console.log(`first inbox query on a cold start: ${cold.toFixed(1)} ms`)
    const firstPage = (await time(30, [{ limit: 50 }])).samples
    const counts = (await time(30, [{}], 'reviews.counts')).samples
    const firstRender: number[] = []
    for (let i = 0; i < 30; i++) firstRender.push((firstPage[i] ?? 0) + (counts[i] ?? 0))
    console.log(summary('first render: page of 50 + total', firstPage))
    console.log(summary('first render: view counts + languages', counts))
    console.log(summary('first render: both (sequential)', firstRender))

    const appId = seed.appIds[1]
    const filters: [string, Record<string, unknown>][] = [
      ['all', {}],
      ['needs_reply', { view: 'needs_reply' }],
      ['low_stars', { view: 'low_stars' }],
      ['drafts', { view: 'drafts' }],
      ['failed', { view: 'failed' }],
      ['needs_look', { view: 'needs_look' }],
      ['spam', { view: 'spam' }],
      ['overdue', { view: 'overdue' }],
      ['assigned_to_me', { view: 'assigned_to_me' }],
      ['stars 1,2', { stars: [1, 2] }],
      ['stars 5', { stars: [5] }],
      ['reply none', { replyStatus: ['none'] }],
      ['reply published+pending', { replyStatus: ['published', 'pending_publish'] }],
      ['language de', { language: 'de' }],
      ['language ja', { language: 'ja' }],
      ['language unknown', { language: 'unknown' }],
      ['store app_store', { store: 'app_store' }],
      ['app', { appId }],
      ['app + needs_reply', { appId, view: 'needs_reply' }],
      ['since 30d', { since: now - 30 * DAY }],
      ['300d..200d ago', { since: now - 300 * DAY, until: now - 200 * DAY }],
      ['unread', { unread: true }],
      [
        'needs_reply+1★+en+play',
        { view: 'needs_reply', stars: [1], language: 'en', store: 'google_play' },
      ],
      [
        'app+1,2★+none/draft+90d',
        { appId, stars: [1, 2], replyStatus: ['none', 'draft'], since: now - 90 * DAY },
      ],
      ['topic crash', { topic: 'crash' }],
      ['topic pricing + needs_reply', { topic: 'pricing', view: 'needs_reply' }],
      ['topic login + app', { topic: 'login', appId }],
    ]
    // Every filter in every order, alone and with a search (a common word and a rare one).
    const variants: [string, Record<string, unknown>][] = [
      ['', {}],
      [' ↓oldest', { sort: 'oldest' }],
      [' ↓lowest', { sort: 'lowest_rating' }],
      [' +q crash', { q: 'crash' }],
      [' +q crash ↓oldest', { q: 'crash', sort: 'oldest' }],
      [' +q crash ↓lowest', { q: 'crash', sort: 'lowest_rating' }],
      [' +q widgets', { q: 'widgets' }],
    ]
    // REVIEW_REPLY_BENCH_ONLY=topic: just the filters whose name matches (a regular expression).
    const only = new RegExp(process.env.REVIEW_REPLY_BENCH_ONLY ?? '', 'i')
    const cases = filters
      .filter(([label]) => only.test(label))
      .flatMap(([label, f]) =>
        variants.map(([suffix, v]) => [`${label}${suffix}`, { ...f, ...v, limit: 50 }] as const),
      )
    // As the inbox asks: the page first (`deferTotal`), then the total when the page left it out.
    const listThenTotal = async (input: Record<string, unknown>) => {
      let started = performance.now()
      const page = await dispatch(core, owner, 'reviews.list', {
        workspaceId,
        ...input,
        deferTotal: true,
      })
      const list = performance.now() - started
      if (!page.ok) throw new Error(`reviews.list: ${page.error.message}`)
      if ((page.value as { total: number | null }).total !== null) return { list, total: null }
      const { limit: _limit, sort: _sort, ...filter } = input
      started = performance.now()
      const total = await dispatch(core, owner, 'reviews.total', { workspaceId, ...filter })
      if (!total.ok) throw new Error(`reviews.total: ${total.error.message}`)
      return { list, total: performance.now() - started }
    }
    const line = (label: string, list: number[], totals: number[]) => {
      const sorted = [...totals].sort((a, b) => a - b)
      const later =
        totals.length === 0
          ? 'total with the page'
          : `total later p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms`
      return `${summary(label, list)}   ${later}`
    }
    console.log(`\nfilter change → list (and total), each case ${rounds}×:`)
    const byVariant = new Map<string, number[]>()
    const all: number[] = []
    const allTotals: number[] = []
    for (const [i, [label, input]] of cases.entries()) {
      const list: number[] = []
      const totals: number[] = []
      for (let r = 0; r < rounds; r++) {
        const t = await listThenTotal(input)
        list.push(t.list)
        if (t.total !== null) totals.push(t.total)
      }
      console.log(line(`  ${label}`, list, totals))
      const suffix = variants[i % variants.length]?.[0] ?? ''
      byVariant.set(suffix, [...(byVariant.get(suffix) ?? []), ...list])
      all.push(...list)
      allTotals.push(...totals)
    }
    for (const [suffix, samples] of byVariant)
      console.log(summary(`list, all filters${suffix || ' (newest)'}`, samples))
    console.log(line(`list, all ${cases.length} cases`, all, allTotals))

    if (process.env.REVIEW_REPLY_BENCH_ONLY) return
    const searches = [
      'crash',
      'login',
      'sync slow',
      'notif',
      '"dark mode"',
      'battery',
      'app',
      'expensive -subscription',
      '-crash',
      'anmeldung',
      'ログイン',
      'zzzz',
    ]
    console.log(`\nsearch → list (and total), each query ${rounds}×:`)
    const searchAll: number[] = []
    const searchTotals: number[] = []
    for (const q of searches) {
      const list: number[] = []
      const totals: number[] = []
      for (let r = 0; r < rounds; r++) {
        const t = await listThenTotal({ q, limit: 50 })
        list.push(t.list)
        if (t.total !== null) totals.push(t.total)
      }
      console.log(line(`  ${q}`, list, totals))
      searchAll.push(...list)
      searchTotals.push(...totals)
    }
    console.log(line(`list, search (${searches.length} queries)`, searchAll, searchTotals))

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
    console.log(summary('mark read', marks.samples))
    // maxRSS is in kibibytes.
    console.log(`peak memory (maxRSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`)

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
