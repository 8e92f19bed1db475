import { readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type BridgeServer } from '../../../src/main/serve/bridge'
import type { NetworkOptions } from '../../../src/main/serve/network'
import { createTestCore, type TestCore } from '../../support/core'
import { makeTestCa, type TestCa } from '../../support/test-ca'

let ca: TestCa
beforeAll(() => {
  ca = makeTestCa(['127.0.0.1'])
})
afterAll(() => rmSync(ca.dir, { recursive: true, force: true }))

let t: TestCore | undefined
let bridge: BridgeServer | undefined
let service: Server | undefined
afterEach(async () => {
  await bridge?.close()
  t?.core.close()
  await new Promise<void>((r) => (service ? service.close(() => r()) : r()))
  bridge = undefined
  t = undefined
  service = undefined
})

/** An internal service on this machine (say an admin console); counts what reaches it. */
async function internalService(): Promise<{ url: string; hits: () => number }> {
  let hits = 0
  service = createServer((_req, res) => {
    hits++
    res.end('internal-service-body')
  })
  await new Promise<void>((r) => service!.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(service.address() as AddressInfo).port}/hook`,
    hits: () => hits,
  }
}

/** A webhook to the internal service saved while the instance was one person's, then tested. */
async function pingAfter(setup: (t: TestCore) => Promise<void>) {
  t = await createTestCore()
  const target = await internalService()
  const { endpoint } = await t.run('webhooks.create', {
    workspaceId: t.workspaceId,
    url: target.url,
  })
  await setup(t)
  const ping = await t.run('webhooks.test', { workspaceId: t.workspaceId, endpointId: endpoint.id })
  return { ping, hits: target.hits() }
}

const tls = () => ({ cert: readFileSync(ca.certFile), key: readFileSync(ca.keyFile) })

describe('the outbound guard is on wherever anyone else can reach the server', () => {
  const exposed: [string, () => NetworkOptions][] = [
    [
      'behind --public-url and --trust-proxy',
      () => ({ publicUrl: 'https://reviews.example.com', trustedProxies: ['127.0.0.1'] }),
    ],
    ['with --public-url alone', () => ({ publicUrl: 'http://reviews.lan:8080' })],
    ['with --trust-proxy alone', () => ({ trustedProxies: ['127.0.0.1'] })],
    ['over TLS on loopback', () => ({ tls: tls() })],
    ['bound to another 127.x address', () => ({ host: '127.0.0.2' })],
  ]

  it.each(exposed)('refuses a webhook test to 127.0.0.1 %s', async (_name, network) => {
    const { ping, hits } = await pingAfter(async (t) => {
      bridge = await startBridge(t.core, { port: 0, ...network() })
    })
    expect(ping.ok).toBe(false)
    expect(ping.error).toContain('Refused: the address is a loopback address')
    expect(ping.responseSnippet).toBeNull()
    expect(hits).toBe(0)
  })

  it('refuses a webhook test to 127.0.0.1 once a second person is a member, and allows it again when they leave', async () => {
    let memberId = ''
    const { ping, hits } = await pingAfter(async (t) => {
      bridge = await startBridge(t.core, { port: 0 })
      memberId = (
        await t.run('members.add', { workspaceId: t.workspaceId, name: 'Ada', role: 'admin' })
      ).id
    })
    expect(ping.error).toContain('Refused: the address is a loopback address')
    expect(hits).toBe(0)

    await t!.run('members.remove', { workspaceId: t!.workspaceId, memberId })
    const [endpoint] = await t!.run('webhooks.list', { workspaceId: t!.workspaceId })
    const again = await t!.run('webhooks.test', {
      workspaceId: t!.workspaceId,
      endpointId: endpoint!.id,
    })
    expect(again.ok).toBe(true)
  })

  it('lets the owner’s own loopback server reach local targets (the default bind, one member)', async () => {
    const { ping, hits } = await pingAfter(async (t) => {
      bridge = await startBridge(t.core, { port: 0 })
    })
    expect(ping.ok).toBe(true)
    expect(hits).toBe(1)
  })

  it('lets a named exception through (serve --allow-outbound 127.0.0.1)', async () => {
    const { ping, hits } = await pingAfter(async (t) => {
      t.core.runtime.allowOutbound = ['127.0.0.1']
      bridge = await startBridge(t.core, {
        port: 0,
        publicUrl: 'https://reviews.example.com',
        trustedProxies: ['127.0.0.1'],
      })
    })
    expect(ping.ok).toBe(true)
    expect(hits).toBe(1)
  })

  it('refuses the metadata address as a model base URL when saving, and a name that resolves inside', async () => {
    t = await createTestCore()
    bridge = await startBridge(t.core, {
      port: 0,
      publicUrl: 'https://reviews.example.com',
      trustedProxies: ['127.0.0.1'],
    })
    const metadata = await t.dispatch('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: 'http://169.254.169.254/v1',
      model: 'm',
    })
    expect(metadata).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        field: 'baseUrl',
        message: expect.stringContaining('link-local'),
      },
    })

    t.core.state.outbound.resolve = async () => [{ address: '127.0.0.1', family: 4 }]
    const named = await t.dispatch('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: 'http://models.example/v1',
      model: 'm',
    })
    expect(named).toMatchObject({
      ok: false,
      error: {
        field: 'baseUrl',
        message: expect.stringContaining('models.example resolves to 127.0.0.1'),
      },
    })
    expect(await t.run('model.get', { workspaceId: t.workspaceId })).toMatchObject({
      configured: false,
    })
  })

  it('checks the model on every call too: a base URL saved while local is refused once the server is shared', async () => {
    t = await createTestCore()
    const target = await internalService()
    await t.run('model.set', {
      workspaceId: t.workspaceId,
      baseUrl: target.url.replace('/hook', '/v1'),
      model: 'm',
    })
    bridge = await startBridge(t.core, { port: 0, tls: tls() })
    const tested = await t.run('model.test', { workspaceId: t.workspaceId })
    expect(tested).toMatchObject({ ok: false })
    expect(JSON.stringify(tested)).toContain('loopback address')
    expect(target.hits()).toBe(0)
  })

  it('says why the guard is on, and shows the exceptions to admins only', async () => {
    t = await createTestCore({ runtime: { allowOutbound: ['10.0.0.5', 'mail.lan'] } })
    expect(await t.run('outbound.status', {})).toEqual({
      guarded: false,
      reasons: [],
      allowOutbound: ['10.0.0.5', 'mail.lan'],
    })
    bridge = await startBridge(t.core, {
      port: 0,
      publicUrl: 'https://reviews.example.com',
      trustedProxies: ['127.0.0.1'],
    })
    const viewer = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Vi',
      role: 'viewer',
    })
    const status = await t.run('outbound.status', {})
    expect(status.guarded).toBe(true)
    expect(status.reasons).toEqual([
      'Others can reach this server: it is published at https://reviews.example.com, it sits behind a reverse proxy (--trust-proxy).',
      'Others are members of a workspace here.',
    ])
    expect(status.allowOutbound).toEqual(['10.0.0.5', 'mail.lan'])
    const asViewer = await t.run('outbound.status', {}, { userId: viewer.userId })
    expect(asViewer).toMatchObject({ guarded: true, allowOutbound: null })
  })
})
