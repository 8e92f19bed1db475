import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { storeListings } from '../../../../src/main/core/db/schema'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import type { NormalizedReview } from '../../../../src/main/core/stores/types'
import { emitEvent } from '../../../../src/main/core/events/outbox'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { createTestCore, type TestCore } from '../../../support/core'
import { Receiver, reviewSource } from './support'

const editableReview: NormalizedReview = {
  storeReviewId: 'gp-edited',
  rating: 2,
  title: null,
  body: 'Crashes when I open a note.',
  author: 'Sam',
  language: 'en',
  territory: null,
  appVersion: '3.1.0',
  createdAt: 0,
  updatedAt: 0,
  storeReply: null,
}

let t: TestCore
let receiver: Receiver
let dispatcher: WebhookDispatcher
afterEach(async () => {
  await dispatcher?.close()
  await receiver?.close()
  t?.core.close()
})

async function setup(
  kind: 'slack' | 'discord' | 'teams',
  uiBaseUrl: string | null = 'http://127.0.0.1:4700',
) {
  t = await createTestCore()
  receiver = await new Receiver(t.clock).start()
  dispatcher = new WebhookDispatcher(t.core, { random: () => 0.5, uiBaseUrl: () => uiBaseUrl })
  const created = await t.run('webhooks.create', {
    workspaceId: t.workspaceId,
    url: receiver.url,
    kind,
  })
  expect(created.secret).toBeNull()
  expect(created.endpoint).toMatchObject({ kind, signed: false })
  return created.endpoint
}

async function deliverOneReview(rating: number, body: string) {
  const reviews = await reviewSource(t, 'Notes')
  const reviewId = reviews.add(rating, body)
  await dispatcher.dispatchDue()
  const d = receiver.deliveries[0]
  if (!d) throw new Error('nothing delivered')
  return { reviewId, delivery: d, json: JSON.parse(d.body) as Record<string, unknown> }
}

