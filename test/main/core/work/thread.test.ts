import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { startBackground } from '../../../../src/main/core/background'
import { run } from '../../../../src/main/core/commands/dispatch'
import { createCore, type Core } from '../../../../src/main/core/core'
import { outboxEvents, replies, reviews, storeListings } from '../../../../src/main/core/db/schema'
import { pollNotifications } from '../../../../src/main/core/insights/notifications/poll'
import {
  noopNotifier,
  setNotifier,
  type DesktopNotification,
} from '../../../../src/main/core/notify/notifier'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import type { NormalizedReview } from '../../../../src/main/core/stores/types'
import {
  generateReviews,
  startAppStoreSimulator,
  type AppStoreSimulator,
} from '../../../../src/main/simulators/app-store'
import { tempDir, testKeyProvider } from '../../../support/core'

const APPLE_ID = '1234567890'

let as: AppStoreSimulator | undefined
let core: Core | undefined
let background: { stop(): Promise<void> } | undefined
afterEach(async () => {
  await background?.stop()
  core?.close()
  await as?.close()
})

describe('the work thread', () => {
  it('polls and drafts beside the main thread, which keeps its own connection and hears every change', async () => {
    as = await startAppStoreSimulator({ publishDelayMs: 0 })
    as.seed(
      APPLE_ID,
      generateReviews(300, { newestAt: Date.now() - 60_000, spacingMs: 60 * 60_000 }),
      'Notes',
    )
    const lines: string[] = []
    core = createCore({
      dataDir: tempDir('rr-work-thread-'),
      keyProvider: testKeyProvider(),
      endpoints: { appStoreApiUrl: as.url, googlePlayApiUrl: 'http://127.0.0.1:9' },
      log: { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) },
    })
    const owner = { userId: core.ownerUserId }
    const [ws] = await run(core, owner, 'workspaces.list', {})
    const workspaceId = ws!.id
    await run(core, owner, 'apps.add', { workspaceId, name: 'Notes', appStoreId: APPLE_ID })
    const key = as.keys.create({ role: 'ADMIN' })
    // The App Store key is sealed by this thread's vault; the work thread reads it with the same data key.
    await run(core, owner, 'appStore.connect', {
      workspaceId,
      ...(key.issuerId ? { issuerId: key.issuerId } : {}),
      keyId: key.keyId,
      privateKeyPem: key.privateKeyPem,
    })

    const changes: string[] = []
    core.signals.on('changed', (_ws, what) => changes.push(what))
    background = startBackground(core)
    expect(lines).toContain('worker started in the work thread')

    // "Sync now" from this thread runs in the work thread and returns once the reviews are in.
    await run(core, owner, 'sync.now', { workspaceId })
    expect(core.db.select().from(reviews).all()).toHaveLength(300)

    const db = core.db
    await expect.poll(() => db.select().from(replies).all().length, { timeout: 60_000 }).toBe(300)
    expect(
      db.select().from(outboxEvents).where(eq(outboxEvents.type, 'draft.created')).all(),
    ).toHaveLength(300)
    expect(changes).toContain('sync')
    expect(changes).toContain('drafts')
    expect(await run(core, owner, 'drafts.queue', { workspaceId })).toMatchObject({
      waiting: 0,
      lastError: null,
    })
  }, 120_000)

  it('runs insights: a change made on the main thread brings its notification back to this thread', async () => {
    const lines: { message: string; fields?: Record<string, unknown> }[] = []
    const log = (message: string, fields?: Record<string, unknown>) =>
      lines.push({ message, ...(fields ? { fields } : {}) })
    core = createCore({
      dataDir: tempDir('rr-work-thread-insights-'),
      keyProvider: testKeyProvider(),
      endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: 'http://127.0.0.1:9' },
      log: { info: log, warn: log, error: log },
    })
    const c = core
    const owner = { userId: c.ownerUserId }
    const [ws] = await run(c, owner, 'workspaces.list', {})
    const workspaceId = ws!.id
    await run(c, owner, 'apps.add', { workspaceId, name: 'Notes', googlePlayPackage: 'com.ex.n' })
    const listing = c.db.select().from(storeListings).get()!
    const shown: DesktopNotification[] = []
    setNotifier(c, { notify: (n) => shown.push(n) })
    // Notifications start from here (a first poll announces nothing older).
    pollNotifications(c, noopNotifier, Date.now())

    const started = startBackground(c, (w) => w.name === 'insights')
    background = started
    await started.ready
    expect(lines).toContainEqual({
      message: 'worker started in the work thread',
      fields: { worker: 'insights' },
    })

    let n = 0
    const oneStar = (): NormalizedReview => {
      const at = Date.now() - 60_000
      n++
      return {
        storeReviewId: `gp-${n}`,
        rating: 1,
        title: null,
        body: `Broken again (${n})`,
        author: 'Sam',
        language: 'en',
        territory: 'US',
        appVersion: '2.0',
        createdAt: at,
        updatedAt: at,
        storeReply: null,
      }
    }
    // Stored on this thread: the thread hears of it, polls, and the window here shows it.
    ingestReviews(c, listing, [oneStar()], { source: 'sync' })
    await expect.poll(() => shown.length, { timeout: 30_000 }).toBe(1)
    // Again, long before the next scheduled pass (a minute): only the change told over can bring it.
    ingestReviews(c, listing, [oneStar(), oneStar()], { source: 'sync' })
    await expect.poll(() => shown.length, { timeout: 30_000 }).toBe(2)
    expect(shown.map((x) => [x.kind, x.workspaceId])).toEqual([
      ['low_star_reviews', workspaceId],
      ['low_star_reviews', workspaceId],
    ])
    expect(shown[1]!.title).toBe('2 new 1–2★ reviews for Notes')
  }, 120_000)
})
