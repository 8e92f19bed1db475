import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { webhookCommandsCli } from '../../../../src/main/cli/commands/webhooks'
import type { CliContext } from '../../../../src/main/cli/types'
import { emitEvent } from '../../../../src/main/core/events/outbox'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { createTestCore, type TestCore } from '../../../support/core'
import { Receiver, reviewSource } from './support'
import { canonicalWords } from '../../../../src/main/cli/registry'

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
}

/** A loopback port with nothing listening. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((r) => server.close(() => r()))
  return port
}

describe('webhook endpoints', () => {
  it('are admin only, for every command', async () => {
    await setup()
    const { endpoint } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
    })
    for (const role of ['editor', 'viewer'] as const) {
      const m = await t.run('members.add', { workspaceId: t.workspaceId, name: role, role })
      const as = { userId: m.userId }
      for (const [name, input] of [
        ['webhooks.list', {}],
        ['webhooks.create', { url: receiver.url }],
        ['webhooks.update', { endpointId: endpoint.id, enabled: false }],
        ['webhooks.delete', { endpointId: endpoint.id }],
        ['webhooks.rotateSecret', { endpointId: endpoint.id }],
        ['webhooks.test', { endpointId: endpoint.id }],
        ['webhooks.deliveries', { endpointId: endpoint.id }],
      ] as const) {
        const res = await t.dispatch(name, { workspaceId: t.workspaceId, ...input }, as)
        expect(res, `${role} ${name}`).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
      }
    }
    expect(receiver.deliveries).toHaveLength(0)
    // Another workspace's admin cannot see it either.
    const other = await t.run('workspaces.create', { name: 'Other' })
    const res = await t.dispatch('webhooks.deliveries', {
      workspaceId: other.id,
      endpointId: endpoint.id,
    })
    expect(res).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
  })

  it('accept https anywhere and http only on loopback, with plain-words errors', async () => {
    await setup()
    const bad = [
      ['http://hooks.example.com/x', 'https://'],
      ['ftp://example.com/x', 'https://'],
      ['not a url', 'not a URL'],
      ['https://user:pw@example.com/x', 'user name and password'],
    ] as const
    for (const [url, words] of bad) {
      const res = await t.dispatch('webhooks.create', { workspaceId: t.workspaceId, url })
      expect(res).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'url' } })
      if (!res.ok) expect(res.error.message).toContain(words)
    }
    for (const url of [
      'https://hooks.example.com/x',
      'http://localhost:9000/x',
      'http://[::1]:9000/x',
      'http://127.0.0.1:1/x',
    ]) {
      expect(
        (await t.dispatch('webhooks.create', { workspaceId: t.workspaceId, url })).ok,
        url,
      ).toBe(true)
    }
    const unknownEvent = await t.dispatch('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
      events: ['review.deleted'],
    })
    expect(unknownEvent).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })

  it('deliver only subscribed event types, only events after the endpoint was added, and not while off', async () => {
    await setup()
    const reviews = await reviewSource(t)
    reviews.add() // before any endpoint: never delivered
    const { endpoint, secret } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
      events: ['anomaly.detected'],
    })
    receiver.secrets = [secret ?? '']
    reviews.add()
    t.core.db.transaction(() => {
      emitEvent(t.core, t.workspaceId, 'anomaly.detected', {
        app: { id: reviews.appId, name: 'Notes' },
        kind: 'review_spike',
        window: '1h',
        baseline: 2,
        observed: 30,
      })
    })
    await dispatcher.dispatchDue()
    expect(receiver.deliveries.map((d) => JSON.parse(d.body).type)).toEqual(['anomaly.detected'])

    await t.run('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      events: [],
    })
    await t.run('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      enabled: false,
    })
    reviews.add()
    await dispatcher.dispatchDue()
    expect(receiver.deliveries).toHaveLength(1)
    const off = await t.run('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      enabled: true,
    })
    expect(off).toMatchObject({ enabled: true, health: 'healthy', events: [] })
    reviews.add()
    await dispatcher.dispatchDue()
    expect(receiver.deliveries.map((d) => JSON.parse(d.body).type)).toEqual([
      'anomaly.detected',
      'review.created',
    ])
    expect(receiver.deliveries.every((d) => d.verifiedBy.length === 1)).toBe(true)
  })

  it('test ping: signed, inline result in plain words, logged, not retried', async () => {
    await setup()
    const { endpoint, secret } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
    })
    receiver.secrets = [secret ?? '']
    receiver.answer = () => ({ status: 200, body: '{"received":true}' })
    const ok = await t.run('webhooks.test', { workspaceId: t.workspaceId, endpointId: endpoint.id })
    expect(ok).toMatchObject({
      ok: true,
      statusCode: 200,
      responseSnippet: '{"received":true}',
      error: null,
    })
    expect(ok.summary).toMatch(/^Delivered: the endpoint answered 200 OK in \d+ ms\.$/)
    expect(receiver.deliveries[0]?.verifiedBy).toEqual([0])
    expect(JSON.parse(receiver.deliveries[0]?.body ?? '{}')).toMatchObject({
      type: 'test',
      data: { endpoint_id: endpoint.id },
    })

    receiver.answer = () => ({ status: 500, body: 'x'.repeat(10_000) })
    const failed = await t.run('webhooks.test', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
    })
    expect(failed).toMatchObject({ ok: false, statusCode: 500 })
    expect(failed.summary).toBe('Not delivered: The receiver answered 500 Internal Server Error.')
    // The ping shows a short excerpt, never kilobytes of whatever answered.
    expect(failed.responseSnippet?.length).toBeLessThanOrEqual(201)

    const down = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: `http://127.0.0.1:${await closedPort()}/hook`,
    })
    const refused = await t.run('webhooks.test', {
      workspaceId: t.workspaceId,
      endpointId: down.endpoint.id,
    })
    expect(refused).toMatchObject({ ok: false, statusCode: null })
    expect(refused.error).toBe('Connection refused: nothing is listening at that address.')

    // Logged, and the failed ping is not retried automatically.
    const log = await t.run('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
    })
    expect(log.items.map((d) => d.status)).toEqual(['failed', 'succeeded'])
    expect(log.items[0]).toMatchObject({ eventType: 'test', canRetry: true, nextAttemptAt: null })
    t.clock.advance(3600_000)
    await dispatcher.dispatchDue()
    expect(receiver.deliveries).toHaveLength(2)
    // Test events never fan out to other endpoints.
    expect(t.core.db.$client.prepare('select count(*) as n from webhook_deliveries').get()).toEqual(
      { n: 3 },
    )
  })

  it('delivery log pages newest first and filters by event type and outcome', async () => {
    await setup()
    const { endpoint } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
    })
    const reviews = await reviewSource(t)
    let n = 0
    receiver.answer = () => (++n % 2 === 0 ? { status: 502 } : { status: 200 })
    for (let i = 0; i < 7; i++) {
      reviews.add()
      t.clock.advance(1000)
    }
    await dispatcher.dispatchDue()
    const all: string[] = []
    let cursor: string | undefined
    do {
      const page = await t.run('webhooks.deliveries', {
        workspaceId: t.workspaceId,
        endpointId: endpoint.id,
        limit: 3,
        cursor,
      })
      all.push(...page.items.map((d) => d.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    expect(all).toHaveLength(7)
    expect(new Set(all).size).toBe(7)
    const created = t.core.db.$client
      .prepare('select id from webhook_deliveries order by created_at desc, id desc')
      .all() as { id: string }[]
    expect(all).toEqual(created.map((r) => r.id))

    // The cursor's format is `[created_at, id]` as JSON in base64url: log links handed out
    // earlier must keep working, so it is pinned here.
    const third = t.core.db.$client
      .prepare(
        'select id, created_at from webhook_deliveries order by created_at desc, id desc limit 1 offset 2',
      )
      .get() as { id: string; created_at: number }
    const pinned = Buffer.from(JSON.stringify([third.created_at, third.id])).toString('base64url')
    const first = await t.run('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      limit: 3,
    })
    expect(first.nextCursor).toBe(pinned)
    const next = await t.run('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      limit: 3,
      cursor: pinned,
    })
    expect(next.items.map((d) => d.id)).toEqual(all.slice(3, 6))

    const ok = await t.run('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      outcome: 'succeeded',
    })
    const pending = await t.run('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      outcome: 'pending',
    })
    expect(ok.items.length + pending.items.length).toBe(7)
    expect(pending.items.length).toBeGreaterThan(0)
    expect(pending.items[0]?.statusText).toMatch(/^1 attempt failed so far; next try at .* UTC\.$/)
    expect(pending.items[0]?.attempts[0]).toMatchObject({ statusCode: 502, outcome: 'failed' })
    const byType = await t.run('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      eventType: 'digest.weekly',
    })
    expect(byType.items).toEqual([])
    const badCursor = await t.dispatch('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      cursor: 'nope',
    })
    expect(badCursor).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'cursor' },
    })
  })

  it('delete removes the endpoint, its log and its secrets', async () => {
    await setup()
    const { endpoint } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
    })
    await t.run('webhooks.rotateSecret', { workspaceId: t.workspaceId, endpointId: endpoint.id })
    const reviews = await reviewSource(t)
    reviews.add()
    await dispatcher.dispatchDue()
    await t.run('webhooks.delete', { workspaceId: t.workspaceId, endpointId: endpoint.id })
    expect(await t.run('webhooks.list', { workspaceId: t.workspaceId })).toEqual([])
    const count = (table: string) =>
      (t.core.db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
    expect(count('webhook_deliveries')).toBe(0)
    expect(count('webhook_attempts')).toBe(0)
    expect(count("credentials where kind = 'webhook_secret'")).toBe(0)
  })

  it('CLI: webhook add prints the secret once, list and test work', async () => {
    await setup()
    const lines: string[] = []
    const results: unknown[] = []
    const ctx = (positionals: string[], options: Record<string, string | true>): CliContext => ({
      core: t.core,
      principal: t.owner,
      args: { positionals, options },
      dataDir: '',
      dataDirChosen: false,
      json: false,
      print: (line) => lines.push(line),
      result: (v) => results.push(v),
      workspaceId: async () => t.workspaceId,
    })
    const cmd = (words: string) => {
      const c = webhookCommandsCli.find((x) => x.path.join(' ') === canonicalWords(words.split(' ')).join(' '))
      if (!c) throw new Error(words)
      return c
    }
    await cmd('webhook add').run(
      ctx([], { workspace: t.workspaceId, url: receiver.url, events: 'review.created,test' }),
    )
    const secretLine = lines.find((l) => l.trim().startsWith('whsec_'))
    expect(secretLine).toBeDefined()
    receiver.secrets = [secretLine?.trim() ?? '']
    const endpointId = (results[0] as { endpoint: { id: string } }).endpoint.id
    lines.length = 0
    await cmd('webhook list').run(ctx([], {}))
    expect(lines.join('\n')).toContain(
      `${endpointId}  standard  ${receiver.url}  events: review.created,test  new`,
    )
    expect(lines.join('\n')).toContain('No deliveries yet.')
    expect(lines.join('\n')).not.toContain('whsec_')
    lines.length = 0
    await cmd('webhook test').run(ctx([endpointId], {}))
    expect(lines.join('\n')).toContain('Delivered: the endpoint answered 200 OK')
    expect(receiver.deliveries[0]?.verifiedBy).toEqual([0])
    await expect(
      cmd('webhook add').run(ctx([], { url: receiver.url, events: 'review.deleted' })),
    ).rejects.toThrow('Unknown event type review.deleted')
    receiver.answer = () => ({ status: 404, body: 'no such hook' })
    await expect(cmd('webhook test').run(ctx([endpointId], {}))).rejects.toThrow('404 Not Found')
  })
})