describe('team-tool channels', () => {
  it('Slack gets text and blocks with stars, app name, the review and a link; unsigned', async () => {
    await setup('slack')
    const { reviewId, delivery, json } = await deliverOneReview(
      2,
      'Crashes <b>every</b> time & loses notes. <!channel>',
    )
    expect(delivery.headers['webhook-signature']).toBeUndefined()
    expect(delivery.headers['content-type']).toBe('application/json')
    expect(json.text).toContain('New ★★☆☆☆ review of Notes')
    const text = JSON.stringify(json.blocks)
    expect(text).toContain('★★☆☆☆')
    expect(text).toContain('Notes')
    expect(text).toContain(
      'Crashes &lt;b&gt;every&lt;/b&gt; time &amp; loses notes. &lt;!channel&gt;',
    )
    expect(JSON.stringify(json)).not.toContain('<!channel>')
    expect(text).toContain(`http://127.0.0.1:4700/#/inbox/${reviewId}`)
    expect(text).toContain('Google Play')
  })

  it('Discord gets content and an embed; mentions are never parsed', async () => {
    await setup('discord')
    const { reviewId, json } = await deliverOneReview(5, 'Best **notes** app @everyone')
    expect(json.content).toBe('New ★★★★★ review of Notes')
    expect(json.allowed_mentions).toEqual({ parse: [] })
    const [embed] = json.embeds as Record<string, unknown>[]
    expect(embed).toMatchObject({
      title: 'New ★★★★★ review of Notes',
      url: `http://127.0.0.1:4700/#/inbox/${reviewId}`,
    })
    expect(String(embed?.description)).toContain('Best \\*\\*notes\\*\\* app @everyone')
    expect(embed?.fields).toEqual(
      expect.arrayContaining([{ name: 'Rating', value: '★★★★★ (5/5)', inline: true }]),
    )
  })

  it('Teams gets an Adaptive Card with the review and an Open action', async () => {
    await setup('teams')
    const { reviewId, json } = await deliverOneReview(3, 'Fine but slow to sync.')
    expect(json.type).toBe('message')
    const [attachment] = json.attachments as {
      contentType: string
      content: Record<string, unknown>
    }[]
    expect(attachment?.contentType).toBe('application/vnd.microsoft.card.adaptive')
    const card = attachment?.content
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' })
    const body = JSON.stringify(card?.body)
    expect(body).toContain('New ★★★☆☆ review of Notes')
    expect(body).toContain('Fine but slow to sync.')
    expect(card?.actions).toEqual([
      {
        type: 'Action.OpenUrl',
        title: 'Open in Review Reply',
        url: `http://127.0.0.1:4700/#/inbox/${reviewId}`,
      },
    ])
  })

  it('omits the link when the app has no reachable UI, and truncates long reviews', async () => {
    await setup('slack', null)
    const { json } = await deliverOneReview(1, 'word '.repeat(400))
    const text = JSON.stringify(json)
    expect(text).not.toContain('/inbox/')
    expect(text).not.toContain('"actions"')
    expect(text).toContain('…')
    expect(text.length).toBeLessThan(3000)
  })

  it('formats digests and alerts readably too', async () => {
    await setup('slack')
    const reviews = await reviewSource(t, 'Notes')
    t.core.db.transaction(() => {
      emitEvent(t.core, t.workspaceId, 'anomaly.detected', {
        app: { id: reviews.appId, object: 'app', name: 'Notes' },
        kind: 'rating_drop',
        window: '24h',
        baseline: 4.4,
        observed: 2.1,
      })
      emitEvent(t.core, t.workspaceId, 'digest.weekly', {
        app: { id: reviews.appId, object: 'app', name: 'Notes' },
        period: { start: '2026-10-26', end: '2026-11-02' },
        review_count: 42,
        average_rating: 3.914,
      })
    })
    await dispatcher.dispatchDue()
    const texts = receiver.deliveries.map((d) => (JSON.parse(d.body) as { text: string }).text)
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Alert: the rating of Notes dropped'),
        expect.stringContaining('Weekly digest for Notes'),
      ]),
    )
    const digest = receiver.deliveries.find((d) => d.body.includes('Weekly digest'))?.body ?? ''
    expect(digest).toContain('Average rating: 3.91')
    expect(digest).toContain('Review count: 42')
  })

  it('says how a review changed: the stars before and after, and the text before', async () => {
    await setup('slack')
    const app = await t.run('apps.add', {
      workspaceId: t.workspaceId,
      name: 'Notes',
      googlePlayPackage: 'com.example.notes',
    })
    const listing = t.core.db
      .select()
      .from(storeListings)
      .where(eq(storeListings.appId, app.id))
      .get()
    if (!listing) throw new Error('no listing')
    const at = t.clock.now()
    const version = { ...editableReview, createdAt: at, updatedAt: at }
    ingestReviews(t.core, listing, [version])
    t.clock.advance(60_000)
    ingestReviews(t.core, listing, [
      { ...version, rating: 5, body: 'Fixed, thank you!', updatedAt: t.clock.now() },
    ])
    await dispatcher.dispatchDue()
    const changed = receiver.deliveries
      .map((d) => JSON.parse(d.body) as { text: string; blocks: unknown })
      .find((m) => m.text.includes('changed'))
    expect(changed?.text).toContain('A review of Notes changed from ★★☆☆☆ to ★★★★★')
    const blocks = JSON.stringify(changed?.blocks)
    expect(blocks).toContain('Fixed, thank you!')
    expect(blocks).toContain('Before')
    expect(blocks).toContain('Crashes when I open a note.')
  })

  it('detects the kind from well-known URLs and never stores or shows the full channel URL', async () => {
    t = await createTestCore()
    const slackUrl = 'https://hooks.slack.com/services/T0001/B0002/abcdefSECRETtoken'
    const slack = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: slackUrl })
    expect(slack.endpoint).toMatchObject({
      kind: 'slack',
      url: 'https://hooks.slack.com/services/…',
      signed: false,
    })
    const discord = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: 'https://discord.com/api/webhooks/123/SECRETdiscord',
    })
    expect(discord.endpoint.kind).toBe('discord')
    const teams = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: 'https://contoso.webhook.office.com/webhookb2/abc@def/IncomingWebhook/SECRETteams',
    })
    expect(teams.endpoint.kind).toBe('teams')
    const standard = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: 'https://hooks.example.com/review-reply',
    })
    expect(standard.endpoint.kind).toBe('standard')
    const rows = JSON.stringify(t.core.db.$client.prepare('select * from webhook_endpoints').all())
    expect(rows).not.toContain('SECRET')
    const reveal = await t.dispatch('webhooks.revealSecret', {
      workspaceId: t.workspaceId,
      endpointId: slack.endpoint.id,
      confirm: true,
      confirmHost: 'hooks.slack.com',
    })
    expect(reveal).toMatchObject({ ok: false, error: { code: 'CONFLICT' } })
  })
})
