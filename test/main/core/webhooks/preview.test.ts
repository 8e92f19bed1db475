import { afterEach, describe, expect, it } from 'vitest'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { createTestCore, type TestCore } from '../../../support/core'
import { Receiver, reviewSource } from './support'

/** A review written to abuse the team's channel and the page showing the preview. */
const HOSTILE =
  '<script>alert(1)</script> <img src=x onerror=alert(2)> <!channel> @everyone ' +
  '[Reset your password](https://evil.example/login) <https://evil.example|click> **URGENT**'
const AUTHOR = '<b>Admin</b> @here'

let t: TestCore
let receiver: Receiver
let dispatcher: WebhookDispatcher
afterEach(async () => {
  await dispatcher?.close()
  await receiver?.close()
  t?.core.close()
})

async function setup() {
  t = await createTestCore({ runtime: { uiBaseUrl: 'http://127.0.0.1:4700' } })
  receiver = await new Receiver(t.clock).start()
  dispatcher = new WebhookDispatcher(t.core, {
    random: () => 0.5,
    uiBaseUrl: () => 'http://127.0.0.1:4700',
  })
}

describe('message preview', () => {
  for (const kind of ['slack', 'discord', 'teams'] as const) {
    it(`${kind}: is exactly what the sender sends for the same review, with a hostile review`, async () => {
      await setup()
      const reviews = await reviewSource(t, 'Notes')
      await t.run('webhooks.create', { workspaceId: t.workspaceId, url: receiver.url, kind })
      const reviewId = reviews.add(1, HOSTILE, AUTHOR)
      await dispatcher.dispatchDue()
      const sent = receiver.deliveries[0]
      if (!sent) throw new Error('nothing delivered')

      const preview = await t.run('webhooks.preview', { workspaceId: t.workspaceId, kind })
      expect(preview.sample).toEqual({ source: 'review', reviewId })
      // Same formatter, same review, same clock: the same body, byte for byte once parsed.
      expect(JSON.parse(preview.body)).toEqual(JSON.parse(sent.body))

      // The readable text shows what the reviewer wrote as characters (the page prints it as
      // text): no entity or markdown escape leaks into it, and nothing was turned into markup.
      expect(preview.text).toContain('<script>alert(1)</script>')
      expect(preview.text).toContain('[Reset your password](https://evil.example/login)')
      expect(preview.text).toContain('New ★☆☆☆☆ review of Notes')
      expect(preview.text).not.toContain('&lt;')
      expect(preview.text).not.toContain('\\[')
      // The review's own links never become buttons: the only link is the app's.
      const links = [...preview.text.matchAll(/\] (\S+)/g)].map((m) => m[1])
      expect(links).toEqual([`http://127.0.0.1:4700/#/inbox/${reviewId}`])
      if (kind === 'slack') {
        expect(preview.body).toContain('&lt;!channel&gt;')
        expect(preview.body).not.toMatch(/<(?:!channel|script|img)/)
      }
      if (kind === 'discord') {
        expect(JSON.parse(preview.body)).toMatchObject({ allowed_mentions: { parse: [] } })
        expect(preview.body).toContain('\\\\[Reset your password\\\\]')
      }
    })
  }

  it('picks the newest review matching the filters, else a made-up sample; foreign reviews are not found', async () => {
    await setup()
    const reviews = await reviewSource(t, 'Notes')
    const crash = reviews.add(1, 'It crashes on start.')
    t.clock.advance(1000)
    reviews.add(5, 'Lovely app.')
    t.clock.advance(1000)
    reviews.add(2, 'Too many ads.')
    const lowCrash = await t.run('webhooks.preview', {
      workspaceId: t.workspaceId,
      kind: 'slack',
      filters: { ratings: [1, 2], topics: ['crash'] },
    })
    expect(lowCrash.sample).toEqual({ source: 'review', reviewId: crash })
    expect(lowCrash.text).toContain('It crashes on start.')

    const none = await t.run('webhooks.preview', {
      workspaceId: t.workspaceId,
      kind: 'teams',
      eventType: 'draft.created',
      filters: { stores: ['app_store'], ratings: [3] },
    })
    expect(none.sample).toEqual({ source: 'sample', reviewId: null })
    expect(none.text).toContain('Reply drafted for a ★★★☆☆ review')

    const other = await t.run('workspaces.create', { name: 'Other' })
    const foreign = await t.dispatch('webhooks.preview', {
      workspaceId: other.id,
      kind: 'slack',
      reviewId: crash,
    })
    expect(foreign).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })
})
