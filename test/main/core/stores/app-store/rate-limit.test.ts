import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { quotaReports, reviews } from '../../../../../src/main/core/db/schema'
import { publishAppStoreReply } from '../../../../../src/main/core/stores/app-store/responses'
import { parseRateLimitHeader } from '../../../../../src/main/core/stores/app-store/rate-limit'
import { checkPendingAppStoreReplies } from '../../../../../src/main/core/replies/pending'
import { syncAppStoreListing } from '../../../../../src/main/core/sync/pass'
import { generateReviews } from '../../../../../src/main/simulators/app-store'
import { APP_ID, HOUR, MINUTE, setupAppStore, type AppStoreHarness } from './setup'

let h: AppStoreHarness
afterEach(async () => h?.close())

describe('X-Rate-Limit', () => {
  it('is parsed defensively', () => {
    expect(parseRateLimitHeader('user-hour-lim:3500;user-hour-rem:500;')).toEqual({
      limit: 3500,
      remaining: 500,
    })
    expect(parseRateLimitHeader('user-hour-rem:12; user-hour-lim:3600; other:1')).toEqual({
      limit: 3600,
      remaining: 12,
    })
    expect(parseRateLimitHeader(['user-hour-lim:10', 'user-hour-rem:3'])).toEqual({
      limit: 10,
      remaining: 3,
    })
    expect(parseRateLimitHeader('user-hour-rem:7')).toEqual({ limit: null, remaining: 7 })
    expect(parseRateLimitHeader('garbage')).toBeNull()
    expect(parseRateLimitHeader(undefined)).toBeNull()
  })
})

describe('the hourly budget', () => {
  it('is never exceeded over half a day of syncing, checking and publishing with a low limit', async () => {
    h = await setupAppStore({ rateLimit: 12, publishDelayMs: 20 * MINUTE })
    h.sim.seed(APP_ID, generateReviews(800, { newestAt: h.clock.now() - HOUR }))
    let quotaErrors = 0
    let published = 0
    for (let step = 0; step < 12 * 12; step++) {
      h.clock.advance(5 * MINUTE)
      if (step % 10 === 0) {
        h.sim.seed(
          APP_ID,
          generateReviews(3, { newestAt: h.clock.now(), idPrefix: `s${step}-`, spacingMs: 1000 }),
        )
      }
      await syncAppStoreListing(h.t.core, h.listing()).catch((e: { code?: string }) => {
        if (e.code !== 'QUOTA_EXCEEDED') throw e
        quotaErrors++
      })
      await checkPendingAppStoreReplies(h.t.core, h.clock.now())
      if (step % 7 === 0) {
        const target = h.t.core.db.select().from(reviews).all()[step % 50]
        if (target) {
          await publishAppStoreReply(h.t.core, h.listing(), target, `Thanks! (${step})`)
            .then((outcome) => {
              h.markPublished(target.id, outcome)
              published++
            })
            .catch((e: { code?: string }) => {
              if (e.code !== 'QUOTA_EXCEEDED') throw e
              quotaErrors++
            })
        }
      }
    }
    // A quiet hour later, everything new is in.
    h.clock.advance(HOUR)
    await syncAppStoreListing(h.t.core, h.listing())
    // Apple never had to refuse a call, and no key went over its hour.
    expect(h.sim.calls.filter((c) => c.status === 429)).toEqual([])
    expect(h.sim.peakHourlyCalls(h.key.keyId)).toBeLessThanOrEqual(12)
    for (const call of h.sim.calls) {
      const inHour = h.sim.calls.filter((c) => c.at > call.at - HOUR && c.at <= call.at).length
      expect(inHour).toBeLessThanOrEqual(12)
    }
    // ... and the work still got done.
    expect(quotaErrors).toBeGreaterThan(0)
    expect(published).toBeGreaterThan(5)
    expect(h.t.core.db.select().from(reviews).all()).toHaveLength(800 + 15 * 3)
    expect(h.events('reply.published').length).toBeGreaterThan(0)
  })

  it('respects what other clients of the same key already spent', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, generateReviews(2000, { newestAt: h.clock.now() - HOUR }))
    await h.t.run('appStore.testConnection', { workspaceId: h.t.workspaceId })
    h.sim.setRateLimit({ remaining: 3 })
    const before = h.sim.calls.length
    await expect(syncAppStoreListing(h.t.core, h.listing())).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    })
    // The first call learns there are 2 left after it; background work leaves the last few
    // percent of the hour for people's own actions (5% of 3500 = 175 calls), so it stops at once.
    expect(h.sim.calls.length - before).toBe(1)
    expect(h.sim.calls.filter((c) => c.status === 429)).toEqual([])
  })

  it('keeps a reserve for people: background work stops first, a publish still goes out', async () => {
    h = await setupAppStore({ rateLimit: 40 })
    const [storeId] = h.sim.seed(APP_ID, [
      { rating: 3, body: 'ok', createdDate: h.clock.now() - HOUR },
    ])
    await syncAppStoreListing(h.t.core, h.listing())
    h.sim.setRateLimit({ remaining: 2 })
    await syncAppStoreListing(h.t.core, h.listing()) // learns remaining = 1 after this call
    const calls = h.sim.calls.length
    await expect(syncAppStoreListing(h.t.core, h.listing())).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    })
    expect(h.sim.calls.length).toBe(calls)
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId ?? '' }, 'Thanks'),
    ).resolves.toBeTruthy()
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId ?? '' }, 'Thanks'),
    ).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      storeCode: 'BUDGET_EXHAUSTED',
    })
    expect(h.sim.calls.filter((c) => c.status === 429)).toEqual([])
  })

  it('persists the report, so a restarted app still holds back', async () => {
    h = await setupAppStore({ rateLimit: 5 })
    // One page of reviews, then Apple's summaries with the budget to spare.
    await syncAppStoreListing(h.t.core, h.listing())
    const row = h.t.core.db
      .select()
      .from(quotaReports)
      .where(eq(quotaReports.scope, `app_store:${h.key.keyId}`))
      .get()
    expect(row).toMatchObject({
      limit: 5,
      remaining: 3,
      reportedAt: h.clock.now(),
      blockedUntil: null,
    })
    const status = await h.t.run('appStore.status', { workspaceId: h.t.workspaceId })
    expect(status.budget).toMatchObject({ limit: 5, remaining: 3, nextCallAt: null })
  })
})
