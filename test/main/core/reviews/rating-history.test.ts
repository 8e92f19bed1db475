/**
 * A Google Play review edited after a published reply, end to end against the simulator: the
 * poll keeps the new version as a revision, and the API, the review pane's data and one signed
 * `review.updated` delivery all say so. A poll that sees nothing new records and sends nothing.
 */
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { outboxEvents, reviews } from '../../../../src/main/core/db/schema'
import { runPublisherPass } from '../../../../src/main/core/replies/publisher'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../../src/main/simulators/google-play'
import { ratingChangeSummary } from '../../../../src/shared/rating-history'
import { reviewCommandsCli } from '../../../../src/main/cli/commands/reviews'
import type { CliContext } from '../../../../src/main/cli/types'
import { createTestCore, tempDir, type TestCore } from '../../../support/core'
import { apiFixture, type ApiFixture } from '../api/support'
import { Receiver } from '../webhooks/support'

const PKG = 'com.example.notes'
const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const iso = (ms: number) => new Date(ms).toISOString()

let t: TestCore
let gp: GooglePlaySimulator
let api: ApiFixture
let receiver: Receiver
let dispatcher: WebhookDispatcher
afterEach(async () => {
  await dispatcher?.close()
  await receiver?.close()
  await api?.close()
  await gp?.close()
})

interface Delivered {
  type: string
  data: {
    review: { id: string; rating: number; body: string; rating_history: unknown; reply: unknown }
    previous?: unknown
  }
}

async function setup() {
  t = await createTestCore()
  gp = await startGooglePlaySimulator({ clock: t.clock })
  t.core.endpoints = {
    appStoreApiUrl: 'http://127.0.0.1:9',
    googlePlayApiUrl: gp.url,
    googleTokenUrl: gp.tokenUrl,
  }
  gp.addPackage(PKG)
  const workspaceId = t.workspaceId
  await t.run('apps.add', { workspaceId, name: 'Notes', googlePlayPackage: PKG })
  await t.run('googlePlay.connect', {
    workspaceId,
    serviceAccountJson: JSON.stringify(gp.serviceAccount),
  })
  api = await apiFixture({ t })
  receiver = await new Receiver(t.clock).start()
  dispatcher = new WebhookDispatcher(t.core, { random: () => 0.5 })
  const { secret } = await t.run('webhooks.create', { workspaceId, url: receiver.url })
  receiver.secrets = [secret ?? '']
  return workspaceId
}

/** `review-reply reviews show REVIEW_ID`, run in this process. */
async function cliShow(reviewId: string): Promise<{ out: string[]; result: unknown }> {
  const command = reviewCommandsCli.find((c) => c.path.join(' ') === 'reviews show')
  if (!command) throw new Error('no `reviews show` command')
  const out: string[] = []
  let result: unknown
  const ctx: CliContext = {
    core: t.core,
    principal: t.owner,
    args: { positionals: [reviewId], options: {} },
    dataDir: tempDir(),
    dataDirChosen: true,
    json: false,
    print: (line) => out.push(line),
    result: (value) => {
      result = value
    },
    workspaceId: async () => t.workspaceId,
  }
  await command.run(ctx)
  return { out, result }
}

const delivered = (): Delivered[] => receiver.deliveries.map((d) => JSON.parse(d.body) as Delivered)
const listCalls = () => gp.calls.filter((c) => c.endpoint === 'list' && c.status === 200).length

