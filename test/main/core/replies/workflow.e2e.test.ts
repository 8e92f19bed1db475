import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { outboxEvents, replies, reviews } from '../../../../src/main/core/db/schema'
import { drainDraftQueue } from '../../../../src/main/core/replies/draft-queue/drain'
import { runPublisherPass } from '../../../../src/main/core/replies/publisher'
import { SyncScheduler } from '../../../../src/main/core/sync/scheduler'
import { replyLength } from '../../../../src/main/core/drafting'
import {
  startAppStoreSimulator,
  type AppStoreSimulator,
} from '../../../../src/main/simulators/app-store'
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../../src/main/simulators/google-play'
import { createTestCore, type TestCore } from '../../../support/core'

const HOUR = 60 * 60_000
const PKG = 'com.example.notes'
const APPLE_ID = '1234567890'

let t: TestCore
let gp: GooglePlaySimulator
let as: AppStoreSimulator
afterEach(async () => {
  t?.core.close()
  await Promise.all([gp?.close(), as?.close()])
})

async function setup() {
  t = await createTestCore()
  gp = await startGooglePlaySimulator({ clock: t.clock })
  as = await startAppStoreSimulator({ clock: t.clock, publishDelayMs: 6 * HOUR })
  t.core.endpoints = {
    appStoreApiUrl: as.url,
    googlePlayApiUrl: gp.url,
    googleTokenUrl: gp.tokenUrl,
  }
  const workspaceId = t.workspaceId
  const app = await t.run('apps.add', {
    workspaceId,
    name: 'Notes',
    appStoreId: APPLE_ID,
    googlePlayPackage: PKG,
  })
  await t.run('googlePlay.connect', {
    workspaceId,
    serviceAccountJson: JSON.stringify(gp.serviceAccount),
  })
  const key = as.keys.create({ role: 'CUSTOMER_SUPPORT' })
  await t.run('appStore.connect', {
    workspaceId,
    ...(key.issuerId ? { issuerId: key.issuerId } : {}),
    keyId: key.keyId,
    privateKeyPem: key.privateKeyPem,
  })
  const now = t.clock.now()
  gp.seed(PKG, [
    {
      authorName: 'Megan',
      title: 'Crashes',
      text: 'The app crashes every time I open a note since the update. Please fix it!',
      starRating: 1,
      reviewerLanguage: 'en_US',
      lastModified: now - 3 * HOUR,
    },
    {
      authorName: 'Jonas',
      text: 'Die App stürzt beim Synchronisieren ständig ab. So ist sie für mich unbrauchbar.',
      starRating: 2,
      reviewerLanguage: 'de_DE',
      lastModified: now - 2 * HOUR,
    },
    {
      authorName: 'さくら',
      text: 'シンプルで使いやすいです。毎日のメモに欠かせません。',
      starRating: 5,
      reviewerLanguage: 'ja_JP',
      lastModified: now - HOUR,
    },
  ])
  as.seed(APPLE_ID, [
    {
      rating: 5,
      title: 'Love it',
      body: 'Clean, fast and the sync between my phone and tablet just works.',
      reviewerNickname: 'Tom',
      createdDate: now - 4 * HOUR,
      territory: 'GBR',
    },
    {
      rating: 2,
      title: 'Trop de publicités',
      body: 'Il y a beaucoup trop de publicités dans la version gratuite, ça gâche tout.',
      reviewerNickname: 'Hugo',
      createdDate: now - 5 * HOUR,
      territory: 'FRA',
    },
  ])
  const polling = new SyncScheduler(t.core, undefined, () => 0.5)
  // A polling step, then the drafting queue's work on what it stored (the background worker's job).
  const scheduler = {
    tick: async () => {
      await polling.tick()
      await drainDraftQueue(t.core)
    },
  }
  return { workspaceId, app, scheduler }
}

const eventsFor = (type: string) =>
  t.core.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, type))
    .all()
    .map((e) => (JSON.parse(e.payload) as { data: { review: { id: string } } }).data.review.id)

