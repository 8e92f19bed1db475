import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../../src/main/core/clock'
import { quotaReports } from '../../../../../src/main/core/db/schema'
import { publishAppStoreReply } from '../../../../../src/main/core/stores/app-store/responses'
import { configureAppStore } from '../../../../../src/main/core/stores/app-store/client'
import { syncAppStoreListing } from '../../../../../src/main/core/sync/pass'
import { APP_ID, HOUR, insertDraft, MINUTE, setupAppStore, type AppStoreHarness } from './setup'

let h: AppStoreHarness
afterEach(async () => h?.close())

const ROLE_SENTENCE =
  "the key's role must be Account Holder, Admin or Customer Support; App Manager, Marketing, Developer and Finance cannot reply"

async function seededReview(harness: AppStoreHarness) {
  const [storeId] = harness.sim.seed(APP_ID, [
    { rating: 1, body: 'Broken', createdDate: harness.clock.now() - HOUR },
  ])
  await syncAppStoreListing(harness.t.core, harness.listing())
  return { storeId: storeId ?? '', review: harness.reviewByStoreId(storeId ?? '') }
}

describe('App Store errors become actions', () => {
  it('401 for a revoked key names the likely causes and is kept on the listing', async () => {
    h = await setupAppStore()
    h.sim.keys.revoke(h.key.keyId)
    const error = await syncAppStoreListing(h.t.core, h.listing()).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'STORE_ERROR', storeCode: 'NOT_AUTHORIZED', status: 401 })
    const message = (error as Error).message
    expect(message).toContain('the key may have been revoked, the issuer id is wrong')
    expect(message).toContain("this computer's clock is off")
    expect(message).toContain('connect the key again')
    expect(h.listing()).toMatchObject({ lastErrorCode: 'NOT_AUTHORIZED', lastError: message })

    const test = await h.t.run('appStore.testConnection', { workspaceId: h.t.workspaceId })
    expect(test.ok).toBe(false)
    expect(test.message).toMatch(
      /^The App Store did not accept the API key while reading the reviews of Notes \(NOT_AUTHORIZED\)/,
    )
    expect(test.nextStep).toMatch(/Users and Access → Integrations/)
  })

  it('401 for a wrong issuer id', async () => {
    h = await setupAppStore({ connect: false })
    await h.t.run('appStore.connect', {
      workspaceId: h.t.workspaceId,
      keyId: h.key.keyId,
      privateKeyPem: h.key.privateKeyPem,
      issuerId: '57246542-96fe-1a63-e053-0824d011072a',
    })
    const test = await h.t.run('appStore.testConnection', { workspaceId: h.t.workspaceId })
    expect(test).toMatchObject({ ok: false })
    expect(test.message).toContain('NOT_AUTHORIZED')
    expect(h.sim.calls.at(-1)?.status).toBe(401)
  })

  it("401 when this computer's clock is ahead of Apple's", async () => {
    const simClock = new ManualClock()
    h = await setupAppStore({ simClock })
    h.clock.advance(30 * MINUTE)
    const test = await h.t.run('appStore.testConnection', { workspaceId: h.t.workspaceId })
    expect(test.ok).toBe(false)
    expect(test.message).toContain('clock is off')
    simClock.set(h.clock.now())
    expect((await h.t.run('appStore.testConnection', { workspaceId: h.t.workspaceId })).ok).toBe(
      true,
    )
  })

  it('403 for a key whose role cannot reply; the draft is untouched', async () => {
    h = await setupAppStore({ role: 'APP_MANAGER' })
    const { storeId, review } = await seededReview(h)
    insertDraft(h, review.id, 'We are sorry!')
    const error = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'We are sorry!',
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'STORE_ERROR', storeCode: 'FORBIDDEN_ERROR', status: 403 })
    expect((error as Error).message).toContain(`(FORBIDDEN_ERROR): ${ROLE_SENTENCE}.`)
    expect(h.replyOf(review.id)).toMatchObject({ status: 'draft', body: 'We are sorry!' })
    expect(h.sim.responseOf(storeId)).toBeNull()
  })

  for (const role of ['MARKETING', 'DEVELOPER', 'FINANCE'] as const) {
    it(`403 for the ${role} role, also on delete`, async () => {
      h = await setupAppStore({ role, publishDelayMs: 0 })
      const { storeId, review } = await seededReview(h)
      h.sim.console.respond(storeId, 'Answered in the console')
      await syncAppStoreListing(h.t.core, h.listing())
      const res = await h.t.dispatch('appStore.deleteReply', {
        workspaceId: h.t.workspaceId,
        reviewId: review.id,
      })
      expect(res).toMatchObject({ ok: false, error: { code: 'STORE_ERROR' } })
      expect(!res.ok && res.error.message).toContain(ROLE_SENTENCE)
      expect(h.replyOf(review.id)?.body).toBe('Answered in the console')
    })
  }

  it('404 for an app the key cannot see', async () => {
    h = await setupAppStore()
    const other = await h.t.run('apps.add', {
      workspaceId: h.t.workspaceId,
      name: 'Ghost',
      appStoreId: '999999999',
    })
    const listingId = other.listings[0]?.id ?? ''
    const listing = h.t.core.db
      .select()
      .from((await import('../../../../../src/main/core/db/schema')).storeListings)
      .all()
      .find((l) => l.id === listingId)
    if (!listing) throw new Error('no listing')
    await expect(syncAppStoreListing(h.t.core, listing)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining("Check the app's Apple ID") as string,
    })
  })

  it('409 ENTITY_ERROR from the store is matched on its code, never its title', async () => {
    h = await setupAppStore()
    const { storeId } = await seededReview(h)
    await h.t.run('appStore.setReplyLimit', {
      workspaceId: h.t.workspaceId,
      appId: h.app.id,
      limit: 8000,
    })
    const tooLong = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'x'.repeat(6000),
    ).catch((e: unknown) => e)
    expect(tooLong).toMatchObject({
      code: 'STORE_ERROR',
      storeCode: 'ENTITY_ERROR.ATTRIBUTE.INVALID',
      status: 409,
    })
    expect((tooLong as Error).message).toContain(
      'Edit the reply and publish it again; your text is kept.',
    )

    h.sim.failNext({
      kind: 'error',
      status: 409,
      code: 'ENTITY_ERROR.RELATIONSHIP.INVALID',
      title: 'Anything at all',
      detail: 'The review is gone.',
    })
    const odd = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'Hi',
    ).catch((e: unknown) => e)
    expect(odd).toMatchObject({ storeCode: 'ENTITY_ERROR.RELATIONSHIP.INVALID' })
    expect((odd as Error).message).toContain('Apple says: "The review is gone."')
  })

  it('429 blocks further calls until Retry-After, without sending any', async () => {
    h = await setupAppStore()
    const { storeId } = await seededReview(h)
    h.sim.failNext({
      kind: 'error',
      status: 429,
      code: 'RATE_LIMIT_EXCEEDED',
      retryAfterSeconds: 120,
    })
    const error = await publishAppStoreReply(
      h.t.core,
      h.listing(),
      { storeReviewId: storeId },
      'Hi',
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      storeCode: 'RATE_LIMIT_EXCEEDED',
      retryAt: h.clock.now() + 120_000,
    })
    expect((error as Error).message).toContain('continues after 09:02 UTC; nothing was lost')
    const row = h.t.core.db
      .select()
      .from(quotaReports)
      .where(eq(quotaReports.scope, `app_store:${h.key.keyId}`))
      .get()
    expect(row?.blockedUntil).toBe(h.clock.now() + 120_000)

    const calls = h.sim.calls.length
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Hi'),
    ).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' })
    await expect(syncAppStoreListing(h.t.core, h.listing())).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    })
    expect(h.sim.calls.length).toBe(calls)

    h.clock.advance(121_000)
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Hi'),
    ).resolves.toMatchObject({ state: 'pending_publish' })
    const status = await h.t.run('appStore.status', { workspaceId: h.t.workspaceId })
    expect(status.budget).toMatchObject({ blockedUntil: null, nextCallAt: null, limit: 3500 })
  })

  it('429 with no budget left waits a rolling hour', async () => {
    h = await setupAppStore()
    await seededReview(h)
    h.sim.setRateLimit({ remaining: 0 })
    await expect(syncAppStoreListing(h.t.core, h.listing())).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      retryAt: h.clock.now() + HOUR,
    })
  })

  it('retries timeouts with backoff, then fails in plain words', async () => {
    h = await setupAppStore()
    const { storeId } = await seededReview(h)
    configureAppStore(h.t.core, { timeoutMs: 1000 })
    h.sim.failNext({ kind: 'timeout' }, { method: 'POST', times: 2 })
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Hi'),
    ).resolves.toMatchObject({ state: 'pending_publish' })
    expect(h.sleeps).toEqual([2000, 4000])
    expect(h.sim.responseOf(storeId)?.responseBody).toBe('Hi')

    h.sim.failNext({ kind: 'timeout' }, { times: 3 })
    await expect(
      publishAppStoreReply(h.t.core, h.listing(), { storeReviewId: storeId }, 'Hi again'),
    ).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      storeCode: 'TIMEOUT',
      message:
        'The App Store did not answer within 1 s while publishing the reply. Review Reply will try again later; nothing was lost.',
    })
  })

  it('retries malformed JSON and dropped connections, then fails clearly', async () => {
    h = await setupAppStore()
    h.sim.seed(APP_ID, [{ rating: 5, body: 'Nice', createdDate: h.clock.now() - HOUR }])
    h.sim.failNext({ kind: 'malformed' })
    h.sim.failNext({ kind: 'disconnect' })
    await expect(syncAppStoreListing(h.t.core, h.listing())).resolves.toMatchObject({ created: 1 })

    h.sim.failNext({ kind: 'malformed' }, { times: 3 })
    await expect(syncAppStoreListing(h.t.core, h.listing())).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      storeCode: 'MALFORMED_RESPONSE',
      message:
        'The App Store sent an answer Review Reply could not read while reading reviews. Review Reply will try again later; nothing was lost.',
    })
  })

  it('says how to connect when no key is connected', async () => {
    h = await setupAppStore({ connect: false })
    await expect(syncAppStoreListing(h.t.core, h.listing())).rejects.toMatchObject({
      code: 'STORE_ERROR',
      storeCode: 'NOT_CONNECTED',
      message: expect.stringContaining('review-reply stores connect --store app_store') as string,
    })
    const test = await h.t.run('appStore.testConnection', { workspaceId: h.t.workspaceId })
    expect(test).toEqual({
      ok: false,
      message: 'No App Store Connect API key is connected to this workspace.',
      nextStep: 'Connect one under Apps → App Store with its issuer id, key id and .p8 file.',
      rateLimit: { limit: null, remaining: null },
    })
    expect(h.sim.calls).toHaveLength(0)
  })
})
