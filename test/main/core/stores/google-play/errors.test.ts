import { afterEach, describe, expect, it } from 'vitest'
import { replies } from '../../../../../src/main/core/db/schema'
import { publishGooglePlayReply, readGooglePlayReply } from '../../../../../src/main/core/stores/google-play/reply'
import { configureGooglePlay } from '../../../../../src/main/core/stores/google-play/runtime'
import { GooglePlayError } from '../../../../../src/main/core/stores/google-play/errors'
import { syncGooglePlayListing } from '../../../../../src/main/core/sync/pass'
import { apiCalls, makeReviews, PKG, setupGooglePlay, tokenCalls, type GpSetup } from './support'

let s: GpSetup
afterEach(async () => s?.close())

/** A synced app with one draft waiting, so every failure can be checked for lost data. */
async function syncedWithDraft(): Promise<GpSetup> {
  s = await setupGooglePlay()
  s.sim.seed(PKG, makeReviews(5, s.clock.now()))
  await syncGooglePlayListing(s.t.core, s.listing())
  const review = s.reviewRows()[0]!
  const now = s.clock.now()
  s.t.core.db
    .insert(replies)
    .values({
      id: 'rpl_draft1',
      workspaceId: review.workspaceId,
      reviewId: review.id,
      status: 'approved',
      body: 'Thanks!',
      source: 'drafted',
      createdAt: now,
      updatedAt: now,
    })
    .run()
  return s
}

function expectNothingLost(): void {
  expect(s.reviewRows()).toHaveLength(5)
  expect(s.replyRows()).toEqual([
    expect.objectContaining({ id: 'rpl_draft1', status: 'approved', body: 'Thanks!' }),
  ])
}

async function failure(promise: Promise<unknown>): Promise<GooglePlayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(GooglePlayError)
  return error as GooglePlayError
}

