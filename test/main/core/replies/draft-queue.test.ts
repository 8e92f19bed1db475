import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { startBackground } from '../../../../src/main/core/background'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { outboxEvents, replies, reviews } from '../../../../src/main/core/db/schema'
import { MAX_DRAFT_FAILURES } from '../../../../src/main/core/replies/draft-queue/attempts'
import { drainDraftQueue } from '../../../../src/main/core/replies/draft-queue/drain'
import { SyncScheduler } from '../../../../src/main/core/sync/scheduler'
import { startAppStoreSimulator, type AppStoreSimulator } from '../../../../src/main/simulators/app-store'
import { startGooglePlaySimulator, type GooglePlaySimulator } from '../../../../src/main/simulators/google-play'
import { createTestCore, type TestCore } from '../../../support/core'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const PKG = 'com.example.notes'
const APPLE_ID = '1234567890'

let t: TestCore
let gp: GooglePlaySimulator | undefined
let as: AppStoreSimulator | undefined
afterEach(async () => {
  t?.core.close()
  await Promise.all([gp?.close(), as?.close()])
  gp = undefined
  as = undefined
})

const replyCount = () => t.core.db.select().from(replies).all().length
const draftEvents = () =>
  t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'draft.created')).all().length

async function withGooglePlay(count: number) {
  t = await createTestCore()
  gp = await startGooglePlaySimulator({ clock: t.clock })
  t.core.endpoints = {
    appStoreApiUrl: 'http://127.0.0.1:9',
    googlePlayApiUrl: gp.url,
    googleTokenUrl: gp.tokenUrl,
  }
  const workspaceId = t.workspaceId
  await t.run('apps.add', { workspaceId, name: 'Notes', googlePlayPackage: PKG })
  const now = t.clock.now()
  gp.seed(
    PKG,
    Array.from({ length: count }, (_, i) => ({
      authorName: `User ${i}`,
      text: `The app crashed when I opened note ${i}.`,
      starRating: 1 + (i % 5),
      reviewerLanguage: 'en_US',
      lastModified: now - (i + 1) * HOUR,
    })),
  )
  await t.run('googlePlay.connect', {
    workspaceId,
    serviceAccountJson: JSON.stringify(gp.serviceAccount),
  })
  const tested = await t.run('googlePlay.testConnection', { workspaceId })
  expect(tested.ok).toBe(true)
  return workspaceId
}

async function withAppStore(seedAt: (now: number) => { createdDate: number }[]) {
  t = await createTestCore()
  const seed = seedAt(t.clock.now())
  as = await startAppStoreSimulator({ clock: t.clock })
  t.core.endpoints = { appStoreApiUrl: as.url, googlePlayApiUrl: 'http://127.0.0.1:9' }
  const workspaceId = t.workspaceId
  await t.run('apps.add', { workspaceId, name: 'Notes', appStoreId: APPLE_ID })
  const key = as.keys.create({ role: 'ADMIN' })
  await t.run('appStore.connect', {
    workspaceId,
    ...(key.issuerId ? { issuerId: key.issuerId } : {}),
    keyId: key.keyId,
    privateKeyPem: key.privateKeyPem,
  })
  as.seed(
    APPLE_ID,
    seed.map((r, i) => ({
      rating: 1 + (i % 5),
      title: `Title ${i}`,
      body: `Works, but crashed once (${i}).`,
      reviewerNickname: `Nick ${i}`,
      territory: 'USA',
      ...r,
    })),
  )
  return workspaceId
}

