import { afterEach, describe, expect, it } from 'vitest'
import { appStoreReplyLimit } from '../../../../../src/main/core/stores/app-store/reply-limit'
import { publishAppStoreReply, readAppStoreReply } from '../../../../../src/main/core/stores/app-store/responses'
import { checkPendingAppStoreReplies } from '../../../../../src/main/core/replies/pending'
import { syncAppStoreListing } from '../../../../../src/main/core/sync/pass'
import { APP_ID, HOUR, insertDraft, MINUTE, setupAppStore, type AppStoreHarness } from './setup'

let h: AppStoreHarness
afterEach(async () => h?.close())

/** One review on the store, synced into the app; returns its store id and local row. */
async function oneReview(harness: AppStoreHarness) {
  const [storeId] = harness.sim.seed(APP_ID, [
    {
      rating: 2,
      title: 'Crashes',
      body: 'It crashes when I open a note.',
      createdDate: harness.clock.now() - HOUR,
    },
  ])
  await syncAppStoreListing(harness.t.core, harness.listing())
  return { storeId: storeId ?? '', review: harness.reviewByStoreId(storeId ?? '') }
}

const posts = (h: AppStoreHarness) => h.sim.calls.filter((c) => c.method === 'POST')

describe('App Store responses', () => {
  it('publishes with the exact JSON:API body and reports pending_publish', async () => {
    h = await setupAppStore()
    const { storeId } = await oneReview(h)
    const outcome = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'Sorry about that! Fixed in 2.1.',
    )

    expect(posts(h)).toHaveLength(1)
    expect(posts(h)[0]?.body).toEqual({
      data: {
        type: 'customerReviewResponses',
        attributes: { responseBody: 'Sorry about that! Fixed in 2.1.' },
        relationships: { review: { data: { type: 'customerReviews', id: storeId } } },
      },
    })
    expect(outcome).toEqual({
      state: 'pending_publish',
      storeReplyId: h.sim.responseOf(storeId)?.id,
      body: 'Sorry about that! Fixed in 2.1.',
    })
  })

  it('reports published when the store publishes at once', async () => {
    h = await setupAppStore({ publishDelayMs: 0 })
    const { storeId } = await oneReview(h)
    const outcome = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'Thanks!',
    )
    expect(outcome.state).toBe('published')
  })

  it('replaces a response with a new POST and reads back what the store holds', async () => {
    h = await setupAppStore()
    const { storeId } = await oneReview(h)
    expect(await readAppStoreReply(h.t.core, h.listing(), storeId)).toBeNull()

    await publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'First answer')
    const second = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'Better answer',
    )
    expect(h.sim.responseOf(storeId)).toMatchObject({
      responseBody: 'Better answer',
      id: second.storeReplyId,
    })

    const read = await readAppStoreReply(h.t.core, h.listing(), storeId)
    expect(read).toEqual({
      body: 'Better answer',
      storeReplyId: second.storeReplyId,
      state: 'pending_publish',
      updatedAt: Math.floor(h.clock.now() / 1000) * 1000,
    })
    h.clock.advance(11 * MINUTE)
    expect((await readAppStoreReply(h.t.core, h.listing(), storeId))?.state).toBe('published')
  })

  it('enforces the reply length cap without calling the store, and the cap is configurable', async () => {
    h = await setupAppStore()
    const { storeId } = await oneReview(h)
    expect(appStoreReplyLimit(h.t.core, h.app.id)).toBe(5970)
    const long = 'a'.repeat(5971)
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, long),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message:
        'This reply is 5,971 characters; the App Store cap for this app is 5,970. Shorten it by 1 and publish again; your text is kept.',
    })
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, '   '),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
    expect(posts(h)).toHaveLength(0)

    const set = await h.t.run('appStore.setReplyLimit', {
      workspaceId: h.t.workspaceId,
      appId: h.app.id,
      limit: 300,
    })
    expect(set).toEqual({ appId: h.app.id, replyLimit: 300 })
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'b'.repeat(301)),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
    await h.t.run('appStore.setReplyLimit', {
      workspaceId: h.t.workspaceId,
      appId: h.app.id,
      limit: null,
    })
    expect(appStoreReplyLimit(h.t.core, h.app.id)).toBe(5970)
    expect(
      await h.t.dispatch('appStore.setReplyLimit', {
        workspaceId: h.t.workspaceId,
        appId: h.app.id,
        limit: 0,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'limit' },
    })
  })

  it('moves a pending reply to published once the store says so, emitting reply.published exactly once', async () => {
    h = await setupAppStore({ publishDelayMs: 3 * HOUR })
    const { storeId, review } = await oneReview(h)
    const outcome = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'We fixed it in 2.1.',
    )
    h.markPublished(review.id, outcome)

    // Still pending on the store: nothing changes, nothing is emitted.
    h.clock.advance(10 * MINUTE)
    expect(await checkPendingAppStoreReplies(h.t.core, h.clock.now())).toMatchObject({
      checked: 1,
      published: 0,
    })
    await syncAppStoreListing(h.t.core, h.listing())
    expect(h.replyOf(review.id)?.status).toBe('pending_publish')
    expect(h.events('reply.published')).toHaveLength(0)

    h.clock.advance(3 * HOUR)
    // Both the sync (include=response) and the pending check see PUBLISHED; only one event.
    await syncAppStoreListing(h.t.core, h.listing())
    const result = await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    await syncAppStoreListing(h.t.core, h.listing())
    expect(result.published).toBe(0)
    expect(h.replyOf(review.id)).toMatchObject({
      status: 'published',
      publishedAt: h.clock.now(),
      source: 'drafted',
    })
    const events = h.events('reply.published')
    expect(events).toHaveLength(1)
    expect(events[0]?.data.review).toMatchObject({
      id: review.id,
      reply: { status: 'published', body: 'We fixed it in 2.1.' },
    })
  })

  it('publishes through the pending check alone when the review is older than the first page', async () => {
    h = await setupAppStore({ publishDelayMs: 30 * MINUTE })
    const { storeId, review } = await oneReview(h)
    const outcome = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'Thanks for the report.',
    )
    h.markPublished(review.id, outcome)
    h.clock.advance(31 * MINUTE)
    expect(await checkPendingAppStoreReplies(h.t.core, h.clock.now())).toEqual({
      checked: 1,
      published: 1,
      failed: 0,
      deferred: 0,
    })
    expect(await checkPendingAppStoreReplies(h.t.core, h.clock.now())).toEqual({
      checked: 0,
      published: 0,
      failed: 0,
      deferred: 0,
    })
    expect(h.events('reply.published')).toHaveLength(1)
    expect(h.auditOf(review.id).map((e) => e.action)).toContain('store_published')
  })

  it('spaces out checks of the same pending reply instead of asking every run', async () => {
    h = await setupAppStore({ publishDelayMs: 20 * HOUR })
    const { storeId, review } = await oneReview(h)
    h.markPublished(
      review.id,
      await publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Thanks!'),
    )
    const reads = () => h.sim.calls.filter((c) => c.path.endsWith('/response')).length
    await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    h.clock.advance(MINUTE)
    expect(await checkPendingAppStoreReplies(h.t.core, h.clock.now())).toMatchObject({
      checked: 0,
      deferred: 1,
    })
    h.clock.advance(5 * MINUTE)
    await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    expect(reads()).toBe(2)
  })

  it('gives up after 48 hours with a clear reason, keeping the text', async () => {
    h = await setupAppStore({ publishDelayMs: 100 * HOUR })
    const { storeId, review } = await oneReview(h)
    h.markPublished(
      review.id,
      await publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Thanks!'),
    )
    h.clock.advance(47 * HOUR)
    await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    expect(h.replyOf(review.id)?.status).toBe('pending_publish')
    h.clock.advance(HOUR)
    const result = await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    expect(result).toMatchObject({ failed: 1 })
    expect(h.replyOf(review.id)).toMatchObject({
      status: 'failed',
      body: 'Thanks!',
      errorCode: 'APP_STORE_NOT_PUBLISHED',
      errorMessage: expect.stringContaining('48 hours') as string,
    })
    // No longer checked.
    const calls = h.sim.calls.length
    h.clock.advance(2 * HOUR)
    await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    expect(h.sim.calls.length).toBe(calls)
    expect(h.events('reply.published')).toHaveLength(0)
  })

  it('recovers a reply it gave up on when Apple publishes it after all', async () => {
    h = await setupAppStore({ publishDelayMs: 50 * HOUR })
    const { storeId, review } = await oneReview(h)
    h.markPublished(
      review.id,
      await publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Thanks!'),
    )
    h.clock.advance(49 * HOUR)
    await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    expect(h.replyOf(review.id)?.status).toBe('failed')
    h.clock.advance(2 * HOUR)
    await syncAppStoreListing(h.t.core, h.listing())
    await syncAppStoreListing(h.t.core, h.listing())
    expect(h.replyOf(review.id)).toMatchObject({
      status: 'published',
      errorCode: null,
      errorMessage: null,
      body: 'Thanks!',
    })
    expect(h.events('reply.published')).toHaveLength(1)
  })

  it('marks a pending reply failed when it vanished from the store (deleted in App Store Connect)', async () => {
    h = await setupAppStore({ publishDelayMs: 5 * HOUR })
    const { storeId, review } = await oneReview(h)
    h.markPublished(
      review.id,
      await publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Thanks!'),
    )
    h.sim.console.deleteResponse(storeId)
    await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    expect(h.replyOf(review.id)?.status).toBe('pending_publish')
    h.clock.advance(20 * MINUTE)
    await checkPendingAppStoreReplies(h.t.core, h.clock.now())
    expect(h.replyOf(review.id)).toMatchObject({
      status: 'failed',
      errorCode: 'APP_STORE_REPLY_MISSING',
      body: 'Thanks!',
    })
  })
})

