import { drainDraftQueue } from '../../../../src/main/core/replies/draft-queue/drain'
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rmSync } from 'node:fs'
import { createCore, type Core } from '../../../../src/main/core/core'
import { outboxEvents, replies, reviews } from '../../../../src/main/core/db/schema'
import { SyncScheduler } from '../../../../src/main/core/sync/scheduler'
import { passphraseKeyProvider } from '../../../../src/main/core/vault/passphrase-provider'
import { run } from '../../../../src/main/core/commands/dispatch'
import { startAppStoreSimulator, type AppStoreSimulator } from '../../../../src/main/simulators/app-store'
import { startGooglePlaySimulator, type GooglePlaySimulator } from '../../../../src/main/simulators/google-play'
import { tempDir } from '../../../support/core'

const CHILD_SOURCE = fileURLToPath(new URL('./fixtures/publisher-child.ts', import.meta.url))
// Bundled once, so each restart of the child takes milliseconds rather than a TypeScript compile.
// Inside node_modules so its packages resolve; named per process, so two checkouts sharing one
// node_modules never run each other's build (with another schema version).
const CHILD = fileURLToPath(new URL(`../../../../node_modules/.cache/review-reply-tests/publisher-child-${process.pid}.mjs`, import.meta.url))
const PKG = 'com.example.crash'
const APPLE_ID = '2234567890'
const HOUR = 60 * 60_000

let gp: GooglePlaySimulator
let as: AppStoreSimulator
beforeAll(async () => {
  await build({ entryPoints: [CHILD_SOURCE], outfile: CHILD, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' })
})
afterAll(async () => {
  rmSync(CHILD, { force: true })
  await Promise.all([gp?.close(), as?.close()])
})

const provider = () => passphraseKeyProvider('crash test passphrase', { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } })

const postsSoFar = () => gp.calls.filter((c) => c.endpoint === 'reply').length + as.calls.filter((c) => c.method === 'POST').length

/** Runs the child once; kills it per `strategy`. Resolves true when it finished on its own. */
function runChild(dataDir: string, strategy: { afterPosts?: number; afterMs?: number }): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD], {
      env: { ...process.env, RR_DATA_DIR: dataDir, RR_GP_URL: gp.url, RR_GP_TOKEN_URL: gp.tokenUrl, RR_AS_URL: as.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let finished = false
    let watcher: NodeJS.Timeout | null = null
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'done') finished = true
      if (line !== 'ready') return
      const start = postsSoFar()
      if (strategy.afterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), strategy.afterMs)
      if (strategy.afterPosts !== undefined) {
        watcher = setInterval(() => {
          if (postsSoFar() - start >= (strategy.afterPosts ?? 0)) child.kill('SIGKILL')
        }, 0)
      }
    })
    child.once('error', reject)
    child.once('exit', () => {
      if (watcher) clearInterval(watcher)
      resolve(finished)
    })
  })
}

describe('publishing survives being killed at any moment', () => {
  it('never posts a reply twice and never loses one', async () => {
    gp = await startGooglePlaySimulator()
    as = await startAppStoreSimulator({ publishDelayMs: HOUR })
    const dataDir = tempDir('rr-crash-')
    let core: Core = createCore({ dataDir, keyProvider: provider(), endpoints: { appStoreApiUrl: as.url, googlePlayApiUrl: gp.url, googleTokenUrl: gp.tokenUrl } })
    const owner = { userId: core.ownerUserId }
    const [ws] = await run(core, owner, 'workspaces.list', {})
    const workspaceId = ws?.id ?? ''
    await run(core, owner, 'apps.add', { workspaceId, name: 'Crashy', appStoreId: APPLE_ID, googlePlayPackage: PKG })
    await run(core, owner, 'googlePlay.connect', { workspaceId, serviceAccountJson: JSON.stringify(gp.serviceAccount) })
    const key = as.keys.create({ role: 'ADMIN' })
    await run(core, owner, 'appStore.connect', { workspaceId, ...(key.issuerId ? { issuerId: key.issuerId } : {}), keyId: key.keyId, privateKeyPem: key.privateKeyPem })
    const now = Date.now()
    gp.seed(PKG, Array.from({ length: 6 }, (_, i) => ({ authorName: `User ${i}`, text: `The app is really nice but it crashed once (${i}).`, starRating: 1 + (i % 5), reviewerLanguage: 'en', lastModified: now - (i + 1) * 60_000 })))
    as.seed(APPLE_ID, Array.from({ length: 5 }, (_, i) => ({ rating: 1 + (i % 5), title: `Title ${i}`, body: `Works well, one small bug in version ${i}.`, reviewerNickname: `Nick ${i}`, createdDate: now - (i + 1) * 60_000, territory: 'USA' })))
    await new SyncScheduler(core).syncNow(workspaceId)
    await drainDraftQueue(core)
    const ids = core.db.select({ id: reviews.id }).from(reviews).all().map((r) => r.id)
    expect(ids).toHaveLength(11)
    const approved = await run(core, owner, 'replies.bulkApprove', { workspaceId, reviewIds: ids })
    expect(approved.done).toHaveLength(11)
    core.close()

    // Kill right after the 1st, 2nd or 3rd reply reaches a store (before the app records it), or
    // a few milliseconds into a run (during recovery or a claim), until a run completes on its own.
    let kills = 0
    for (let round = 0; round < 40; round++) {
      const strategy = round % 3 === 2 ? { afterMs: 5 + ((round * 13) % 60) } : { afterPosts: 1 + (round % 3) }
      const finished = await runChild(dataDir, strategy)
      if (finished) break
      kills++
    }
    expect(kills).toBeGreaterThanOrEqual(5)

    core = createCore({ dataDir, keyProvider: provider(), endpoints: { appStoreApiUrl: as.url, googlePlayApiUrl: gp.url, googleTokenUrl: gp.tokenUrl } })
    try {
      const rows = core.db.select({ review: reviews, reply: replies }).from(reviews).innerJoin(replies, eq(replies.reviewId, reviews.id)).all()
      expect(rows).toHaveLength(11)
      for (const { review, reply } of rows) {
        expect(reply.status, review.storeReviewId).toBe(review.store === 'google_play' ? 'published' : 'pending_publish')
      }
      // Exactly one reply call per review reached each store.
      const gpPosts = new Map<string, number>()
      for (const c of gp.calls.filter((c) => c.endpoint === 'reply')) gpPosts.set(c.reviewId ?? '', (gpPosts.get(c.reviewId ?? '') ?? 0) + 1)
      expect([...gpPosts.values()]).toEqual(Array(6).fill(1))
      const asPosts = as.calls.filter((c) => c.method === 'POST')
      expect(asPosts).toHaveLength(5)
      const published = core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'reply.published')).all()
      expect(published).toHaveLength(6)
    } finally {
      core.close()
    }
  }, 120_000)
})
