import { afterEach, describe, expect, it } from 'vitest'
import { drainDraftQueue } from '../../../../src/main/core/replies/draft-queue/drain'
import { createCore } from '../../../../src/main/core/core'
import { reviews } from '../../../../src/main/core/db/schema'
import { runPublisherPass } from '../../../../src/main/core/replies/publisher'
import { SyncScheduler } from '../../../../src/main/core/sync/scheduler'
import { run } from '../../../../src/main/core/commands/dispatch'
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../../src/main/simulators/google-play'
import { createTestCore, tempDir, testKeyProvider, type TestCore } from '../../../support/core'

const PKG = 'com.example.notes'
const WINDOW = 10_000

let t: TestCore
let gp: GooglePlaySimulator
afterEach(async () => {
  t?.core.close()
  await gp?.close()
})

async function setup(options: { dataDir?: string } = {}) {
  t = await createTestCore({ undoWindowMs: WINDOW, dataDir: options.dataDir ?? null })
  gp = await startGooglePlaySimulator({ clock: t.clock })
  t.core.endpoints = {
    appStoreApiUrl: 'http://127.0.0.1:9',
    googlePlayApiUrl: gp.url,
    googleTokenUrl: gp.tokenUrl,
  }
  const workspaceId = t.workspaceId
  await t.run('apps.add', { workspaceId, name: 'Notes', googlePlayPackage: PKG })
  await t.run('googlePlay.connect', {
    workspaceId,
    serviceAccountJson: JSON.stringify(gp.serviceAccount),
  })
  const now = t.clock.now()
  gp.seed(PKG, [
    {
      authorName: 'Megan',
      text: 'The app crashes every time I open a note since the update.',
      starRating: 1,
      reviewerLanguage: 'en_US',
      lastModified: now - 60_000,
    },
    {
      authorName: 'Jonas',
      text: 'Great app, I use it every day for my shopping lists.',
      starRating: 5,
      reviewerLanguage: 'en_US',
      lastModified: now - 120_000,
    },
  ])
  await new SyncScheduler(t.core, undefined, () => 0.5).tick()
  await drainDraftQueue(t.core)
  const ids = t.core.db
    .select({ id: reviews.id })
    .from(reviews)
    .all()
    .map((r) => r.id)
  expect(ids).toHaveLength(2)
  return { workspaceId, ids }
}

const storeReplies = () => gp.calls.filter((c) => c.endpoint === 'reply').length

describe('approved replies wait an undo window before the publisher sends them', () => {
  it('a terminal "publish now" (replies.publish with now) sends at once and answers with the outcome', async () => {
    const { workspaceId, ids } = await setup()
    const reviewId = ids[0] ?? ''
    const waiting = await t.run('replies.publish', { workspaceId, reviewId: ids[1] ?? '' })
    expect(waiting.reply?.status).toBe('approved')
    const now = await t.run('replies.publish', { workspaceId, reviewId, now: true })
    expect(now.reply?.status).toBe('published')
    expect(storeReplies()).toBe(1)
  })

  it('holds an approval for the window, then publishes it', async () => {
    const { workspaceId, ids } = await setup()
    const reviewId = ids[0] ?? ''
    const approvedAt = t.clock.now()
    const detail = await t.run('replies.approve', { workspaceId, reviewId })
    expect(detail.reply?.status).toBe('approved')
    expect(detail.reply?.publishesAt).toBe(approvedAt + WINDOW)

    const early = await runPublisherPass(t.core)
    expect(early.nextDueAt).toBe(approvedAt + WINDOW)
    t.clock.advance(WINDOW - 1)
    await runPublisherPass(t.core)
    expect(storeReplies()).toBe(0)
    expect((await t.run('reviews.get', { workspaceId, reviewId })).reply?.status).toBe('approved')

    t.clock.advance(1)
    const after = await runPublisherPass(t.core)
    expect(after.nextDueAt).toBeNull()
    expect(storeReplies()).toBe(1)
    expect((await t.run('reviews.get', { workspaceId, reviewId })).reply?.status).toBe('published')

    const late = await t.run('replies.undoApprove', { workspaceId, reviewIds: [reviewId] })
    expect(late.skipped[0]?.reason).toMatch(/Too late to undo/)
  })

  it('undo within the window brings the draft back, and nothing reaches the store', async () => {
    const { workspaceId, ids } = await setup()
    const before = await t.run('reviews.get', { workspaceId, reviewId: ids[0] ?? '' })
    // "p" on one review and a bulk approval both wait for the window.
    await t.run('replies.publish', { workspaceId, reviewId: ids[0] ?? '' })
    await t.run('replies.bulkApprove', { workspaceId, reviewIds: ids })
    t.clock.advance(WINDOW / 2)
    await runPublisherPass(t.core)

    const undone = await t.run('replies.undoApprove', { workspaceId, reviewIds: ids })
    expect(undone).toEqual({ done: ids, skipped: [] })
    t.clock.advance(60 * 60_000)
    await runPublisherPass(t.core)
    expect(storeReplies()).toBe(0)

    const after = await t.run('reviews.get', { workspaceId, reviewId: ids[0] ?? '' })
    expect(after.reply).toMatchObject({
      status: 'draft',
      body: before.reply?.body,
      approvedAt: null,
      publishesAt: null,
    })
    expect(after.audit.map((a) => a.action)).toContain('approval_undone')
  })

  it('a viewer cannot undo an editor’s approval', async () => {
    const { workspaceId, ids } = await setup()
    await t.run('replies.approve', { workspaceId, reviewId: ids[0] ?? '' })
    const viewer = await t.run('members.add', { workspaceId, name: 'Vic', role: 'viewer' })
    const denied = await t.dispatch(
      'replies.undoApprove',
      { workspaceId, reviewIds: [ids[0] ?? ''] },
      { userId: viewer.userId },
    )
    expect(denied.ok).toBe(false)
    expect(
      (await t.run('reviews.get', { workspaceId, reviewId: ids[0] ?? '' })).reply?.status,
    ).toBe('approved')
  })

  it('the window is honoured after a restart, from the approval time in the database', async () => {
    const dataDir = tempDir('rr-undo-')
    const { workspaceId, ids } = await setup({ dataDir })
    await t.run('replies.approve', { workspaceId, reviewId: ids[0] ?? '' })
    t.core.close()

    const reopened = createCore({
      dataDir,
      keyProvider: testKeyProvider(),
      clock: t.clock,
      undoWindowMs: WINDOW,
      endpoints: t.core.endpoints,
    })
    try {
      await runPublisherPass(reopened, { recoverAll: true })
      expect(storeReplies()).toBe(0)
      t.clock.advance(WINDOW)
      await runPublisherPass(reopened)
      expect(storeReplies()).toBe(1)
      const detail = await run(reopened, { userId: reopened.ownerUserId }, 'reviews.get', {
        workspaceId,
        reviewId: ids[0] ?? '',
      })
      expect(detail.reply?.status).toBe('published')
    } finally {
      reopened.close()
    }
  })
})
