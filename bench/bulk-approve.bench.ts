/**
 * Approving 5,000 drafts (issue 29 item 3): bulk approve runs on the thread that answers people,
 * in slices of at most 20 ms or 100 reviews with a turn of the event loop between them
 * (`work/slices.ts`). A serve-like core (a data file, WAL) holds 5,000 drafted reviews; they are
 * approved as the app does it (calls of 25) and as an API client may (calls of 500, the most one
 * call takes), while a 5 ms timer records the worst wait of the event loop. Goal: ≤ 50 ms.
 *
 * `npm run bench bulk-approve` (drafts: RR_BENCH_APPROVE).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from '../src/main/core/commands/dispatch'
import { createCore, type Core } from '../src/main/core/core'
import { storeListings } from '../src/main/core/db/schema'
import { immediate } from '../src/main/core/db/transaction'
import { currentInputsStamp } from '../src/main/core/replies/draft-queue/inputs'
import { writeDraft } from '../src/main/core/replies/drafts'
import { loadReviewById } from '../src/main/core/replies/records'
import { ingestReviews } from '../src/main/core/reviews/ingest'
import type { NormalizedReview } from '../src/main/core/stores/types'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'
import { startAppStoreSimulator } from '../src/main/simulators/app-store'
import { worstWait } from './loop-wait'

const DRAFTS = Number(process.env.RR_BENCH_APPROVE ?? 5_000)
const MINUTE = 60_000
const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

/** A core on a data file with `count` reviews, each with a high-confidence draft. */
async function draftedCore(count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'rr-bench-approve-'))
  const core: Core = createCore({
    dataDir: dir,
    keyProvider: passphraseKeyProvider('bulk approve bench', {
      insecureTestCost: { N: 2 ** 10, r: 8, p: 1 },
    }),
    endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: 'http://127.0.0.1:9' },
    runtime: { shell: 'serve' },
  })
  const owner = { userId: core.ownerUserId }
  const [ws] = await run(core, owner, 'workspaces.list', {})
  const workspaceId = ws!.id
  await run(core, owner, 'apps.add', { workspaceId, name: 'Bench', appStoreId: '1234567890' })
  // Approving needs a connected store; nothing is published here (no publisher runs).
  const as = await startAppStoreSimulator()
  const key = as.keys.create({ role: 'ADMIN' })
  await run(core, owner, 'appStore.connect', {
    workspaceId,
    ...(key.issuerId ? { issuerId: key.issuerId } : {}),
    keyId: key.keyId,
    privateKeyPem: key.privateKeyPem,
  })
  await as.close()
  const listing = core.db.select().from(storeListings).get()!
  const now = Date.now()
  const all: NormalizedReview[] = Array.from({ length: count }, (_, i) => ({
    storeReviewId: `as-${i}`,
    rating: (i % 5) + 1,
    title: null,
    body: `Review ${i}: the export works, but sync could be quicker.`,
    author: `User ${i}`,
    language: 'en',
    territory: 'US',
    appVersion: '4.1.0',
    createdAt: now - (i + 1) * MINUTE,
    updatedAt: now - (i + 1) * MINUTE,
    storeReply: null,
  }))
  for (let i = 0; i < all.length; i += 500) ingestReviews(core, listing, all.slice(i, i + 500))
  const inputsAt = currentInputsStamp(core, workspaceId)
  // Ingest drafts nothing here (no drafting queue runs): every review gets its draft written.
  const reviewIds = core.db.$client
    .prepare('SELECT id FROM reviews ORDER BY created_at DESC')
    .pluck()
    .all() as string[]
  for (let i = 0; i < reviewIds.length; i += 500)
    immediate(core.db, () => {
      for (const id of reviewIds.slice(i, i + 500)) {
        const record = loadReviewById(core, id)!
        writeDraft(
          core,
          {
            record,
            draft: {
              body: `Thanks for your review! We are making sync quicker.`,
              language: 'en',
              drafter: 'builtin',
              note: null,
              assessment: { confidence: 'high', reasons: [] },
              spam: null,
            },
            variant: 0,
            inputsAt,
            tones: [],
          },
          { actorUserId: null },
        )
      }
    })
  return { core, dir, owner, workspaceId, reviewIds }
}

async function approveInCalls(batch: number): Promise<void> {
  const { core, dir, owner, workspaceId, reviewIds } = await draftedCore(DRAFTS)
  try {
    const measured = await worstWait(async () => {
      let done = 0
      for (let i = 0; i < reviewIds.length; i += batch) {
        const result = await run(core, owner, 'replies.bulkApprove', {
          workspaceId,
          reviewIds: reviewIds.slice(i, i + batch),
        })
        done += result.done.length
      }
      return done
    })
    console.log(
      `  ${fmt(DRAFTS)} drafts in calls of ${batch}: ${fmt(measured.value)} approved in ${fmt(measured.ms)} ms; worst event-loop wait ${fmt(measured.worstMs)} ms (goal ≤ 50 ms)`,
    )
  } finally {
    core.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export default async function (): Promise<void> {
  // What this machine's load alone does to a timer, for reading the figures below.
  const idle = await worstWait(() => new Promise((resolve) => setTimeout(resolve, 2000)))
  console.log(`  idle loop over 2 s: worst wait ${fmt(idle.worstMs)} ms`)
  await approveInCalls(500)
  await approveInCalls(25)
}