describe('Google Play errors become actions', () => {
  it('401 CREDENTIALS_MISSING is reported as a bug to report, not retried', async () => {
    await syncedWithDraft()
    s.sim.failNext('credentials_missing')
    const before = apiCalls(s.sim).length
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({ code: 'STORE_ERROR', failure: 'credentials_missing' })
    expect(error.message).toMatch(/bug in Review Reply.*report it/)
    expect(apiCalls(s.sim).length).toBe(before + 1)
    expect(s.listing().lastError).toBe(error.message)
    expectNothingLost()
  })

  it('401 permissionDenied says to invite the service account with "Reply to reviews" and to allow 24–48 h', async () => {
    await syncedWithDraft()
    s.sim.setAccess(PKG, 'permission_denied')
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({ failure: 'permission_denied' })
    expect(error.message).toContain(s.sim.serviceAccount.client_email)
    expect(error.message).toContain('“Reply to reviews”')
    expect(error.message).toContain('24–48 hours')
    const review = s.reviewRows()[0]!
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), review, 'Thanks!'),
    ).rejects.toMatchObject({ failure: 'permission_denied' })
    expectNothingLost()
  })

  it('403 projectNotLinked says linking is optional and points at the invite', async () => {
    await syncedWithDraft()
    s.sim.failNext('project_not_linked')
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({ code: 'STORE_ERROR', failure: 'project_not_linked' })
    expect(error.message).toMatch(/Linking is optional now/)
    expect(error.message).toContain('“Reply to reviews”')
    expectNothingLost()
  })

  it('429 quota stops calls for this app until the time it names', async () => {
    await syncedWithDraft()
    s.sim.failNext('quota')
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      failure: 'quota',
      retryAt: s.clock.now() + 60 * 60_000,
    })
    expect(error.message).toMatch(/Wait until \d\d:\d\d UTC on \d{4}-\d\d-\d\d/)
    const sent = s.sim.calls.length
    await expect(syncGooglePlayListing(s.t.core, s.listing())).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    })
    expect(s.sim.calls.length).toBe(sent)
    // Replies have their own budget and still go out.
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), s.reviewRows()[0]!, 'Thanks!'),
    ).resolves.toMatchObject({ state: 'published' })
    s.clock.advance(60 * 60_000)
    await expect(syncGooglePlayListing(s.t.core, s.listing())).resolves.toMatchObject({
      complete: true,
    })
    expectNothingLost()
  })

  it('an expired or revoked access token is exchanged again once, transparently', async () => {
    await syncedWithDraft()
    s.sim.failNext('token_expired')
    await expect(syncGooglePlayListing(s.t.core, s.listing())).resolves.toMatchObject({
      complete: true,
    })
    expect(tokenCalls(s.sim)).toHaveLength(2)
    s.sim.failNext('token_expired', { times: 5 })
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({ failure: 'token_rejected' })
    expectNothingLost()
  })

  it('a refused assertion at the token endpoint names the clock and the key', async () => {
    await syncedWithDraft()
    s.sim.failNext('invalid_grant')
    // Connecting again drops the cached token, so the next sync must exchange a new assertion.
    await s.connect()
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({ failure: 'token_rejected' })
    expect(error.message).toMatch(/invalid_grant/)
    expect(error.message).toMatch(/clock is correct/)
    expect(apiCalls(s.sim).length).toBe(1) // only the first sync's list: nothing sent without a token
    expectNothingLost()
  })

  it('timeouts are retried with backoff, then fail clearly', async () => {
    await syncedWithDraft()
    configureGooglePlay(s.t.core, { timeoutMs: 300 })
    s.sim.failNext('timeout')
    await expect(syncGooglePlayListing(s.t.core, s.listing())).resolves.toMatchObject({
      complete: true,
    })
    expect(s.sleeps).toEqual([1000])

    s.sim.failNext('timeout', { times: 3 })
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({ code: 'UNAVAILABLE', failure: 'timeout' })
    expect(error.message).toMatch(/did not answer within 0.3 seconds \(3 tries\)/)
    expect(s.sleeps).toEqual([1000, 1000, 2000])
    expectNothingLost()
  })

  it('malformed JSON is retried, then fails clearly', async () => {
    await syncedWithDraft()
    s.sim.failNext('malformed')
    await expect(syncGooglePlayListing(s.t.core, s.listing())).resolves.toMatchObject({
      fetched: 5,
    })
    s.sim.failNext('malformed', { times: 3 })
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({ code: 'UNAVAILABLE', failure: 'malformed' })
    expect(error.message).toMatch(/could not read \(3 tries\)/)
    // A malformed answer from the token endpoint is handled the same way.
    await s.connect()
    s.sim.failNext('malformed', { on: 'token' })
    await expect(syncGooglePlayListing(s.t.core, s.listing())).resolves.toMatchObject({
      fetched: 5,
    })
    expect(tokenCalls(s.sim).map((c) => c.injected)).toEqual([null, 'malformed', null])
    expectNothingLost()
  })

  it('a 500 with an empty body on reply is retried once at most, then explains the one-week window', async () => {
    await syncedWithDraft()
    const review = s.reviewRows()[0]!
    s.sim.failNext('reply_500')
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), review, 'Thanks!'),
    ).resolves.toMatchObject({ state: 'published', body: 'Thanks!' })
    expect(
      apiCalls(s.sim)
        .filter((c) => c.endpoint === 'reply')
        .map((c) => c.status),
    ).toEqual([500, 200])

    s.sim.failNext('reply_500', { times: 5 })
    const error = await failure(
      publishGooglePlayReply(s.t.core, s.listing(), review, 'Thanks again!'),
    )
    expect(error).toMatchObject({ code: 'STORE_ERROR', failure: 'reply_rejected' })
    expect(error.message).toMatch(/one-week reply window/)
    expect(apiCalls(s.sim).filter((c) => c.endpoint === 'reply')).toHaveLength(4)
    expect(s.sim.review(PKG, review.storeReviewId)!.reply!.text).toBe('Thanks!')
    expectNothingLost()
  })

  it('reviews.get of a review Google no longer has is NOT_FOUND, not "no reply"', async () => {
    await syncedWithDraft()
    await expect(readGooglePlayReply(s.t.core, s.listing(), 'gp:gone')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      failure: 'not_found',
    })
  })

  it('an app without a connected key says how to connect', async () => {
    s = await setupGooglePlay({ connect: false })
    const error = await failure(syncGooglePlayListing(s.t.core, s.listing()))
    expect(error).toMatchObject({ failure: 'not_connected' })
    expect(error.message).toMatch(/stores connect --store google_play/)
    expect(s.sim.calls).toHaveLength(0)
  })
})
