/**
 * Apple's reviews carry no edit time and keep their created date, so a pass that stops at known
 * reviews never meets an edit. Replied reviews are read again with budget to spare; these tests
 * drive the simulator's edits, paging and rate limit.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { reviews } from '../../../../../src/main/core/db/schema'
import { revisionsOf } from '../../../../../src/main/core/reviews/revisions'
import {
  REREAD_EVERY_MS,
  REREAD_PAGES_PER_PASS,
} from '../../../../../src/main/core/stores/app-store/reread'
import { syncAppStoreListing } from '../../../../../src/main/core/sync/pass'
import { generateReviews } from '../../../../../src/main/simulators/app-store'
import { APP_ID, HOUR, MINUTE, setupAppStore, type AppStoreHarness } from './setup'

const DAY = 24 * HOUR

let h: AppStoreHarness
afterEach(async () => h?.close())

/** Calls that walk the replied reviews. */
const rereadCalls = () =>
  h.sim.calls.filter(
    (c) =>
      c.path === `/v1/apps/${APP_ID}/customerReviews` &&
      c.query['exists[publishedResponse]'] === 'true',
  )

const sync = () => syncAppStoreListing(h.t.core, h.listing())

/** A full page of newer reviews, so the ones under test are past the page every pass reads again. */
const newerPage = (now: number) =>
  generateReviews(200, { newestAt: now - MINUTE, idPrefix: 'new-' })

