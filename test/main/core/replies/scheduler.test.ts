import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { storeListings } from '../../../../src/main/core/db/schema'
import { GET_RULE, quotaScope } from '../../../../src/main/core/stores/google-play/quota'
import { reserveQuota } from '../../../../src/main/core/stores/quota'
import type { CoreContext } from '../../../../src/main/core/context'
import { adapterFor, type PassEnd } from '../../../../src/main/core/stores/adapter'
import type { Adapters } from '../../../../src/main/core/sync/pass'
import { SyncScheduler } from '../../../../src/main/core/sync/scheduler'
import { storeSecret } from '../../../../src/main/core/vault/credentials'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

const HOUR = 60 * 60_000

/** Largest number of calls inside any rolling window. */
function peakInWindow(times: number[], windowMs: number): number {
  let peak = 0
  let start = 0
  for (let end = 0; end < times.length; end++) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= windowMs) start++
    peak = Math.max(peak, end - start + 1)
  }
  return peak
}

type Listing = typeof storeListings.$inferSelect

/** Stores whose passes only run `pass` (no pages to store), to exercise the scheduler alone. */
function fakeStores(pass: (ctx: CoreContext, listing: Listing) => Promise<PassEnd>): Adapters {
  return (store) => ({
    ...adapterFor(store),
    // eslint-disable-next-line require-yield
    async *pages(ctx, listing) {
      return await pass(ctx, listing)
    },
    async checkPending() {},
  })
}

/** A seeded PRNG, so the simulated day is the same on every run. */
function prng(seed: number): () => number {
  let s = seed
  return () => ((s = (s * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32)
}

async function connectedWorkspace(apps: number) {
  t = await createTestCore()
  const { core, workspaceId } = t
  const gp = storeSecret(core, workspaceId, 'google_play_service_account', '{}', { client_email: 'sa@example.iam' })
  const as = storeSecret(core, workspaceId, 'app_store_api_key', 'key', { keyId: 'KEY1234567' })
  for (let i = 0; i < apps; i++) {
    await t.run('apps.add', { workspaceId, name: `App ${i}`, ...(i % 2 === 0 ? { googlePlayPackage: `com.example.app${i}` } : { appStoreId: String(100000000 + i) }) })
  }
  core.db.update(storeListings).set({ credentialId: gp }).where(eq(storeListings.store, 'google_play')).run()
  core.db.update(storeListings).set({ credentialId: as }).where(eq(storeListings.store, 'app_store')).run()
}

describe('polling scheduler', () => {
  it('polls 50 apps for a simulated day inside every quota, and Google Play at least once a minute', { timeout: 120_000 }, async () => {
    await connectedWorkspace(50)
    const { core, clock } = t
    const random = prng(7)
    const gpCalls = new Map<string, number[]>()
    const appStoreCalls: number[] = []
    const APP_STORE_LIMIT = 3500
    const singlePageGaps: number[] = []
    const lastPass = new Map<string, { at: number; pages: number }>()
    const stores = fakeStores(async (ctx, listing) => {
      const now = ctx.clock.now()
      if (listing.store === 'google_play') {
        // Most passes need one page; now and then a busy hour needs a second.
        const pages = random() < 0.9 ? 1 : 2
        const previous = lastPass.get(listing.id)
        if (previous?.pages === 1) singlePageGaps.push(now - previous.at)
        lastPass.set(listing.id, { at: now, pages })
        const check = reserveQuota(ctx, quotaScope(listing.storeAppId), GET_RULE, pages)
        expect(check.allowed).toBe(true)
        const calls = gpCalls.get(listing.storeAppId) ?? []
        for (let p = 0; p < pages; p++) calls.push(now)
        gpCalls.set(listing.storeAppId, calls)
        // The scheduler sets the next poll from this: googlePlayInterval(pages, reads used this hour).
        return { fetched: 0, pages }
      }
      appStoreCalls.push(now)
      const usedThisHour = appStoreCalls.filter((at) => at > now - HOUR).length
      // … and from this: appStoreInterval(the budget the store reported).
      return { fetched: 0, rateLimit: { limit: APP_STORE_LIMIT, remaining: APP_STORE_LIMIT - usedThisHour } }
    })
    const scheduler = new SyncScheduler(core, stores, random)
    const start = clock.now()
    while (clock.now() < start + 24 * HOUR) {
      await scheduler.tick()
      clock.set(Math.max(clock.now() + 1_000, scheduler.nextDueAt() ?? 0))
    }

    expect(gpCalls.size).toBe(25)
    for (const [pkg, calls] of gpCalls) {
      // Polling keeps to half of Google Play's 200 reads an hour, leaving room for the rest.
      expect(peakInWindow(calls, HOUR), pkg).toBeLessThanOrEqual(100)
    }
    // After a one-page pass the next poll comes within a minute (55 s at most), so a new review
    // is in the inbox within a minute; never faster than 45 s.
    expect(Math.max(...singlePageGaps)).toBeLessThanOrEqual(60_000)
    expect(Math.min(...singlePageGaps)).toBeGreaterThanOrEqual(45_000)
    expect(peakInWindow(appStoreCalls, HOUR)).toBeLessThanOrEqual(APP_STORE_LIMIT / 2)
    expect(appStoreCalls.length).toBeGreaterThan(25 * 24 * 10)
  })

  it('backs off after errors and records the reason in plain words', async () => {
    await connectedWorkspace(1)
    const { core, clock } = t
    let calls = 0
    const { CoreError } = await import('../../../../src/main/core/errors')
    const stores = fakeStores(async () => {
      calls++
      throw new CoreError('STORE_ERROR', 'Google Play refused the key: invite the service account.')
    })
    const scheduler = new SyncScheduler(core, stores, () => 0.5)
    const start = clock.now()
    while (clock.now() < start + HOUR) {
      await scheduler.tick()
      clock.advance(1_000)
    }
    // 1, 2, 4, 8, 16, 32 minutes: six attempts in the first hour, not sixty.
    expect(calls).toBeLessThanOrEqual(7)
    const listing = core.db.select().from(storeListings).get()
    expect(listing?.lastError).toContain('invite the service account')
    expect(listing?.consecutiveFailures).toBe(calls)
  })

  it('does not poll while paused', async () => {
    await connectedWorkspace(1)
    let calls = 0
    const scheduler = new SyncScheduler(t.core, fakeStores(async () => { calls++; return { fetched: 0 } }))
    scheduler.pause()
    await scheduler.tick()
    expect(calls).toBe(0)
    scheduler.resume()
    await scheduler.tick()
    expect(calls).toBe(1)
  })
})
