import { afterEach, describe, expect, it, vi } from 'vitest'
import { reviews, storeListings } from '../../../../../src/main/core/db/schema'
import { applyPendingAnswer } from '../../../../../src/main/core/replies/pending'
import { appStorePages } from '../../../../../src/main/core/stores/app-store'
import { syncAppStoreListing } from '../../../../../src/main/core/sync/pass'
import { generateReviews } from '../../../../../src/main/simulators/app-store'
import { APP_ID, HOUR, MINUTE, setupAppStore, type AppStoreHarness } from './setup'

let h: AppStoreHarness
afterEach(async () => h?.close())

const listCalls = (h: AppStoreHarness) =>
  h.sim.calls.filter((c) => c.path === `/v1/apps/${APP_ID}/customerReviews`)

describe('App Store sync', () => {
  it('pages through every review by following links.next and maps each field', async () => {
    h = await setupAppStore()
    const newest = h.clock.now() - HOUR
    h.sim.seed(APP_ID, generateReviews(450, { newestAt: newest }))
    const [special] = h.sim.seed(APP_ID, [
      {
        rating: 2,
        title: 'Sync lost my notes',
        body: 'After the update all notes from yesterday are gone.',
        reviewerNickname: 'Marta K.',
        createdDate: '2026-11-01T08:10:34-08:00',
        territory: 'DEU',
      },
    ])

    const result = await syncAppStoreListing(h.t.core, h.listing())

    expect(result).toMatchObject({ fetched: 451, created: 451, updated: 0, skipped: 0 })
    const calls = listCalls(h)
    expect(calls).toHaveLength(3)
    expect(calls[0]?.query).toEqual({ sort: '-createdDate', include: 'response', limit: '200' })
    expect(calls[1]?.query.cursor).toBeTruthy()
    expect(calls[2]?.query.cursor).toBeTruthy()
    expect(calls[2]?.query.cursor).not.toBe(calls[1]?.query.cursor)
    expect(h.t.core.db.select().from(reviews).all()).toHaveLength(451)

    const stored = h.reviewByStoreId(special ?? '')
    expect(stored).toMatchObject({
      rating: 2,
      title: 'Sync lost my notes',
      body: 'After the update all notes from yesterday are gone.',
      author: 'Marta K.',
      territory: 'DEU',
      createdAt: Date.UTC(2026, 10, 1, 16, 10, 34),
      store: 'app_store',
    })
    expect(h.events('review.created')).toHaveLength(451)
    expect(h.listing()).toMatchObject({ lastSyncAt: h.clock.now(), lastError: null })
    // Three pages of reviews and one read of Apple's summaries.
    expect(result.rateLimit).toEqual({ limit: 3500, remaining: 3496 })
  })

  it('stops at reviews it already has, yet still refreshes the newest page', async () => {
    h = await setupAppStore()
    const t0 = h.clock.now()
    h.sim.seed(APP_ID, generateReviews(1000, { newestAt: t0 - HOUR }))
    await syncAppStoreListing(h.t.core, h.listing())
    expect(listCalls(h)).toHaveLength(5)

    h.clock.advance(30 * MINUTE)
    const fresh = h.sim.seed(
      APP_ID,
      generateReviews(3, { newestAt: h.clock.now() - MINUTE, idPrefix: 'new-' }),
    )
    const before = listCalls(h).length
    const second = await syncAppStoreListing(h.t.core, h.listing())

    expect(listCalls(h).length - before).toBe(1)
    expect(second).toMatchObject({ fetched: 200, created: 3, updated: 0 })
    expect(fresh.map((id) => h.reviewByStoreId(id).storeReviewId)).toEqual(fresh)
    expect(h.events('review.created')).toHaveLength(1003)
  })

  it('continues across pages when more new reviews arrived than fit on one page', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, generateReviews(300, { newestAt: h.clock.now() - 10 * HOUR }))
    await syncAppStoreListing(h.t.core, h.listing())
    h.sim.seed(
      APP_ID,
      generateReviews(250, { newestAt: h.clock.now(), idPrefix: 'burst-', spacingMs: 1000 }),
    )
    const before = listCalls(h).length
    const result = await syncAppStoreListing(h.t.core, h.listing())
    expect(result.created).toBe(250)
    expect(listCalls(h).length - before).toBe(2)
  })

  it('keeps what a failed first pass stored and resumes where it stopped', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, generateReviews(700, { newestAt: h.clock.now() - HOUR }))
    // Pages 1 and 2 arrive; page 3 fails on every attempt.
    h.sim.failNext(
      { kind: 'error', status: 503, code: 'UNEXPECTED_ERROR' },
      { path: `/v1/apps/${APP_ID}/customerReviews`, after: 2, times: 3 },
    )
    await expect(syncAppStoreListing(h.t.core, h.listing())).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    })
    expect(h.t.core.db.select().from(reviews).all()).toHaveLength(400)
    expect(h.sleeps).toEqual([2000, 4000])
    expect(h.listing().lastError).toBe(
      'The App Store had a problem while reading reviews (HTTP 503). Review Reply will try again later; nothing was lost.',
    )

    const before = listCalls(h).length
    const result = await syncAppStoreListing(h.t.core, h.listing())
    const resumed = listCalls(h).slice(before)
    // Page 1 (for anything new), then straight to the saved cursor: pages 3 and 4.
    expect(resumed).toHaveLength(3)
    expect(resumed[0]?.query.cursor).toBeUndefined()
    expect(result.created).toBe(300)
    expect(h.t.core.db.select().from(reviews).all()).toHaveLength(700)
    expect(h.listing().lastError).toBeNull()

    // Now complete: the next sync reads one page only.
    const third = listCalls(h).length
    await syncAppStoreListing(h.t.core, h.listing())
    expect(listCalls(h).length - third).toBe(1)
  })

  it('asks for the next page while the caller stores this one, and moves its cursor only past stored pages', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, generateReviews(700, { newestAt: h.clock.now() - HOUR }))
    const pages = appStorePages(h.t.core, h.listing(), applyPendingAnswer)

    expect((await pages.next()).value).toMatchObject({ reviews: expect.any(Array) })
    // Page 1 is in the caller's hands and nobody asked for more: page 2 is already requested.
    await vi.waitFor(() => expect(listCalls(h)).toHaveLength(2), { timeout: 10_000 })
    await pages.next()
    await vi.waitFor(() => expect(listCalls(h)).toHaveLength(3), { timeout: 10_000 })

    // Storing page 2 fails: page 3 was requested but the saved place stays on page 2.
    await expect(pages.throw(new Error('disk full'))).rejects.toThrow('disk full')
    const page2 = listCalls(h)[1]?.query.cursor
    expect(page2).toBeTruthy()
    const { resumeUrl } = JSON.parse(h.listing().syncState) as { resumeUrl: string }
    expect(new URL(resumeUrl).searchParams.get('cursor')).toBe(page2)
  })

  it('stops when the hourly budget runs out part-way and finishes once it is back', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, generateReviews(900, { newestAt: h.clock.now() - HOUR }))
    h.sim.setRateLimit({ limit: 2 })
    await expect(syncAppStoreListing(h.t.core, h.listing())).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      storeCode: 'BUDGET_EXHAUSTED',
    })
    expect(h.t.core.db.select().from(reviews).all()).toHaveLength(400)
    expect(h.sim.calls.filter((c) => c.status === 429)).toEqual([])

    h.clock.advance(HOUR + MINUTE)
    h.sim.setRateLimit({ limit: 3500 })
    const result = await syncAppStoreListing(h.t.core, h.listing())
    expect(result.created).toBe(500)
    expect(h.t.core.db.select().from(reviews).all()).toHaveLength(900)
  })

  it('drops a saved cursor that belongs to another API address', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, generateReviews(250, { newestAt: h.clock.now() - HOUR }))
    const state = {
      v: 1,
      complete: false,
      resumeUrl: 'http://127.0.0.1:1/v1/apps/1/customerReviews?cursor=x',
      newestCreatedAt: null,
    }
    h.t.core.db
      .update(storeListings)
      .set({ syncState: JSON.stringify(state) })
      .run()
    await expect(syncAppStoreListing(h.t.core, h.listing())).resolves.toMatchObject({
      created: 250,
    })
    expect(JSON.parse(h.listing().syncState)).toMatchObject({ complete: true, resumeUrl: null })
  })

  it('leaves out a review it cannot read and keeps the rest', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, [
      { rating: 4, body: 'fine', createdDate: h.clock.now() - 2 * HOUR },
      { rating: 9, body: 'impossible rating', createdDate: h.clock.now() - HOUR },
    ])
    await expect(syncAppStoreListing(h.t.core, h.listing())).resolves.toMatchObject({
      fetched: 1,
      created: 1,
      skipped: 1,
    })
  })

  it('records replies found on the store as external, with their state', async () => {
    h = await setupAppStore()
    const [published, pending, none] = h.sim.seed(APP_ID, [
      {
        rating: 5,
        body: 'Great',
        createdDate: h.clock.now() - 3 * HOUR,
        response: { body: 'Thank you!', state: 'PUBLISHED' },
      },
      {
        rating: 1,
        body: 'Bad',
        createdDate: h.clock.now() - 2 * HOUR,
        response: { body: 'Sorry, we are on it.', state: 'PENDING_PUBLISH' },
      },
      { rating: 3, body: 'Meh', createdDate: h.clock.now() - HOUR },
    ])
    await syncAppStoreListing(h.t.core, h.listing())
    expect(h.replyOf(h.reviewByStoreId(published ?? '').id)).toMatchObject({
      status: 'published',
      source: 'external',
      body: 'Thank you!',
      storeReplyId: h.sim.responseOf(published ?? '')?.id,
    })
    expect(h.replyOf(h.reviewByStoreId(pending ?? '').id)).toMatchObject({
      status: 'pending_publish',
      source: 'external',
    })
    expect(h.replyOf(h.reviewByStoreId(none ?? '').id)).toBeUndefined()
  })

  it('notices a reply deleted in App Store Connect and keeps the audit trail', async () => {
    h = await setupAppStore()
    const [id] = h.sim.seed(APP_ID, [
      {
        rating: 5,
        body: 'Great',
        createdDate: h.clock.now() - HOUR,
        response: { body: 'Thank you!', state: 'PUBLISHED' },
      },
    ])
    await syncAppStoreListing(h.t.core, h.listing())
    const review = h.reviewByStoreId(id ?? '')
    expect(h.replyOf(review.id)?.status).toBe('published')

    h.sim.console.deleteResponse(id ?? '')
    h.clock.advance(10 * MINUTE)
    await syncAppStoreListing(h.t.core, h.listing())
    expect(h.replyOf(review.id)).toBeUndefined()
    expect(h.auditOf(review.id).map((e) => e.action)).toEqual([
      'found_on_store',
      'removed_on_store',
    ])
  })

  it('refuses to follow a links.next that points at another server', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, generateReviews(5, { newestAt: h.clock.now() - HOUR }))
    const { AppStoreClient } = await import('../../../../../src/main/core/stores/app-store/client')
    const { loadListingKey } = await import('../../../../../src/main/core/stores/app-store/credential')
    const client = new AppStoreClient(h.t.core, loadListingKey(h.t.core, h.listing()))
    await expect(
      client.call({
        method: 'GET',
        url: 'https://evil.example.com/v1/apps/1/customerReviews',
        priority: 'background',
        doing: 'reading reviews',
      }),
    ).rejects.toMatchObject({ storeCode: 'FOREIGN_LINK' })
    expect(h.sim.calls).toHaveLength(0)
  })
})
