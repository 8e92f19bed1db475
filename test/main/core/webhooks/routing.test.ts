import { afterEach, describe, expect, it } from 'vitest'
import { webhookCommandsCli } from '../../../../src/main/cli/commands/webhooks'
import type { CliContext } from '../../../../src/main/cli/types'
import { webhookEndpoints } from '../../../../src/main/core/db/schema'
import { emitEvent } from '../../../../src/main/core/events/outbox'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { createTestCore, type TestCore } from '../../../support/core'
import { Receiver, reviewSource } from './support'

let t: TestCore
let receivers: Receiver[] = []
let dispatcher: WebhookDispatcher
afterEach(async () => {
  await dispatcher?.close()
  for (const r of receivers) await r.close()
  receivers = []
  t?.core.close()
})

async function setup() {
  t = await createTestCore()
  dispatcher = new WebhookDispatcher(t.core, { random: () => 0.5 })
}

async function receiver(): Promise<Receiver> {
  const r = await new Receiver(t.clock).start()
  receivers.push(r)
  return r
}

const types = (r: Receiver) => r.deliveries.map((d) => JSON.parse(d.body).type as string)
const reviewIds = (r: Receiver) =>
  r.deliveries.map(
    (d) => (JSON.parse(d.body) as { data: { review?: { id: string } } }).data.review?.id,
  )

describe('editing an endpoint in place', () => {
  it('changes URL, events and description without a new secret, id or delivery log', async () => {
    await setup()
    const first = await receiver()
    const second = await receiver()
    const reviews = await reviewSource(t)
    const { endpoint, secret } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: first.url,
      events: ['anomaly.detected'],
      description: 'Old label',
    })
    first.secrets = [secret ?? '']
    second.secrets = [secret ?? '']
    await t.run('webhooks.test', { workspaceId: t.workspaceId, endpointId: endpoint.id })
    const signing = (): string | null =>
      t.core.db.select().from(webhookEndpoints).get()?.secretCredentialId ?? null
    const before = signing()

    const edited = await t.run('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      url: `${second.url}?token=abc`,
      events: ['review.created'],
      description: 'Support channel',
    })
    expect(edited).toMatchObject({
      id: endpoint.id,
      url: second.url, // the query (a token) is sealed, never shown
      events: ['review.created'],
      description: 'Support channel',
    })
    expect(signing()).toBe(before)
    const shown = await t.run('webhooks.revealSecret', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      confirm: true,
      confirmHost: '127.0.0.1',
    })
    expect(shown.secret).toBe(secret)

    reviews.add()
    await dispatcher.dispatchDue()
    expect(first.deliveries).toHaveLength(1) // only the earlier test ping
    expect(types(second)).toEqual(['review.created'])
    expect(second.deliveries[0]?.path).toBe('/hook?token=abc')
    // Signed with the same secret the receiver already had.
    expect(second.deliveries[0]?.verifiedBy).toEqual([0])
    const log = await t.run('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
    })
    expect(log.items.map((d) => d.eventType)).toEqual(['review.created', 'test'])
  })

  it('puts an edited URL through the outbound gate and refuses a channel URL of another kind', async () => {
    await setup()
    const r = await receiver()
    const { endpoint } = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: r.url })
    t.core.runtime.loopbackOnly = false
    for (const url of [
      'http://127.0.0.1:9/hook',
      'https://10.0.0.7/hook',
      'https://[::1]/x',
      'http://hooks.example.com/x',
    ]) {
      const res = await t.dispatch('webhooks.update', {
        workspaceId: t.workspaceId,
        endpointId: endpoint.id,
        url,
      })
      expect(res, url).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'url' } })
    }
    const slack = await t.dispatch('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      url: 'https://hooks.slack.com/services/T0/B0/secret',
    })
    expect(slack).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'url' } })
    const [after] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(after?.url).toBe(r.url)
  })

  it('is admin only, and an app of another workspace cannot be a filter', async () => {
    await setup()
    const r = await receiver()
    const { endpoint } = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: r.url })
    const editor = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Ed',
      role: 'editor',
    })
    for (const [name, input] of [
      ['webhooks.update', { endpointId: endpoint.id, filters: { ratings: [1] } }],
      ['webhooks.preview', { kind: 'slack' }],
    ] as const) {
      const res = await t.dispatch(
        name,
        { workspaceId: t.workspaceId, ...input },
        { userId: editor.userId },
      )
      expect(res, name).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    }
    const other = await t.run('workspaces.create', { name: 'Other' })
    const foreignApp = await t.run('apps.add', {
      workspaceId: other.id,
      name: 'Theirs',
      googlePlayPackage: 'com.example.theirs',
    })
    const res = await t.dispatch('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      filters: { appIds: [foreignApp.id] },
    })
    expect(res).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'filters' } })
    const bad = await t.dispatch('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      filters: { ratings: [0], topics: ['weather'] },
    })
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })
})