describe('App Store re-reading of replied reviews', () => {
  it('records a reviewer’s edit of a replied review, dated when seen, with one review.updated', async () => {
    h = await setupAppStore({ publishDelayMs: 0 })
    const t0 = h.clock.now()
    h.sim.seed(APP_ID, newerPage(t0))
    const [replied, unreplied] = h.sim.seed(APP_ID, [
      {
        rating: 1,
        title: 'Crashes',
        body: 'Crashes on launch since 3.0.',
        createdDate: t0 - 2 * DAY,
        response: { body: 'Sorry! 3.0.1 fixes the crash.', state: 'PUBLISHED' },
      },
      { rating: 4, body: 'Nice app.', createdDate: t0 - 3 * DAY },
    ])
    // The first full pass reads everything; the first re-reading walk waits an hour after it.
    await sync()
    const review = h.reviewByStoreId(replied ?? '')
    expect(h.replyOf(review.id)?.status).toBe('published')

    h.clock.advance(10 * MINUTE)
    h.sim.editReview(replied ?? '', { rating: 4, body: 'Fixed after the update, thanks.' })
    h.sim.editReview(unreplied ?? '', { rating: 1, body: 'Not nice any more.' })
    await sync()
    // The newest-first pass read its first page, met known reviews and stopped: no edit seen.
    expect(rereadCalls()).toHaveLength(0)
    expect(h.reviewByStoreId(replied ?? '').rating).toBe(1)

    h.clock.advance(REREAD_EVERY_MS)
    const seenAt = h.clock.now()
    const result = await sync()
    expect(rereadCalls()).toHaveLength(1)
    expect(rereadCalls()[0]?.query).toMatchObject({ sort: '-createdDate', include: 'response' })
    expect(result).toMatchObject({ reread: 1, updated: 1, created: 0 })
    expect(h.reviewByStoreId(replied ?? '')).toMatchObject({
      rating: 4,
      body: 'Fixed after the update, thanks.',
      edited: true,
      // Apple gives no edit time: the change dates from when it was seen.
      updatedAt: seenAt,
      createdAt: t0 - 2 * DAY,
    })
    expect(
      revisionsOf(h.t.core, review.id).map((r) => [r.rating, r.at, r.storeModifiedAt]),
    ).toEqual([
      [1, t0 - 2 * DAY, t0 - 2 * DAY],
      [4, seenAt, null],
    ])
    // The reply stays published: the App Store keeps a response when its review is edited.
    expect(h.replyOf(review.id)?.status).toBe('published')
    const updates = h.events('review.updated')
    expect(updates).toHaveLength(1)
    expect(updates[0]?.data).toMatchObject({
      review: {
        rating: 4,
        rating_history: [
          { rating: 1, at: new Date(t0 - 2 * DAY).toISOString() },
          { rating: 4, at: new Date(seenAt).toISOString() },
        ],
      },
      previous: {
        rating: 1,
        body: 'Crashes on launch since 3.0.',
        at: new Date(t0 - 2 * DAY).toISOString(),
      },
    })
    // An unreplied review is not part of the walk (only the newest page is read again).
    expect(h.reviewByStoreId(unreplied ?? '').rating).toBe(4)

    // The next walk, an hour on, reads it again unchanged: nothing new is recorded.
    h.clock.advance(REREAD_EVERY_MS)
    await sync()
    expect(rereadCalls()).toHaveLength(2)
    expect(revisionsOf(h.t.core, review.id)).toHaveLength(2)
    expect(h.events('review.updated')).toHaveLength(1)
  })

  it('never takes the budget new reviews need: with half of the hour or less left it reads only new reviews', async () => {
    h = await setupAppStore({ publishDelayMs: 0 })
    const t0 = h.clock.now()
    h.sim.seed(APP_ID, newerPage(t0))
    const [replied] = h.sim.seed(APP_ID, [
      {
        rating: 2,
        body: 'Too many ads.',
        createdDate: t0 - 2 * DAY,
        response: { body: 'Thanks, we have fewer ads in 2.1.', state: 'PUBLISHED' },
      },
    ])
    await sync()
    h.clock.advance(2 * REREAD_EVERY_MS)
    h.sim.editReview(replied ?? '', { rating: 5, body: 'Much better now.' })
    h.sim.seed(APP_ID, [{ rating: 3, body: 'New one.', createdDate: h.clock.now() - MINUTE }])
    // Other clients of the key spent most of the hour: 1,500 of 3,500 left.
    h.sim.setRateLimit({ remaining: 1500 })

    const result = await sync()
    expect(result).toMatchObject({ created: 1, reread: 0 })
    expect(rereadCalls()).toHaveLength(0)
    expect(h.reviewByStoreId(replied ?? '').rating).toBe(2)

    // Budget back above half: the next pass re-reads it.
    h.sim.setRateLimit({ remaining: 3000 })
    h.clock.advance(5 * MINUTE)
    expect(await sync()).toMatchObject({ created: 0, reread: 1, updated: 1 })
    expect(h.reviewByStoreId(replied ?? '').rating).toBe(5)
    expect(h.sim.peakHourlyCalls(h.key.keyId)).toBeLessThanOrEqual(3500)
  })

  it('spreads a long walk over passes, a few pages each, and goes on where it stopped', async () => {
    h = await setupAppStore({ publishDelayMs: 0 })
    const pages = REREAD_PAGES_PER_PASS + 1
    const seeds = generateReviews(200 * pages, {
      newestAt: h.clock.now() - HOUR,
      withResponsesEvery: 1,
      idPrefix: 'rv-',
    })
    h.sim.seed(APP_ID, seeds)
    await sync()
    h.clock.advance(REREAD_EVERY_MS)
    // The oldest review is on the walk's last page.
    const oldest = `rv-${String(seeds.length - 1).padStart(8, '0')}`
    h.sim.editReview(oldest, { rating: 1, body: 'Worse since the redesign.' })

    expect(await sync()).toMatchObject({ reread: 200 * REREAD_PAGES_PER_PASS, updated: 0 })
    expect(rereadCalls()).toHaveLength(REREAD_PAGES_PER_PASS)
    h.clock.advance(5 * MINUTE)
    expect(await sync()).toMatchObject({ reread: 200, updated: 1 })
    expect(rereadCalls()).toHaveLength(pages)
    // It continued from the saved place (a cursor), not from the top.
    expect(rereadCalls()[pages - 1]?.query.cursor).toBeTruthy()
    expect(h.reviewByStoreId(oldest).rating).toBe(1)
    expect(h.t.core.db.select().from(reviews).all()).toHaveLength(seeds.length)
    // The walk is over: the next one waits its hour.
    h.clock.advance(5 * MINUTE)
    await sync()
    expect(rereadCalls()).toHaveLength(pages)
  })
})