describe('deleting App Store replies', () => {
  it('deletes the response on the store (204) and removes the local reply with an audit entry', async () => {
    h = await setupAppStore({ publishDelayMs: 0 })
    const { storeId, review } = await oneReview(h)
    const outcome = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'Thanks!',
    )
    h.markPublished(review.id, outcome)

    const res = await h.t.run('appStore.deleteReply', {
      workspaceId: h.t.workspaceId,
      reviewId: review.id,
    })
    expect(res).toEqual({ reviewId: review.id, deletedOnStore: true, localReply: 'removed' })
    const del = h.sim.calls.find((c) => c.method === 'DELETE')
    expect(del).toMatchObject({
      path: `/v1/customerReviewResponses/${outcome.storeReplyId}`,
      status: 204,
    })
    expect(h.sim.responseOf(storeId)).toBeNull()
    expect(h.replyOf(review.id)).toBeUndefined()
    const audit = h.auditOf(review.id).at(-1)
    expect(audit).toMatchObject({
      action: 'deleted',
      actorUserId: h.t.owner.userId,
      fromStatus: 'published',
      toStatus: null,
      body: 'Thanks!',
    })
  })

  it('finds the current response when ours was replaced in App Store Connect, and keeps an unpublished draft', async () => {
    h = await setupAppStore({ publishDelayMs: 0 })
    const { storeId, review } = await oneReview(h)
    h.markPublished(
      review.id,
      await publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Thanks!'),
    )
    h.sim.console.respond(storeId, 'Edited in the console')
    // Someone starts a new draft for the review (an edit), then deletes what the store shows.
    h.t.core.db
      .update((await import('../../../../../src/main/core/db/schema')).replies)
      .set({ status: 'draft', body: 'A better reply' })
      .run()

    const res = await h.t.run('appStore.deleteReply', {
      workspaceId: h.t.workspaceId,
      reviewId: review.id,
    })
    expect(res).toEqual({ reviewId: review.id, deletedOnStore: true, localReply: 'kept_draft' })
    expect(h.sim.responseOf(storeId)).toBeNull()
    expect(h.replyOf(review.id)).toMatchObject({
      status: 'draft',
      body: 'A better reply',
      storeReplyId: null,
      publishedAt: null,
    })
  })

  it('says so when there is nothing to delete, and leaves a draft alone', async () => {
    h = await setupAppStore()
    const { review } = await oneReview(h)
    insertDraft(h, review.id, 'Draft text')
    const res = await h.t.dispatch('appStore.deleteReply', {
      workspaceId: h.t.workspaceId,
      reviewId: review.id,
    })
    expect(res).toEqual({
      ok: false,
      error: {
        code: 'NOT_FOUND',
        message: 'This review has no reply on the App Store to delete; its draft is unchanged.',
      },
    })
    expect(h.replyOf(review.id)).toMatchObject({ status: 'draft', body: 'Draft text' })
  })

  it('is for admins and editors only', async () => {
    h = await setupAppStore({ publishDelayMs: 0 })
    const { storeId, review } = await oneReview(h)
    h.markPublished(
      review.id,
      await publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Thanks!'),
    )
    const viewer = await h.t.run('members.add', {
      workspaceId: h.t.workspaceId,
      name: 'Vic',
      role: 'viewer',
    })
    const editor = await h.t.run('members.add', {
      workspaceId: h.t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const denied = await h.t.dispatch(
      'appStore.deleteReply',
      { workspaceId: h.t.workspaceId, reviewId: review.id },
      { userId: viewer.userId },
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(h.sim.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
    const ok = await h.t.run(
      'appStore.deleteReply',
      { workspaceId: h.t.workspaceId, reviewId: review.id },
      { userId: editor.userId },
    )
    expect(ok.deletedOnStore).toBe(true)
  })
})