describe('drafting by state', () => {
  it('"Sync now" returns once the reviews are stored; the queue then drafts each exactly once', async () => {
    const workspaceId = await withAppStore((now) =>
      Array.from({ length: 60 }, (_, i) => ({ createdDate: now - (i + 1) * HOUR })),
    )
    await t.run('sync.now', { workspaceId })
    expect(t.core.db.select().from(reviews).all()).toHaveLength(60)
    expect(replyCount()).toBe(0)
    expect(await t.run('drafts.queue', { workspaceId })).toMatchObject({
      waiting: 60,
      retrying: 0,
      gaveUp: 0,
      lastError: null,
    })

    expect(await drainDraftQueue(t.core)).toBe(60)
    expect(replyCount()).toBe(60)
    expect(draftEvents()).toBe(60)
    expect(await t.run('drafts.queue', { workspaceId })).toMatchObject({ waiting: 0 })
    // Nothing waits any more: working the queue again writes nothing.
    expect(await drainDraftQueue(t.core)).toBe(0)
    expect(draftEvents()).toBe(60)
    // Each draft's event read its review's topics once and stored them: the topic pass has
    // nothing left to read for these reviews.
    expect(detectDueTopics(t.core)).toBe(0)
  })

  it('drafts reviews stored by Google Play "Test connection", through the background worker', async () => {
    const workspaceId = await withGooglePlay(5)
    expect(t.core.db.select().from(reviews).all()).toHaveLength(5)
    const background = startBackground(t.core, (w) => w.name === 'automatic drafting')
    try {
      await expect.poll(replyCount).toBe(5)
    } finally {
      await background.stop()
    }
    expect(draftEvents()).toBe(5)
    expect((await t.run('drafts.queue', { workspaceId })).waiting).toBe(0)
  })

  it('drafts the pages a pass stored before it failed', async () => {
    // 450 reviews: three pages of 200; the third page fails.
    const workspaceId = await withAppStore((now) =>
      Array.from({ length: 450 }, (_, i) => ({ createdDate: now - (i + 1) * 60_000 })),
    )
    as?.failNext(
      { kind: 'error', status: 403, code: 'FORBIDDEN_ERROR' },
      { path: /customerReviews/, after: 2 },
    )
    await new SyncScheduler(t.core, undefined, () => 0.5).syncNow(workspaceId)
    const status = await t.run('sync.status', { workspaceId })
    expect(status[0]?.lastError).toBeTruthy()
    const stored = t.core.db.select().from(reviews).all().length
    expect(stored).toBe(400)
    expect(await drainDraftQueue(t.core)).toBe(400)
    expect(draftEvents()).toBe(400)
  })

  it('leaves reviews older than 30 days and reviews that have a reply alone', async () => {
    const workspaceId = await withAppStore((now) => [
      { createdDate: now - HOUR },
      { createdDate: now - 2 * HOUR },
      { createdDate: now - 40 * DAY },
    ])
    const now = t.clock.now()
    await t.run('sync.now', { workspaceId })
    const [first] = t.core.db
      .select()
      .from(reviews)
      .where(eq(reviews.createdAt, now - HOUR))
      .all()
    if (!first) throw new Error('no review')
    await t.run('replies.dismiss', { workspaceId, reviewId: first.id })
    expect(await drainDraftQueue(t.core)).toBe(1)
    expect(draftEvents()).toBe(1)
  })

  it('retries a review whose draft failed for a passing reason, with backoff, says why, and gives up in the end', async () => {
    const workspaceId = await withAppStore((now) =>
      Array.from({ length: 4 }, (_, i) => ({ createdDate: now - (i + 1) * HOUR })),
    )
    const now = t.clock.now()
    await t.run('sync.now', { workspaceId })
    const [unlucky] = t.core.db
      .select()
      .from(reviews)
      .where(eq(reviews.createdAt, now - HOUR))
      .all()
    if (!unlucky) throw new Error('no review')
    // The write of one review's draft fails (as a full disk or a lock would); the others go through.
    t.core.db.$client
      .exec(`CREATE TRIGGER fail_one BEFORE INSERT ON replies WHEN NEW.review_id = '${unlucky.id}'
      BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`)
    expect(await drainDraftQueue(t.core)).toBe(3)
    expect(await t.run('drafts.queue', { workspaceId })).toMatchObject({
      waiting: 1,
      retrying: 1,
      gaveUp: 0,
      lastError: 'disk I/O error',
    })
    // Not again before its backoff has passed.
    expect(await drainDraftQueue(t.core)).toBe(0)

    for (let failure = 2; failure <= MAX_DRAFT_FAILURES; failure++) {
      t.clock.advance(7 * HOUR)
      expect(await drainDraftQueue(t.core)).toBe(0)
    }
    expect(await t.run('drafts.queue', { workspaceId })).toMatchObject({
      waiting: 0,
      retrying: 0,
      gaveUp: 1,
      lastError: 'disk I/O error',
    })

    // A person can still draft it; the problem is then no longer shown.
    t.core.db.$client.exec('DROP TRIGGER fail_one')
    await t.run('replies.draft', { workspaceId, reviewId: unlucky.id })
    expect(await t.run('drafts.queue', { workspaceId })).toMatchObject({
      waiting: 0,
      gaveUp: 0,
      lastError: null,
    })
  })

  it('a failed review is drafted once its backoff has passed', async () => {
    const workspaceId = await withAppStore((now) => [{ createdDate: now - HOUR }])
    await t.run('sync.now', { workspaceId })
    t.core.db.$client.exec(
      `CREATE TRIGGER fail_all BEFORE INSERT ON replies BEGIN SELECT RAISE(ABORT, 'database is locked'); END`,
    )
    expect(await drainDraftQueue(t.core)).toBe(0)
    t.core.db.$client.exec('DROP TRIGGER fail_all')
    t.clock.advance(2 * 60_000)
    expect(await drainDraftQueue(t.core)).toBe(1)
    expect(await t.run('drafts.queue', { workspaceId })).toMatchObject({
      waiting: 0,
      retrying: 0,
      lastError: null,
    })
  })

  it('viewers can see the queue; another workspace cannot', async () => {
    const workspaceId = await withGooglePlay(1)
    const viewer = await t.run('members.add', { workspaceId, name: 'Vic', role: 'viewer' })
    expect((await t.run('drafts.queue', { workspaceId }, { userId: viewer.userId })).waiting).toBe(
      1,
    )
    const other = await t.run('workspaces.create', { name: 'Other' })
    const otherQueue = await t.run('drafts.queue', { workspaceId: other.id })
    expect(otherQueue.waiting).toBe(0)
    const denied = await t.dispatch(
      'drafts.queue',
      { workspaceId: other.id },
      { userId: viewer.userId },
    )
    expect(denied.ok).toBe(false)
  })
})
