/**
 * Importing a Google Play monthly review report (issue 27 part 4): a 100,000-row UTF-16 report
 * (40% written reviews with links and some replies, 60% ratings without text) through the
 * `history.import` command of a serve-like core, whose work thread runs the import. Meanwhile a
 * 5 ms timer on the main thread records the worst wait of its event loop (the loop that answers
 * people), and a small write transaction there every 100 ms (a person approving a reply) its wait
 * for the import's write lock; the goal is at most 100 ms for both. Then the same file again (nothing changes), and for
 * comparison the first import on a core without a work thread (the CLI's case).
 *
 * `npm run bench history-import` (rows: RR_BENCH_HISTORY_ROWS).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBackground } from '../src/main/core/background'
import { run } from '../src/main/core/commands/dispatch'
import { createCore, type Core } from '../src/main/core/core'
import { immediate } from '../src/main/core/db/transaction'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'
import { reportBytes, type ReportRowInput } from '../src/main/simulators/google-play/report'
import { worstWait } from './loop-wait'

const ROWS = Number(process.env.RR_BENCH_HISTORY_ROWS ?? 100_000)
const PKG = 'com.example.bench'
const DAY = 24 * 60 * 60_000
const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

function report(rows: number): Buffer {
  const now = Date.now()
  const list: ReportRowInput[] = []
  for (let i = 0; i < rows; i++) {
    const at = now - 40 * DAY + Math.floor((i / rows) * 30 * DAY)
    const written = i % 5 < 2
    list.push({
      reviewId: written ? `gp:AOqpTObench${i.toString(36).padStart(8, '0')}` : null,
      rating: (i % 5) + 1,
      text: written ? `Review ${i}: the sync is fast, but "export" needs work,\nplease fix` : '',
      submittedAt: at,
      language: i % 3 === 0 ? 'de' : 'en',
      device: `device${i % 50}`,
      versionCode: 400 + (i % 20),
      versionName: `4.${i % 20}.0`,
      reply: written && i % 7 === 0 ? { text: `Thanks for review ${i}!`, at: at + DAY } : null,
    })
  }
  return reportBytes(PKG, list)
}

async function freshCore(): Promise<{
  core: Core
  dir: string
  workspaceId: string
  appId: string
}> {
  const dir = mkdtempSync(join(tmpdir(), 'rr-bench-history-'))
  const core = createCore({
    dataDir: dir,
    keyProvider: passphraseKeyProvider('history import bench', {
      insecureTestCost: { N: 2 ** 10, r: 8, p: 1 },
    }),
    endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: 'http://127.0.0.1:9' },
    runtime: { shell: 'serve' },
  })
  const owner = { userId: core.ownerUserId }
  const [ws] = await run(core, owner, 'workspaces.list', {})
  const app = await run(core, owner, 'apps.add', {
    workspaceId: ws!.id,
    name: 'Bench',
    googlePlayPackage: PKG,
  })
  return { core, dir, workspaceId: ws!.id, appId: app.id }
}

export default async function (): Promise<void> {
  const bytes = report(ROWS)
  const contentBase64 = bytes.toString('base64')
  console.log(`  report: ${fmt(ROWS)} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB UTF-16`)
  const input = (c: { workspaceId: string; appId: string }) => ({
    workspaceId: c.workspaceId,
    appId: c.appId,
    fileName: `reviews_${PKG}_202610.csv`,
    contentBase64,
  })

  // What this machine's load alone does to a timer, for reading the figures below.
  const idle = await worstWait(() => new Promise((resolve) => setTimeout(resolve, 3000)))
  console.log(`  idle main loop over 3 s: worst wait ${fmt(idle.worstMs)} ms`)

  // serve-like: the work thread runs the import.
  const serving = await freshCore()
  const owner = { userId: serving.core.ownerUserId }
  const background = startBackground(serving.core, (w) => w.name === 'store polling')
  // A person's small write (renaming nothing) in its own IMMEDIATE transaction, taken the way
  // the core takes every write (`immediate`), so the import sees it waiting.
  const update = serving.core.db.$client.prepare('UPDATE workspaces SET name = name WHERE id = ?')
  const touch = (id: string) => immediate(serving.core.db, () => update.run(id))
  try {
    for (const label of ['first import', 'same file again']) {
      const { value, worstMs, worstAtMs, ms, writes } = await worstWait(
        () => run(serving.core, owner, 'history.import', input(serving)),
        () => touch(serving.workspaceId),
      )
      console.log(
        `  ${label} (work thread): ${fmt(ms)} ms, ${fmt(ROWS / (ms / 1000))} rows/s, worst main-loop wait ${fmt(worstMs)} ms at ${fmt(worstAtMs)} ms ` +
          `(${value.reviewsAdded} reviews, ${value.ratingsAdded} ratings without text, ${value.unchanged} unchanged)`,
      )
      console.log(
        `    a write on the main thread every 100 ms meanwhile: ${writes.count} writes, worst wait ${fmt(writes.worstMs)} ms, ${writes.failed} failed (busy for 5 s)`,
      )
    }
  } finally {
    await background.stop()
    serving.core.close()
    rmSync(serving.dir, { recursive: true, force: true })
  }

  // The CLI's case: no work thread, the import runs on the calling loop.
  const alone = await freshCore()
  try {
    const { worstMs, ms } = await worstWait(() =>
      run(alone.core, { userId: alone.core.ownerUserId }, 'history.import', input(alone)),
    )
    console.log(
      `  first import (calling thread, as the CLI): ${fmt(ms)} ms, ${fmt(ROWS / (ms / 1000))} rows/s, worst wait ${fmt(worstMs)} ms`,
    )
  } finally {
    alone.core.close()
    rmSync(alone.dir, { recursive: true, force: true })
  }
}
