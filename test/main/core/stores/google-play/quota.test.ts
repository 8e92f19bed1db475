import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../../src/main/core/clock'
import { randomIds } from '../../../../../src/main/core/ids'
import { publishGooglePlayReply, readGooglePlayReply } from '../../../../../src/main/core/stores/google-play/reply'
import { configureGooglePlay } from '../../../../../src/main/core/stores/google-play/runtime'
import { GET_RULE as GOOGLE_PLAY_GET_RULE, POST_RULE as GOOGLE_PLAY_POST_RULE, googlePlayQuota, quotaScope as googlePlayQuotaScope } from '../../../../../src/main/core/stores/google-play/quota'
import { syncGooglePlayListing } from '../../../../../src/main/core/sync/pass'
import {
  blockQuota,
  checkQuota,
  reserveQuota,
  type QuotaRule,
} from '../../../../../src/main/core/stores/quota'
import {
  apiCalls,
  createBareCore,
  DAY,
  HOUR,
  makeReviews,
  PKG,
  setupGooglePlay,
  type GpSetup,
} from './support'

let s: GpSetup | undefined
const dirs: string[] = []
afterEach(async () => {
  await s?.close()
  s = undefined
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

/** The most calls that fell inside any window of `windowMs`. */
function busiestWindow(at: number[], windowMs: number): number {
  const times = [...at].sort((a, b) => a - b)
  let best = 0
  let start = 0
  for (let end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= windowMs) start++
    best = Math.max(best, end - start + 1)
  }
  return best
}

describe('quota ledger', () => {
  it('counts a rolling window, says when the next call fits, and honours a store block', () => {
    const clock = new ManualClock()
    const { core } = createBareCore({ clock })
    const rule: QuotaRule = { kind: 'get', limit: 3, windowMs: HOUR }
    const t0 = clock.now()
    expect(reserveQuota(core, 'x', rule).allowed).toBe(true)
    clock.advance(10 * 60_000)
    expect(reserveQuota(core, 'x', rule, 2).allowed).toBe(true)
    const full = reserveQuota(core, 'x', rule)
    expect(full).toMatchObject({ allowed: false, used: 3, remaining: 0, nextFreeAt: t0 + HOUR })
    expect(checkQuota(core, 'x', rule, 3).nextFreeAt).toBe(t0 + 10 * 60_000 + HOUR)
    expect(checkQuota(core, 'other', rule).remaining).toBe(3) // scopes are separate
    clock.set(t0 + HOUR)
    expect(checkQuota(core, 'x', rule)).toMatchObject({ allowed: true, used: 2, remaining: 1 })

    blockQuota(core, 'x', rule, clock.now() + 5 * 60_000)
    expect(checkQuota(core, 'x', rule)).toMatchObject({
      allowed: false,
      remaining: 0,
      nextFreeAt: clock.now() + 5 * 60_000,
    })
    clock.advance(5 * 60_000)
    expect(reserveQuota(core, 'x', rule).allowed).toBe(true)
    core.close()
  })
})

describe('Google Play quota', () => {
  it('a simulated day of polling every 30 s, with checks and replies, never exceeds 200 reads/hour or 2,000 replies/day', async () => {
    s = await setupGooglePlay()
    const setup = s
    setup.sim.seed(PKG, makeReviews(5, setup.clock.now(), 6 * 60 * 60_000))
    const start = setup.clock.now()
    // Yesterday's replies: 1,850 in the last 12 hours, leaving 150 for now and more as they age out.
    const earlier = Array.from(
      { length: 1850 },
      (_, i) => start - 12 * HOUR + Math.floor((i * 12 * HOUR) / 1850),
    )
    for (const at of earlier) {
      setup.clock.set(at)
      reserveQuota(setup.t.core, googlePlayQuotaScope(PKG), GOOGLE_PLAY_POST_RULE)
    }
    const outcomes = {
      synced: 0,
      syncQuota: 0,
      checked: 0,
      checkQuota: 0,
      replied: 0,
      replyQuota: 0,
    }
    const quotaOr = async (
      run: () => Promise<unknown>,
      ok: keyof typeof outcomes,
      refused: keyof typeof outcomes,
    ) => {
      try {
        await run()
        outcomes[ok]++
      } catch (error) {
        expect(error).toMatchObject({ code: 'QUOTA_EXCEEDED', retryAt: expect.any(Number) })
        outcomes[refused]++
      }
    }
    for (let tick = 0; tick < 2880; tick++) {
      setup.clock.set(start + tick * 30_000)
      // A poll, a reconciliation read and a reply every 30 s: 240 reads an hour wanted, 200 allowed.
      await quotaOr(
        () => syncGooglePlayListing(setup.t.core, setup.listing()),
        'synced',
        'syncQuota',
      )
      const review = setup.reviewRows()[tick % 5]!
      await quotaOr(
        () => readGooglePlayReply(setup.t.core, setup.listing(), review.storeReviewId),
        'checked',
        'checkQuota',
      )
      await quotaOr(
        () => publishGooglePlayReply(setup.t.core, setup.listing(), review, `Thanks! (${tick})`),
        'replied',
        'replyQuota',
      )
    }
    const calls = apiCalls(setup.sim)
    const reads = calls.filter((c) => c.endpoint === 'list' || c.endpoint === 'get')
    const posts = calls.filter((c) => c.endpoint === 'reply')
    expect(calls.some((c) => c.status === 429)).toBe(false)
    expect(
      busiestWindow(
        reads.map((c) => c.at),
        HOUR,
      ),
    ).toBeLessThanOrEqual(200)
    expect(busiestWindow([...earlier, ...posts.map((c) => c.at)], DAY)).toBeLessThanOrEqual(2000)
    // The budgets were the limit, not the test: both ran out, and both were used to the full.
    expect(
      busiestWindow(
        reads.map((c) => c.at),
        HOUR,
      ),
    ).toBeGreaterThanOrEqual(195)
    expect(busiestWindow([...earlier, ...posts.map((c) => c.at)], DAY)).toBeGreaterThanOrEqual(1990)
    expect(outcomes.replyQuota).toBeGreaterThan(0)
    expect(outcomes.syncQuota + outcomes.checkQuota).toBeGreaterThan(0)
    expect(outcomes.replied + outcomes.replyQuota).toBe(2880)
    // Polling still ran more than once a minute on average while checks competed for reads.
    expect(outcomes.synced).toBeGreaterThan(24 * 60)
  }, 600_000)

  it('keeps the budget across a restart: a new core on the same database file sees the same ledger', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rr-gp-quota-'))
    dirs.push(dir)
    const clock = new ManualClock()
    s = await setupGooglePlay({ clock, core: { dataDir: dir, ids: randomIds } })
    s.sim.seed(PKG, makeReviews(250, clock.now()))
    const first = await syncGooglePlayListing(s.t.core, s.listing())
    expect(first).toMatchObject({ complete: true, pages: 3 })
    const review = s.reviewRows()[0]!
    await publishGooglePlayReply(s.t.core, s.listing(), review, 'Thanks!')
    // The rest of a busy hour, spent by earlier syncs.
    reserveQuota(s.t.core, googlePlayQuotaScope(PKG), GOOGLE_PLAY_GET_RULE, 187)
    const listingId = s.listing().id
    s.t.core.close()

    clock.advance(10 * 60_000)
    const again = createBareCore({
      clock,
      dataDir: dir,
      ids: randomIds,
      endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: s.sim.url },
    })
    configureGooglePlay(again.core, { sleep: async () => {}, timeoutMs: 10_000 })
    expect(googlePlayQuota(again.core, PKG)).toMatchObject({
      getUsed: 190,
      getRemaining: 10,
      postUsed: 1,
      postRemaining: 1999,
      nextGetAt: clock.now(),
    })
    const before = s.sim.calls.length
    await expect(syncGooglePlayListing(again.core, { id: listingId })).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    })
    expect(s.sim.calls.length).toBe(before)
    again.core.close()
    s.t.core = again.core // closed by afterEach (close is idempotent)
  }, 60_000)
})