describe('rating history of a Google Play review edited after a published reply', () => {
  it('shows 2★ → 5★ in the API, the pane and one review.updated delivery; a re-poll adds nothing', async () => {
    const workspaceId = await setup()
    const writtenAt = t.clock.now() - HOUR
    gp.seed(PKG, [
      {
        reviewId: 'gp:megan',
        authorName: 'Megan',
        text: 'Crashes every time I open a note.',
        starRating: 2,
        reviewerLanguage: 'en_US',
        lastModified: writtenAt,
      },
    ])
    await t.run('sync.now', { workspaceId })
    const review = t.core.db.select().from(reviews).get()
    if (!review) throw new Error('review not stored')
    const reviewId = review.id

    // The team answers, and the reply goes live on Google Play.
    await t.run('replies.edit', { workspaceId, reviewId, body: 'Sorry! Version 4.2 fixes it.' })
    await t.run('replies.publish', { workspaceId, reviewId })
    await runPublisherPass(t.core)
    const repliedAt = t.clock.now()
    expect(gp.review(PKG, 'gp:megan')?.reply?.text).toBe('Sorry! Version 4.2 fixes it.')

    // Three days later the reviewer edits the review; Google lists it again.
    t.clock.advance(3 * DAY)
    const editedAt = t.clock.now()
    gp.editReview(PKG, 'gp:megan', { starRating: 5, text: 'Fixed in 4.2, works great now!' })
    expect(gp.review(PKG, 'gp:megan')?.reply?.text).toBe('Sorry! Version 4.2 fixes it.')
    await t.run('sync.now', { workspaceId })

    const history = [
      { rating: 2, at: iso(writtenAt) },
      { rating: 5, at: iso(editedAt) },
    ]
    // The API: the current version, with its rating history oldest first.
    const page = (await api.get('/api/v1/reviews')).json() as {
      data: { id: string; rating: number; body: string; rating_history: unknown; reply: unknown }[]
    }
    expect(page.data).toHaveLength(1)
    expect(page.data[0]).toMatchObject({
      id: reviewId,
      rating: 5,
      body: 'Fixed in 4.2, works great now!',
      rating_history: history,
      // The store keeps the reply, and so does the app.
      reply: { status: 'published', body: 'Sorry! Version 4.2 fixes it.' },
    })

    // The review pane's data: both versions with their text, and when the reply went out.
    const detail = await t.run('reviews.get', { workspaceId, reviewId })
    expect(detail.review).toMatchObject({ rating: 5, edited: true, updatedAt: editedAt })
    expect(detail.reply?.status).toBe('published')
    expect(detail.revisions.map((r) => [r.seq, r.rating, r.body, r.at])).toEqual([
      [1, 2, 'Crashes every time I open a note.', writtenAt],
      [2, 5, 'Fixed in 4.2, works great now!', editedAt],
    ])
    expect(detail.firstReplyAt).toBe(repliedAt)
    expect(ratingChangeSummary(detail.ratingHistory, detail.firstReplyAt)).toBe(
      '2★ → 5★, 3 days after your reply',
    )
    // The CLI prints the same history (`reviews show`), and `--json` carries it.
    const shown = await cliShow(reviewId)
    expect(shown.out).toContain('  Changed by the reviewer: 2★ → 5★, 3 days after your reply')
    expect(shown.out).toContain(
      `    ★★☆☆☆  ${iso(writtenAt).slice(0, 16).replace('T', ' ')} UTC  first seen: Crashes every time I open a note.`,
    )
    expect(shown.out).toContain(
      `    ★★★★★  ${iso(editedAt).slice(0, 16).replace('T', ' ')} UTC  edited, 3 days after your reply: Fixed in 4.2, works great now!`,
    )
    expect(shown.result).toMatchObject({ ratingHistory: [{ rating: 2 }, { rating: 5 }] })

    // Exactly one signed review.updated, with the review now and the version before.
    await dispatcher.dispatchDue()
    const updates = delivered().filter((d) => d.type === 'review.updated')
    expect(updates).toHaveLength(1)
    expect(updates[0]?.data.review).toMatchObject({
      id: reviewId,
      rating: 5,
      rating_history: history,
      reply: { status: 'published' },
    })
    expect(updates[0]?.data.previous).toEqual({
      rating: 2,
      body: 'Crashes every time I open a note.',
      at: iso(writtenAt),
    })
    expect(receiver.deliveries.every((d) => d.verifiedBy.includes(0))).toBe(true)

    // An hour later the next poll reads the same review again: nothing is recorded or sent.
    const deliveriesBefore = receiver.deliveries.length
    const listsBefore = listCalls()
    t.clock.advance(HOUR)
    await t.run('sync.now', { workspaceId })
    await dispatcher.dispatchDue()
    expect(listCalls()).toBe(listsBefore + 1)
    expect((await t.run('reviews.get', { workspaceId, reviewId })).revisions).toHaveLength(2)
    expect(
      t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'review.updated')).all(),
    ).toHaveLength(1)
    expect(receiver.deliveries).toHaveLength(deliveriesBefore)
  })

  it('keeps a text-only edit as a version, without a new rating in the history', async () => {
    const workspaceId = await setup()
    const writtenAt = t.clock.now() - HOUR
    gp.seed(PKG, [{ reviewId: 'gp:sam', text: 'Good app', starRating: 4, lastModified: writtenAt }])
    await t.run('sync.now', { workspaceId })
    t.clock.advance(DAY)
    gp.editReview(PKG, 'gp:sam', { text: 'Good app, but the widget is small' })
    await t.run('sync.now', { workspaceId })

    const page = (await api.get('/api/v1/reviews')).json() as {
      data: { rating_history: unknown }[]
    }
    expect(page.data[0]?.rating_history).toEqual([{ rating: 4, at: iso(writtenAt) }])
    const reviewId = t.core.db.select().from(reviews).get()?.id ?? ''
    const detail = await t.run('reviews.get', { workspaceId, reviewId })
    expect(detail.revisions.map((r) => r.body)).toEqual([
      'Good app',
      'Good app, but the widget is small',
    ])
    expect(ratingChangeSummary(detail.ratingHistory, detail.firstReplyAt)).toBeNull()
    await dispatcher.dispatchDue()
    const updates = delivered().filter((d) => d.type === 'review.updated')
    expect(updates.map((u) => u.data.previous)).toEqual([
      { rating: 4, body: 'Good app', at: iso(writtenAt) },
    ])
  })
})
