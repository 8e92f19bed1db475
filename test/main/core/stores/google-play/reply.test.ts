import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  googlePlayReplyWindow,
  publishGooglePlayReply,
  readGooglePlayReply,
} from '../../../../../src/main/core/stores/google-play/reply'
import {
  googlePlayReplyLength,
  googlePlayReplyText,
} from '../../../../../src/shared/contract/google-play'
import { syncGooglePlayListing } from '../../../../../src/main/core/sync/pass'
import { googlePlayPages } from '../../../../../src/main/core/stores/google-play/sync'
import { ingestReviews } from '../../../../../src/main/core/reviews/ingest'
import { apiCalls, DAY, makeReviews, PKG, setupGooglePlay, type GpSetup } from './support'

let s: GpSetup
afterEach(async () => s?.close())

const replyCalls = () => apiCalls(s.sim).filter((c) => c.endpoint === 'reply')

async function synced(n = 3): Promise<GpSetup> {
  s = await setupGooglePlay()
  s.sim.seed(PKG, makeReviews(n, s.clock.now()))
  await syncGooglePlayListing(s.t.core, s.listing())
  return s
}

describe('Google Play replies', () => {
  it('posts plain text, and replying again edits the reply', async () => {
    await synced()
    const review = s.reviewRows()[0]!
    const outcome = await publishGooglePlayReply(
      s.t.core,
      s.listing(),
      review,
      '<p>Thanks for the <b>kind</b> words!</p>',
    )
    expect(outcome).toEqual({
      state: 'published',
      storeReplyId: null,
      body: 'Thanks for the kind words!',
    })
    expect(JSON.parse(replyCalls()[0]!.body)).toEqual({ replyText: 'Thanks for the kind words!' })

    await publishGooglePlayReply(s.t.core, s.listing(), review, 'Edited: thanks again!')
    expect(s.sim.review(PKG, review.storeReviewId)!.reply!.text).toBe('Edited: thanks again!')
    expect(await readGooglePlayReply(s.t.core, s.listing(), review.storeReviewId)).toMatchObject({
      body: 'Edited: thanks again!',
      state: 'published',
      storeReplyId: null,
    })
    expect(
      await readGooglePlayReply(s.t.core, s.listing(), s.reviewRows()[1]!.storeReviewId),
    ).toBeNull()
  })

  it('counts UTF-16 units of the stripped text: 350 passes, 351 never leaves the app', async () => {
    await synced()
    const review = s.reviewRows()[0]!
    const thumbs175 = '👍'.repeat(175) // 350 units
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), review, thumbs175),
    ).resolves.toMatchObject({ body: thumbs175 })
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), review, `${thumbs175}!`),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      failure: 'reply_too_long',
      message: expect.stringMatching(
        /351 characters once HTML is removed; Google Play accepts at most 350/,
      ),
    })
    // Markup does not count: 400 raw characters, 345 of text.
    const marked = `<b>${'a'.repeat(345)}</b>${'<i></i>'.repeat(7)}`
    expect(marked.length).toBeGreaterThan(350)
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), review, marked),
    ).resolves.toMatchObject({ body: 'a'.repeat(345) })
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), review, '<br><p></p>'),
    ).rejects.toMatchObject({ failure: 'reply_empty' })
    expect(replyCalls()).toHaveLength(2)
  })

  it('never posts a reply over 350 characters, whatever the mix of text, emoji and HTML', async () => {
    await synced()
    const review = s.reviewRows()[0]!
    const piece = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '👍',
        '👨‍👩‍👧',
        '🇩🇪',
        'é',
        '<b>',
        '</b>',
        '<br>',
        '<p>',
        '</p>',
        '&amp;',
        '<a href="x">',
        '\t',
        '\n',
      ),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 40 }), async (parts) => {
        const body = parts.join('')
        const length = googlePlayReplyLength(body)
        const before = replyCalls().length
        const result = await publishGooglePlayReply(s.t.core, s.listing(), review, body).then(
          (o) => o,
          (e: { failure?: string }) => e,
        )
        if (length > 350 || length === 0) {
          expect(result).toMatchObject({ failure: length === 0 ? 'reply_empty' : 'reply_too_long' })
          expect(replyCalls().length).toBe(before)
        } else {
          expect(result).toMatchObject({ state: 'published' })
          expect(JSON.parse(replyCalls().at(-1)!.body)).toEqual({
            replyText: googlePlayReplyText(body),
          })
          expect(replyCalls().at(-1)!.status).toBe(200)
        }
      }),
      { numRuns: 60 },
    )
    expect(
      replyCalls().every(
        (c) => googlePlayReplyText(JSON.parse(c.body).replyText as string).length <= 350,
      ),
    ).toBe(true)
  })

  it('refuses reviews the latest list did not return: outside the one-week window', async () => {
    s = await setupGooglePlay()
    const now = s.clock.now()
    s.sim.seed(PKG, [
      { reviewId: 'gp:six-days', text: 'Old-ish', starRating: 3, lastModified: now - 6 * DAY },
      { reviewId: 'gp:today', text: 'New', starRating: 4, lastModified: now - 1000 },
    ])
    const byId = (id: string) => s.reviewRows().find((r) => r.storeReviewId === id)!

    await syncGooglePlayListing(s.t.core, s.listing())
    expect(googlePlayReplyWindow(s.t.core, s.listing(), byId('gp:six-days'))).toEqual({
      open: true,
      reason: null,
    })

    // Two days later the six-day-old review has left the window; the latest list no longer has it.
    s.clock.advance(2 * DAY)
    await syncGooglePlayListing(s.t.core, s.listing())
    const window = googlePlayReplyWindow(s.t.core, s.listing(), byId('gp:six-days'))
    expect(window.open).toBe(false)
    expect(window.reason).toMatch(/outside Google Play's one-week reply window/)
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), byId('gp:six-days'), 'Thanks!'),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      failure: 'reply_window',
    })
    expect(replyCalls()).toHaveLength(0)
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), byId('gp:today'), 'Thanks!'),
    ).resolves.toMatchObject({ state: 'published' })
  })

  it('two overlapping passes: a slower pass that lists a review again never closes its window', async () => {
    s = await setupGooglePlay()
    s.sim.seed(PKG, [
      {
        reviewId: 'gp:fresh',
        text: 'Crashes',
        starRating: 1,
        lastModified: s.clock.now() - 5 * 3600_000,
      },
    ])
    await syncGooglePlayListing(s.t.core, s.listing())
    // Pass A reads its page at T1; pass B starts later, at T2, and completes first.
    s.clock.advance(60_000)
    const slower = googlePlayPages(s.t.core, s.listing())
    const page = await slower.next()
    if (page.done) throw new Error('pass A read no page')
    s.clock.advance(60_000)
    await syncGooglePlayListing(s.t.core, s.listing())
    // A stores its page now, stamped with its own, older start.
    ingestReviews(s.t.core, page.value.listing, page.value.reviews, {
      listedAt: page.value.listedAt,
    })
    const review = s.reviewRows()[0]!
    expect(googlePlayReplyWindow(s.t.core, s.listing(), review).open).toBe(true)
    await slower.next()
    expect(googlePlayReplyWindow(s.t.core, s.listing(), review).open).toBe(true)
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), review, 'Sorry!'),
    ).resolves.toMatchObject({ state: 'published' })
  })

  it('without a recent sync, a review older than a week is refused even if it was listed once', async () => {
    s = await setupGooglePlay()
    s.sim.seed(PKG, [
      { reviewId: 'gp:a', text: 'Hello', starRating: 5, lastModified: s.clock.now() - DAY },
    ])
    await syncGooglePlayListing(s.t.core, s.listing())
    s.clock.advance(7 * DAY)
    const review = s.reviewRows()[0]!
    await expect(
      publishGooglePlayReply(s.t.core, s.listing(), review, 'Thanks!'),
    ).rejects.toMatchObject({ failure: 'reply_window' })
    expect(replyCalls()).toHaveLength(0)
  })
})
