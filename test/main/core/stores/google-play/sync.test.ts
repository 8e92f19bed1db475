import { afterEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { storeListings } from '../../../../../src/main/core/db/schema'
import { googlePlayPages } from '../../../../../src/main/core/stores/google-play'
import { syncGooglePlayListing } from '../../../../../src/main/core/sync/pass'
import { ANDROID_PUBLISHER_SCOPE } from '../../../../../src/main/simulators/google-play'
import {
  apiCalls,
  DAY,
  HOUR,
  makeReviews,
  PKG,
  setupGooglePlay,
  tokenCalls,
  type GpSetup,
} from './support'

let s: GpSetup
afterEach(async () => s?.close())

describe('Google Play sync', () => {
  it('a pass begun with the old key does not report "Connected" over the new key\'s failed test', async () => {
    s = await setupGooglePlay()
    s.sim.seed(PKG, makeReviews(5, s.clock.now()))
    const pass = googlePlayPages(s.t.core, s.listing())
    expect((await pass.next()).done).toBe(false)
    // Meanwhile a person replaces the key, and its test fails.
    await s.connect({
      ...s.sim.serviceAccount,
      client_email: 'stranger@someone-else.iam.gserviceaccount.com',
    })
    s.t.core.db
      .update(storeListings)
      .set({ lastError: 'Google refused the new key.', lastErrorCode: 'UNAUTHENTICATED' })
      .where(eq(storeListings.storeAppId, PKG))
      .run()
    expect((await pass.next()).done).toBe(true)
    expect(s.listing().lastError).toBe('Google refused the new key.')
  })

  it("a listing without a credential takes the workspace's and reports how its pass went", async () => {
    s = await setupGooglePlay()
    s.sim.seed(PKG, makeReviews(5, s.clock.now()))
    s.t.core.db
      .update(storeListings)
      .set({ credentialId: null, lastSyncAt: null })
      .where(eq(storeListings.storeAppId, PKG))
      .run()
    await syncGooglePlayListing(s.t.core, s.listing())
    expect(s.listing().credentialId).not.toBeNull()
    expect(s.listing()).toMatchObject({ lastSyncAt: s.clock.now(), lastError: null })
  })

  it('reads every page of the week, maps every field, and ignores older and star-only reviews', async () => {
    s = await setupGooglePlay()
    const now = s.clock.now()
    s.sim.seed(PKG, makeReviews(230, now))
    s.sim.seed(PKG, [
      {
        reviewId: 'gp:full',
        authorName: 'Ana',
        title: 'Great app',
        text: 'Syncs\tfast and never crashes.',
        starRating: 5,
        lastModified: now - 1000,
        reviewerLanguage: 'en_GB',
        device: 'a52q',
        deviceMetadata: { manufacturer: 'Samsung', productName: 'Galaxy A52' },
        androidOsVersion: 33,
        appVersionCode: 4521,
        appVersionName: '4.5.2',
        thumbsUpCount: 7,
        thumbsDownCount: 2,
        reply: { text: 'Thank you, Ana!', lastModified: now - 500 },
      },
      { reviewId: 'gp:old', text: 'Eight days ago', starRating: 2, lastModified: now - 8 * DAY },
      { reviewId: 'gp:stars-only', text: '', starRating: 4, lastModified: now - 2000 },
      { reviewId: 'gp:bare', text: 'No title, no extras', starRating: 3, lastModified: now - 3000 },
    ])

    const result = await syncGooglePlayListing(s.t.core, s.listing())
    expect(result).toMatchObject({
      fetched: 232,
      created: 232,
      updated: 0,
      complete: true,
      pages: 3,
    })
    expect(result.quota).toMatchObject({ getUsed: 3, getRemaining: 197, postRemaining: 2000 })

    const lists = apiCalls(s.sim).filter((c) => c.endpoint === 'list')
    expect(lists.map((c) => c.query.maxResults)).toEqual(['100', '100', '100'])
    expect(lists[0]!.query.token).toBeUndefined()
    expect(lists[1]!.query.token).toBeTruthy()

    const rows = s.reviewRows()
    expect(rows).toHaveLength(232)
    expect(rows.map((r) => r.storeReviewId)).not.toContain('gp:old')
    expect(rows.map((r) => r.storeReviewId)).not.toContain('gp:stars-only')
    const full = rows.find((r) => r.storeReviewId === 'gp:full')!
    expect(full).toMatchObject({
      store: 'google_play',
      rating: 5,
      author: 'Ana',
      title: 'Great app',
      // Only the first TAB separates title from body.
      body: 'Syncs\tfast and never crashes.',
      language: 'en-GB',
      territory: null,
      device: 'Samsung Galaxy A52 (a52q)',
      osVersion: 'Android 13 (API 33)',
      appVersion: '4.5.2',
      appVersionCode: 4521,
      thumbsUp: 7,
      thumbsDown: 2,
      createdAt: now - 1000,
      updatedAt: now - 1000,
    })
    const bare = rows.find((r) => r.storeReviewId === 'gp:bare')!
    expect(bare).toMatchObject({
      title: null,
      body: 'No title, no extras',
      author: null,
      language: null,
      device: null,
      osVersion: null,
      appVersion: null,
    })
    expect(rows.find((r) => r.storeReviewId === 'gp:r000000')).toMatchObject({
      title: 'Title 0',
      body: 'Review body number 0. Works well.',
    })

    const reply = s.replyRows().find((r) => r.reviewId === full.id)
    expect(reply).toMatchObject({
      status: 'published',
      body: 'Thank you, Ana!',
      source: 'external',
    })
    expect(s.events('review.created')).toBe(232)
    expect(s.listing()).toMatchObject({ lastSyncAt: now, lastError: null })
  })

  it('treats an absent `reviews` key as an empty list, also for a testing-track app', async () => {
    s = await setupGooglePlay()
    const result = await syncGooglePlayListing(s.t.core, s.listing())
    expect(result).toMatchObject({ fetched: 0, created: 0, complete: true, pages: 1 })
    const [call] = apiCalls(s.sim)
    expect(call!.status).toBe(200)
    expect(JSON.parse(call!.response!)).toEqual({})

    s.sim.setTrack(PKG, 'internal')
    s.sim.seed(PKG, makeReviews(5, s.clock.now()))
    expect(await syncGooglePlayListing(s.t.core, s.listing())).toMatchObject({
      fetched: 0,
      complete: true,
    })
    expect(s.reviewRows()).toHaveLength(0)
  })

  it('signs a valid assertion, caches the access token, and never sends the JWT to the API', async () => {
    s = await setupGooglePlay()
    s.sim.seed(PKG, makeReviews(3, s.clock.now()))
    await syncGooglePlayListing(s.t.core, s.listing())
    s.clock.advance(20 * 60_000)
    await syncGooglePlayListing(s.t.core, s.listing())
    expect(tokenCalls(s.sim)).toHaveLength(1)

    const [tokenCall] = tokenCalls(s.sim)
    const claims = tokenCall!.assertion!
    expect(claims).toMatchObject({
      iss: s.sim.serviceAccount.client_email,
      aud: s.sim.tokenUrl,
      scope: ANDROID_PUBLISHER_SCOPE,
    })
    expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(3600)
    const assertion = new URLSearchParams(tokenCall!.body).get('assertion')!
    for (const call of apiCalls(s.sim)) {
      expect(call.bearerKind).toBe('access_token')
      expect(call.authorization).not.toContain(assertion)
      expect(call.query.access_token).toBeUndefined()
    }

    // Close to expiry the token is renewed before use, so no call fails on an expired token.
    s.clock.advance(38 * 60_000)
    await syncGooglePlayListing(s.t.core, s.listing())
    expect(tokenCalls(s.sim)).toHaveLength(2)
    expect(apiCalls(s.sim).every((c) => c.status === 200)).toBe(true)
  })

  it('stops at once when its signal is aborted, without recording an error', async () => {
    s = await setupGooglePlay()
    const controller = new AbortController()
    controller.abort()
    await expect(
      syncGooglePlayListing(s.t.core, s.listing(), { signal: controller.signal }),
    ).rejects.toMatchObject({
      failure: 'aborted',
    })
    expect(apiCalls(s.sim)).toHaveLength(0)
    expect(s.listing().lastError).toBeNull()
  })

  it('is idempotent and records edits without losing the reply history', async () => {
    s = await setupGooglePlay()
    const now = s.clock.now()
    s.sim.seed(PKG, makeReviews(10, now))
    await syncGooglePlayListing(s.t.core, s.listing())
    const again = await syncGooglePlayListing(s.t.core, s.listing())
    expect(again).toMatchObject({ fetched: 10, created: 0, updated: 0 })

    s.clock.advance(HOUR)
    s.sim.seed(PKG, [
      {
        reviewId: 'gp:r000003',
        text: 'Changed my mind: crashes now',
        starRating: 1,
        lastModified: s.clock.now(),
      },
    ])
    const edited = await syncGooglePlayListing(s.t.core, s.listing())
    expect(edited).toMatchObject({ created: 0, updated: 1 })
    expect(s.reviewRows().find((r) => r.storeReviewId === 'gp:r000003')).toMatchObject({
      body: 'Changed my mind: crashes now',
      rating: 1,
      edited: true,
    })
    expect(s.reviewRows()).toHaveLength(10)
    expect(s.events('review.created')).toBe(10)
  })

  it('stops early when the read budget runs low and resumes from the page token within the next hour', async () => {
    s = await setupGooglePlay()
    s.sim.seed(PKG, makeReviews(1500, s.clock.now())) // 15 pages
    // 185 reads already spent this hour (by an earlier run): 15 left, 10 of them kept for replies/checks.
    const { reserveQuota } = await import('../../../../../src/main/core/stores/quota')
    const { GET_RULE: GOOGLE_PLAY_GET_RULE, quotaScope: googlePlayQuotaScope } =
      await import('../../../../../src/main/core/stores/google-play/quota')
    reserveQuota(s.t.core, googlePlayQuotaScope(PKG), GOOGLE_PLAY_GET_RULE, 185)

    const first = await syncGooglePlayListing(s.t.core, s.listing())
    expect(first).toMatchObject({ complete: false, pages: 5, fetched: 500 })
    expect(first.note).toMatch(/stopped to stay inside Google Play's 200 reads per hour/)
    expect(first.quota.getRemaining).toBe(10)

    // Nothing fits now: a clear quota error with the time, and no call is sent.
    const before = s.sim.calls.length
    await expect(syncGooglePlayListing(s.t.core, s.listing())).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      retryAt: expect.any(Number),
    })
    expect(s.sim.calls.length).toBe(before)

    s.clock.advance(HOUR)
    const second = await syncGooglePlayListing(s.t.core, s.listing())
    expect(second).toMatchObject({ complete: true, pages: 10, fetched: 1000 })
    const resumedCall = apiCalls(s.sim).filter((c) => c.endpoint === 'list')[5]!
    expect(resumedCall.query.token).toBeTruthy()
    expect(s.reviewRows()).toHaveLength(1500)
    expect(s.sim.calls.some((c) => c.status === 429)).toBe(false)
  })
})