describe('filters at fan-out', () => {
  it('send only matching reviews (app, store, rating, topic) and leave digests and alerts alone', async () => {
    await setup()
    const lowCrashes = await receiver()
    const everything = await receiver()
    const appStoreOnly = await receiver()
    const notes = await reviewSource(t, 'Notes')
    const photos = await reviewSource(t, 'Photos')
    const filtered = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: lowCrashes.url,
      filters: { appIds: [notes.appId], ratings: [2, 1], topics: ['crash', 'login'] },
    })
    expect(filtered.endpoint.filters).toEqual({
      appIds: [notes.appId],
      stores: [],
      ratings: [1, 2],
      topics: ['crash', 'login'],
    })
    await t.run('webhooks.create', { workspaceId: t.workspaceId, url: everything.url })
    const storeEndpoint = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: appStoreOnly.url,
    })
    await t.run('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: storeEndpoint.endpoint.id,
      filters: { stores: ['app_store'] },
    })

    const match = notes.add(1, 'It crashes every time I open a note.')
    const loginMatch = notes.add(2, 'I cannot log in since the update.')
    notes.add(5, 'It crashes sometimes but I love it.') // rating
    notes.add(1, 'Too many ads.') // topic
    photos.add(1, 'It crashes every time.') // app
    t.core.db.transaction(() => {
      emitEvent(t.core, t.workspaceId, 'digest.weekly', {
        app: { id: notes.appId, name: 'Notes' },
        reviews: 5,
      })
      emitEvent(t.core, t.workspaceId, 'anomaly.detected', {
        app: { id: photos.appId, name: 'Photos' },
        kind: 'review_spike',
      })
    })
    await dispatcher.dispatchDue()

    expect(reviewIds(lowCrashes).filter(Boolean)).toEqual([match, loginMatch])
    expect(types(lowCrashes).filter((x) => x !== 'review.created')).toEqual([
      'digest.weekly',
      'anomaly.detected',
    ])
    expect(types(everything).filter((x) => x === 'review.created')).toHaveLength(5)
    // Every review is from Google Play: only the digest and the alert reach the App Store endpoint.
    expect(types(appStoreOnly)).toEqual(['digest.weekly', 'anomaly.detected'])

    // Clearing the filters sends every review again, from then on.
    await t.run('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: filtered.endpoint.id,
      filters: {},
    })
    notes.add(5, 'Lovely.')
    await dispatcher.dispatchDue()
    expect(lowCrashes.deliveries).toHaveLength(5)
  })

  it('filter draft and published-reply events by their review too', async () => {
    await setup()
    const r = await receiver()
    const reviews = await reviewSource(t)
    await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: r.url,
      events: ['draft.created'],
      filters: { ratings: [5] },
    })
    const low = reviews.add(1, 'Crashes.')
    const high = reviews.add(5, 'Great app, thank you!')
    await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: low })
    await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId: high })
    await dispatcher.dispatchDue()
    expect(types(r)).toEqual(['draft.created'])
    expect(reviewIds(r)).toEqual([high])
  })
})

describe('endpoint health', () => {
  it('a new endpoint says "No deliveries yet" until an event has gone out', async () => {
    await setup()
    const r = await receiver()
    const reviews = await reviewSource(t)
    const { endpoint } = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: r.url })
    expect(endpoint).toMatchObject({ health: 'new', lastDelivery: null })
    expect(endpoint.statusText).toContain('No deliveries yet')
    await t.run('webhooks.test', { workspaceId: t.workspaceId, endpointId: endpoint.id })
    const [pinged] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(pinged?.health).toBe('new')
    // Its last delivery is the ping: the status no longer says "No deliveries yet" beside it.
    expect(pinged?.lastDelivery?.outcome).toBe('succeeded')
    expect(pinged?.statusText).toBe(
      'Only test pings so far. Events that match are sent as they happen.',
    )
    reviews.add()
    await dispatcher.dispatchDue()
    const [after] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(after).toMatchObject({ health: 'healthy', statusText: 'Active.' })
  })

  it('one failed test ping does not mark the endpoint Failing; a failed event does', async () => {
    await setup()
    const r = await receiver()
    r.answer = () => ({ status: 500, body: 'down' })
    const reviews = await reviewSource(t)
    const { endpoint } = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: r.url })
    const ping = await t.run('webhooks.test', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
    })
    expect(ping.ok).toBe(false)
    const [afterPing] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(afterPing).toMatchObject({ health: 'new', failingSince: null })
    expect(afterPing?.lastDelivery?.outcome).toBe('failed')

    reviews.add()
    await dispatcher.dispatchDue()
    const [afterEvent] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(afterEvent).toMatchObject({ health: 'failing', failingSince: t.clock.now() })
  })

  it('CLI: webhook edit changes the label, events and filters and keeps the secret', async () => {
    await setup()
    const r = await receiver()
    const { endpoint, secret } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: r.url,
    })
    const lines: string[] = []
    const ctx = (positionals: string[], options: Record<string, string | true>): CliContext => ({
      core: t.core,
      principal: t.owner,
      args: { positionals, options },
      dataDir: '',
      dataDirChosen: false,
      json: false,
      print: (line) => lines.push(line),
      result: () => {},
      workspaceId: async () => t.workspaceId,
    })
    const edit = webhookCommandsCli.find((c) => c.path.join(' ') === 'webhooks edit')
    if (!edit) throw new Error('no webhook edit command')
    await edit.run(
      ctx([endpoint.id], {
        description: 'Low ratings',
        events: 'review.created',
        ratings: '1,2',
        topics: 'crash',
        stores: 'google_play',
      }),
    )
    const [after] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(after).toMatchObject({
      description: 'Low ratings',
      events: ['review.created'],
      filters: { ratings: [1, 2], topics: ['crash'], stores: ['google_play'], appIds: [] },
    })
    expect(lines.join('\n')).toContain('Only reviews: 1–2★, Google Play, topic crash')
    const shown = await t.run('webhooks.revealSecret', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      confirm: true,
      confirmHost: '127.0.0.1',
    })
    expect(shown.secret).toBe(secret)
    await expect(edit.run(ctx([endpoint.id], { ratings: '6' }))).rejects.toThrow('1 to 5')
    await edit.run(ctx([endpoint.id], { 'clear-filters': true }))
    const [cleared] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(cleared?.filters).toEqual({ appIds: [], stores: [], ratings: [], topics: [] })
  })
})