describe('reply workflow end to end, against both store simulators', () => {
  it('syncs, drafts in the right language and length, publishes only after approval', async () => {
    const { workspaceId, scheduler } = await setup()
    await scheduler.tick()

    const all = t.core.db.select().from(reviews).all()
    expect(all).toHaveLength(5)
    const drafts = t.core.db.select().from(replies).all()
    expect(drafts).toHaveLength(5)
    for (const review of all) {
      const detail = await t.run('reviews.get', { workspaceId, reviewId: review.id })
      expect(detail.reply?.status).toBe('draft')
      const expected =
        review.store === 'google_play'
          ? review.language?.split(/[-_]/)[0]
          : { GBR: 'en', FRA: 'fr' }[review.territory ?? '']
      if (expected) expect(detail.reply?.language?.split('-')[0], review.body).toBe(expected)
      expect(replyLength(detail.reply?.body ?? '')).toBeLessThanOrEqual(detail.rules.maxLength)
      if (review.store === 'google_play')
        expect(replyLength(detail.reply?.body ?? '')).toBeLessThanOrEqual(350)
    }

    // A day of polling and publisher passes: with auto-publish off nothing reaches a store.
    for (let i = 0; i < 48; i++) {
      t.clock.advance(30 * 60_000)
      await scheduler.tick()
      await runPublisherPass(t.core)
    }
    expect(gp.calls.filter((c) => c.endpoint === 'reply')).toHaveLength(0)
    expect(as.calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    expect(
      t.core.db
        .select()
        .from(replies)
        .all()
        .every((r) => r.status === 'draft'),
    ).toBe(true)
  })

  it('approval publishes: Google Play at once, the App Store after its pending delay; one event of each kind per review', async () => {
    const { workspaceId, scheduler } = await setup()
    await scheduler.tick()
    const ids = t.core.db
      .select({ id: reviews.id })
      .from(reviews)
      .all()
      .map((r) => r.id)
    const result = await t.run('replies.bulkApprove', { workspaceId, reviewIds: ids })
    expect(result.skipped).toEqual([])
    await runPublisherPass(t.core)

    for (const review of t.core.db.select().from(reviews).all()) {
      const detail = await t.run('reviews.get', { workspaceId, reviewId: review.id })
      if (review.store === 'google_play') {
        expect(detail.reply?.status).toBe('published')
        expect(gp.review(PKG, review.storeReviewId)?.reply?.text).toBe(detail.reply?.body)
      } else {
        expect(detail.reply?.status).toBe('pending_publish')
        expect(as.responseOf(review.storeReviewId)?.state).toBe('PENDING_PUBLISH')
      }
    }
    expect(eventsFor('reply.published')).toHaveLength(3)

    // The App Store makes them public after its delay; polling notices and says so once.
    for (let i = 0; i < 16; i++) {
      t.clock.advance(30 * 60_000)
      await scheduler.tick()
    }
    const statuses = t.core.db
      .select()
      .from(replies)
      .all()
      .map((r) => r.status)
    expect(statuses.every((s) => s === 'published')).toBe(true)

    expect(eventsFor('review.created').sort()).toEqual([...ids].sort())
    expect(eventsFor('draft.created').sort()).toEqual([...ids].sort())
    expect(eventsFor('reply.published').sort()).toEqual([...ids].sort())
    // Each store received exactly one reply per review.
    expect(gp.calls.filter((c) => c.endpoint === 'reply' && c.status === 200)).toHaveLength(3)
    expect(as.calls.filter((c) => c.method === 'POST')).toHaveLength(2)
  })

  it('refuses to approve a reply over the store limit and keeps the draft', async () => {
    const { workspaceId, scheduler } = await setup()
    await scheduler.tick()
    const review = t.core.db.select().from(reviews).where(eq(reviews.store, 'google_play')).get()
    if (!review) throw new Error('no review')
    const long = 'Thank you so much for the detailed feedback! '.repeat(10)
    const res = await t.dispatch('replies.approve', {
      workspaceId,
      reviewId: review.id,
      body: long,
    })
    expect(res).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'body' } })
    expect(res.ok ? '' : res.error.message).toMatch(/allows 350/)
    const detail = await t.run('reviews.get', { workspaceId, reviewId: review.id })
    expect(detail.reply?.status).toBe('draft')
  })

  it('viewers cannot approve; every transition is in the audit trail with who did it', async () => {
    const { workspaceId, scheduler } = await setup()
    await scheduler.tick()
    const viewer = await t.run('members.add', { workspaceId, name: 'Vic', role: 'viewer' })
    const review = t.core.db.select().from(reviews).where(eq(reviews.store, 'google_play')).get()
    if (!review) throw new Error('no review')
    const denied = await t.dispatch(
      'replies.approve',
      { workspaceId, reviewId: review.id },
      { userId: viewer.userId },
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    await t.run('replies.edit', {
      workspaceId,
      reviewId: review.id,
      body: 'Thanks Megan, a fix is on its way today.',
    })
    await t.run('replies.publish', { workspaceId, reviewId: review.id })
    await runPublisherPass(t.core)
    const published = await t.run('reviews.get', { workspaceId, reviewId: review.id })
    expect(published.reply?.status).toBe('published')
    expect(published.reply?.source).toBe('edited')
    const trail = published.audit.map((a) => [a.action, a.actorName])
    const owner = (await t.run('session.get', {})).user.name
    expect(trail).toEqual([
      ['drafted', null],
      ['edited', owner],
      ['approved', owner],
      ['publishing', null],
      ['published', null],
    ])
  })

  it('auto-publish, when an admin turns it on, publishes matching drafts only', async () => {
    const { workspaceId, app, scheduler } = await setup()
    await t.run('autoPublish.set', {
      workspaceId,
      appId: app.id,
      enabled: true,
      rules: { minRating: 4, languages: [], drafter: 'any', dailyCap: 10 },
    })
    await scheduler.tick()
    await runPublisherPass(t.core)
    const rows = t.core.db
      .select({
        rating: reviews.rating,
        language: replies.language,
        confidence: replies.confidence,
        status: replies.status,
      })
      .from(reviews)
      .innerJoin(replies, eq(replies.reviewId, reviews.id))
      .all()
    // 4★ and up, drafted with high confidence: published. Below the rating, or a draft a person
    // should look at, stays a draft.
    for (const row of rows) {
      if (row.rating >= 4 && row.confidence === 'high')
        expect(['published', 'pending_publish'], JSON.stringify(row)).toContain(row.status)
      else expect(row.status, JSON.stringify(row)).toBe('draft')
    }
    expect(
      rows
        .filter((r) => r.rating >= 4)
        .map((r) => [r.language, r.confidence])
        .sort(),
    ).toEqual([
      ['en', 'high'],
      ['ja', 'high'],
    ])
  })
})
