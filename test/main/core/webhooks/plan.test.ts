import { afterEach, describe, expect, it } from 'vitest'
import { licences } from '../../../../src/main/core/db/schema'
import { TRIAL_MS } from '../../../../src/main/core/plans/constants'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { releaseHeldDeliveries } from '../../../../src/main/core/webhooks/fanout'
import { mintTestLicence, trustTestLicences } from '../../../fixtures/licence/mint'
import { createTestCore, type TestCore } from '../../../support/core'
import { outboxIds, Receiver, reviewSource } from './support'

let t: TestCore
let receiver: Receiver
let dispatcher: WebhookDispatcher
afterEach(async () => {
  await dispatcher?.close()
  await receiver?.close()
  t?.core.close()
})

const statuses = () =>
  (
    t.core.db.$client
      .prepare('select status from webhook_deliveries order by created_at, id')
      .all() as { status: string }[]
  ).map((r) => r.status)

describe('plan gate', () => {
  it('holds deliveries while the plan has no webhooks and releases every one when Pro starts', async () => {
    t = await createTestCore()
    trustTestLicences(t.core)
    receiver = await new Receiver(t.clock).start()
    dispatcher = new WebhookDispatcher(t.core, { random: () => 0.5 })
    const created = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
    })
    receiver.secrets = [created.secret ?? '']
    const reviews = await reviewSource(t)

    // A retry is pending when the trial ends: it is held at its next pass, not dropped.
    receiver.answer = () => ({ status: 500 })
    reviews.add()
    await dispatcher.dispatchDue()
    expect(statuses()).toEqual(['pending'])
    t.clock.advance(TRIAL_MS)
    reviews.add()
    reviews.add()
    await dispatcher.dispatchDue()
    expect(statuses()).toEqual(['held', 'held', 'held'])
    expect(receiver.deliveries).toHaveLength(1)
    const [listed] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(listed?.statusText).toContain('Pro plan')
    expect(listed?.counts).toEqual({ pending: 0, held: 3, failed: 0 })
    const test = await t.dispatch('webhooks.test', {
      workspaceId: t.workspaceId,
      endpointId: created.endpoint.id,
    })
    expect(test).toMatchObject({ ok: false, error: { code: 'PLAN_REQUIRED' } })
    expect(releaseHeldDeliveries(t.core, t.workspaceId)).toBe(0)

    // Days pass on Free: still kept.
    t.clock.advance(3 * 24 * 3600_000)
    await dispatcher.dispatchDue()
    expect(statuses()).toEqual(['held', 'held', 'held'])

    // The licence arrives: the plans feature releases them, the next pass sends them all.
    receiver.answer = () => ({ status: 200 })
    await t.run('licence.activate', {
      workspaceId: t.workspaceId,
      token: await mintTestLicence(t.clock.now()),
    })
    expect(statuses()).toEqual(['pending', 'pending', 'pending'])
    // The failure before the hold plus ten days on hold do not add up to "5 days failing".
    expect((await t.run('webhooks.list', { workspaceId: t.workspaceId }))[0]).toMatchObject({
      enabled: true,
      failingSince: null,
    })
    await dispatcher.dispatchDue()
    expect(statuses()).toEqual(['succeeded', 'succeeded', 'succeeded'])
    expect([...receiver.acknowledged()].sort()).toEqual(outboxIds(t.core).sort())
  })

  it('a dispatch pass releases held deliveries by itself once the plan allows', async () => {
    t = await createTestCore()
    receiver = await new Receiver(t.clock).start()
    dispatcher = new WebhookDispatcher(t.core, { random: () => 0.5 })
    const created = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
    })
    receiver.secrets = [created.secret ?? '']
    const reviews = await reviewSource(t)
    t.clock.advance(TRIAL_MS)
    reviews.add()
    await dispatcher.dispatchDue()
    expect(statuses()).toEqual(['held'])
    // However the plan comes back (here a licence row written by another process), the pass notices.
    trustTestLicences(t.core)
    const token = await mintTestLicence(t.clock.now())
    t.core.db
      .insert(licences)
      .values({ id: 'lic_direct', workspaceId: t.workspaceId, tokenCiphertext: t.core.vault.seal(token, 'lic_direct'), activatedByUserId: t.core.ownerUserId, activatedAt: t.clock.now() })
      .run()
    await dispatcher.dispatchDue()
    expect(statuses()).toEqual(['succeeded'])
    expect(receiver.deliveries[0]?.verifiedBy).toEqual([0])
  })
})
