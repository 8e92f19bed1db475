import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { createTestCore, type TestCore } from '../../../support/core'
import { Receiver, reviewSource, verifyAt } from './support'

let t: TestCore
let receiver: Receiver
let dispatcher: WebhookDispatcher
afterEach(async () => {
  await dispatcher?.close()
  await receiver?.close()
  t?.core.close()
})

async function setup() {
  t = await createTestCore()
  receiver = await new Receiver(t.clock).start()
  dispatcher = new WebhookDispatcher(t.core, { random: () => 0.5 })
  const created = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: receiver.url })
  if (!created.secret) throw new Error('no secret')
  receiver.secrets = [created.secret]
  return { endpoint: created.endpoint, secret: created.secret }
}

describe('Standard Webhooks signing', () => {
  it('creates a whsec_ secret of 32 random bytes, shown once', async () => {
    const { endpoint, secret } = await setup()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32)
    const listed = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6))
    expect(listed).toEqual([
      expect.objectContaining({ id: endpoint.id, kind: 'standard', signed: true, events: [] }),
    ])
    // The vault holds it encrypted: the raw bytes are nowhere in the database file's rows.
    const rows = t.core.db.$client.prepare('select * from credentials').all()
    expect(JSON.stringify(rows)).not.toContain(secret.slice(6, 30))
  })

  it('delivers the frozen event body with headers every standardwebhooks receiver verifies; a tampered body fails', async () => {
    const { secret } = await setup()
    const reviews = await reviewSource(t)
    const reviewId = reviews.add(2, 'Sync lost my notes')
    reviews.add(5, 'Love it')
    const summary = await dispatcher.dispatchDue()
    expect(summary).toMatchObject({ attempted: 2, succeeded: 2 })

    expect(receiver.deliveries).toHaveLength(2)
    for (const d of receiver.deliveries) {
      expect(d.headers['content-type']).toBe('application/json')
      expect(d.headers['webhook-id']).toMatch(/^evt_/)
      expect(d.headers['webhook-timestamp']).toBe(String(Math.floor(t.clock.now() / 1000)))
      expect(d.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
      expect(d.verifiedBy).toEqual([0])
      const tampered = d.body.replace('"rating":', '"rating":1')
      expect(tampered).not.toBe(d.body)
      expect(verifyAt(secret, tampered, d.headers, t.clock.now())).toBe(false)
      expect(
        verifyAt(secret, d.body, { ...d.headers, 'webhook-id': 'evt_other' }, t.clock.now()),
      ).toBe(false)
    }
    const first = JSON.parse(
      receiver.deliveries.find((d) => d.body.includes(reviewId))?.body ?? '{}',
    )
    expect(first).toMatchObject({
      type: 'review.created',
      timestamp: new Date(t.clock.now()).toISOString(),
      data: {
        review: {
          id: reviewId,
          object: 'review',
          rating: 2,
          body: 'Sync lost my notes',
          store: 'google_play',
          reply: null,
        },
      },
    })
    // The library's own verify() parses and returns the same payload.
    const d0 = receiver.deliveries[0]
    if (!d0) throw new Error('no delivery')
    const wh = new Webhook(secret)
    expect(wh.sign(d0.id, new Date(Number(d0.headers['webhook-timestamp']) * 1000), d0.body)).toBe(
      d0.headers['webhook-signature'],
    )
  })

  it('reveals the secret only to an admin who types the host name again', async () => {
    const { endpoint, secret } = await setup()
    const wrong = await t.dispatch('webhooks.revealSecret', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      confirm: true,
      confirmHost: 'example.com',
    })
    expect(wrong).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'confirmHost' },
    })
    const unconfirmed = await t.dispatch('webhooks.revealSecret', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      confirmHost: '127.0.0.1',
    })
    expect(unconfirmed).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    const editor = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const denied = await t.dispatch(
      'webhooks.revealSecret',
      {
        workspaceId: t.workspaceId,
        endpointId: endpoint.id,
        confirm: true,
        confirmHost: '127.0.0.1',
      },
      { userId: editor.userId },
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    const revealed = await t.run('webhooks.revealSecret', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      confirm: true,
      confirmHost: '127.0.0.1',
    })
    expect(revealed.secret).toBe(secret)
  })

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const { endpoint, secret: oldSecret } = await setup()
    const rotated = await t.run('webhooks.rotateSecret', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
    })
    const newSecret = rotated.secret
    if (!newSecret) throw new Error('no secret')
    expect(newSecret).not.toBe(oldSecret)
    expect(rotated.endpoint.previousSecretExpiresAt).toBe(t.clock.now() + 24 * 3600_000)
    receiver.secrets = [oldSecret, newSecret]

    const reviews = await reviewSource(t)
    reviews.add()
    await dispatcher.dispatchDue()
    const during = receiver.deliveries[0]
    if (!during) throw new Error('no delivery')
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2)
    // A receiver that knows only the old secret, or only the new one, accepts it.
    expect(during.verifiedBy).toEqual([0, 1])

    t.clock.advance(24 * 3600_000 + 1)
    reviews.add()
    await dispatcher.dispatchDue()
    const after = receiver.deliveries[1]
    if (!after) throw new Error('no delivery')
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1)
    expect(after.verifiedBy).toEqual([1])
    // The rotated-out secret was deleted from the vault.
    const [listed] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(listed?.previousSecretExpiresAt).toBeNull()
    const creds = t.core.db.$client
      .prepare("select count(*) as n from credentials where kind = 'webhook_secret' and json_extract(metadata, '$.purpose') = 'signing'")
      .get() as { n: number }
    expect(creds.n).toBe(1)
  })

  it('keeps webhook-id stable across retries while the timestamp and signature follow each attempt', async () => {
    await setup()
    let calls = 0
    receiver.answer = () => (++calls === 1 ? { status: 500, body: 'boom' } : { status: 204 })
    const reviews = await reviewSource(t)
    reviews.add()
    await dispatcher.dispatchDue()
    t.clock.advance(6_000)
    await dispatcher.dispatchDue()
    const [a, b] = receiver.deliveries
    if (!a || !b) throw new Error('expected two attempts')
    expect(a.id).toBe(b.id)
    expect(Number(b.headers['webhook-timestamp']) - Number(a.headers['webhook-timestamp'])).toBe(6)
    expect(a.headers['webhook-signature']).not.toBe(b.headers['webhook-signature'])
    expect(b.verifiedBy).toEqual([0])
  })
})
