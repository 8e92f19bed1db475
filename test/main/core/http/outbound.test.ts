import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { request } from 'undici'
import { afterEach, describe, expect, it } from 'vitest'
import { parseAllowEntry } from '../../../../src/main/core/http/allowlist'
import {
  pinAddresses,
  systemResolver,
  type OutboundPolicy,
  type Resolver,
} from '../../../../src/main/core/http/gate'
import { guardedAgent } from '../../../../src/main/core/http/outbound'
import { refusal } from '../../../../src/main/core/http/gate'
import { specialPurpose } from '../../../../src/main/core/http/special-addresses'
import { googlePlayRuntime } from '../../../../src/main/core/stores/google-play/runtime'
import { generateServiceAccount } from '../../../../src/main/simulators/google-play/service-account'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore | undefined
const listeners: Server[] = []
afterEach(async () => {
  t?.core.close()
  t = undefined
  await Promise.all(listeners.splice(0).map((l) => new Promise<void>((r) => l.close(() => r()))))
})

/** A loopback service that must never be reached from a shared server; counts what reaches it. */
async function internalService(
  host = '127.0.0.1',
  port = 0,
): Promise<{ port: number; hits: () => number }> {
  let hits = 0
  const listener = createServer((_req, res) => {
    hits++
    res.end('x'.repeat(8192))
  })
  listeners.push(listener)
  await new Promise<void>((r) => listener.listen(port, host, r))
  return { port: (listener.address() as AddressInfo).port, hits: () => hits }
}

const shared: OutboundPolicy = { allowPrivate: false, allowlist: [] }
const gateOf =
  (policy: OutboundPolicy, resolve: Resolver = systemResolver) =>
  (host: string) =>
    pinAddresses(host, policy, resolve)

describe('special-purpose addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['fd00::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::a9fe:a9fe', 'NAT64'],
    ['64:ff9b:1::7f00:1', 'NAT64'],
    ['0.1.2.3', 'unspecified'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['169.254.0.1', 'link-local'],
    ['::ffff:169.254.169.254', 'IPv4-mapped'],
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['2002:7f00:1::', '6to4'],
    ['fc00::1', 'unique local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'site-local'],
    ['239.255.255.250', 'multicast'],
  ])('%s is %s', (address, words) => {
    expect(specialPurpose(address)).toContain(words)
  })

  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(specialPurpose(address)).toBeNull()
    },
  )

  it('lets the owner allowlist a host name, an address or a range', () => {
    expect(
      refusal('hooks.internal', '10.0.0.5', { allowPrivate: false, allowlist: ['hooks.internal'] }),
    ).toBeNull()
    expect(refusal('x', '10.0.0.5', { allowPrivate: false, allowlist: ['10.0.0.0/24'] })).toBeNull()
    expect(refusal('x', '10.0.1.5', { allowPrivate: false, allowlist: ['10.0.0.0/24'] })).toContain(
      'private',
    )
    expect(refusal('x', '10.0.1.5', { allowPrivate: true, allowlist: [] })).toBeNull()
  })
})

describe('exceptions to the guard (serve --allow-outbound)', () => {
  it('reads host names, addresses and ranges in their canonical form, and refuses anything else by name', () => {
    expect(
      ['Mail.LAN.', '10.0.0.5', '[fd00::1]', '10.0.0.0/24', 'bücher.lan'].map((e) =>
        parseAllowEntry(e, 'allow-outbound'),
      ),
    ).toEqual(['mail.lan', '10.0.0.5', 'fd00::1', '10.0.0.0/24', 'xn--bcher-kva.lan'])
    for (const bad of ['not a host', '10.0.0.0/40', 'http://mail.lan', 'mail.lan/24', '-x.lan']) {
      expect(() => parseAllowEntry(bad, 'allow-outbound'), bad).toThrow(
        `"${bad}" is not a host name`,
      )
    }
  })
})

describe('the resolved-address gate', () => {
  const answers =
    (...addresses: string[]): Resolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

  it('refuses a DNS name that resolves to loopback, and a name with one private answer among public ones', async () => {
    await expect(
      pinAddresses('internal.example', shared, answers('127.0.0.1')),
    ).rejects.toMatchObject({
      code: 'ERR_OUTBOUND_REFUSED',
      message: expect.stringContaining('internal.example resolves to 127.0.0.1'),
    })
    await expect(
      pinAddresses('mixed.example', shared, answers('93.184.216.34', '::ffff:127.0.0.1')),
    ).rejects.toMatchObject({
      code: 'ERR_OUTBOUND_REFUSED',
    })
    await expect(
      pinAddresses('metadata.example', shared, answers('169.254.169.254')),
    ).rejects.toMatchObject({
      message: expect.stringContaining('link-local'),
    })
  })

  it('checks an address literal without asking DNS, in every spelling', async () => {
    const never: Resolver = async () => {
      throw new Error('an address literal was looked up')
    }
    for (const literal of [
      '127.0.0.1',
      '[::1]',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '[fe80::1]',
      '100.64.0.1',
    ]) {
      await expect(pinAddresses(literal, shared, never), literal).rejects.toMatchObject({
        code: 'ERR_OUTBOUND_REFUSED',
      })
    }
    expect(await pinAddresses('93.184.216.34', shared, never)).toEqual([
      { address: '93.184.216.34', family: 4 },
    ])
  })

  it('lets through a named exception: a host name (any case, trailing dot) or an address range', async () => {
    const lan = { allowPrivate: false, allowlist: ['mail.lan', '10.0.0.0/24'] }
    expect(await pinAddresses('MAIL.LAN.', lan, answers('192.168.1.5'))).toEqual([
      { address: '192.168.1.5', family: 4 },
    ])
    expect(await pinAddresses('hooks.internal', lan, answers('10.0.0.7'))).toEqual([
      { address: '10.0.0.7', family: 4 },
    ])
    await expect(pinAddresses('hooks.internal', lan, answers('10.0.1.7'))).rejects.toMatchObject({
      code: 'ERR_OUTBOUND_REFUSED',
    })
  })
})

describe('the guarded connection', () => {
  it('refuses a name that resolves to loopback at connect time, so nothing reaches the listener', async () => {
    const service = await internalService()
    const agent = guardedAgent(gateOf(shared))
    await expect(
      request(`http://localhost:${service.port}/`, { dispatcher: agent }),
    ).rejects.toMatchObject({
      code: 'ERR_OUTBOUND_REFUSED',
    })
    await expect(
      request(`http://127.0.0.1:${service.port}/`, { dispatcher: agent }),
    ).rejects.toMatchObject({
      code: 'ERR_OUTBOUND_REFUSED',
    })
    expect(service.hits()).toBe(0)
    await agent.close()

    const allowed = guardedAgent(gateOf({ allowPrivate: false, allowlist: ['127.0.0.1'] }))
    const res = await request(`http://localhost:${service.port}/`, { dispatcher: allowed })
    await res.body.dump()
    expect(res.statusCode).toBe(200)
    await allowed.close()
  })

  it('connects to the address it checked: a resolver that answers differently the second time does not win', async () => {
    const checked = await internalService('127.0.0.1')
    const elsewhere = await internalService('127.0.0.2', checked.port)
    let lookups = 0
    const rebinding: Resolver = async () => [
      { address: lookups++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 },
    ]
    const agent = guardedAgent(gateOf({ allowPrivate: false, allowlist: ['127.0.0.1'] }, rebinding))
    const res = await request(`http://hooks.lan:${checked.port}/`, { dispatcher: agent })
    await res.body.dump()
    await agent.close()
    expect(res.statusCode).toBe(200)
    expect(checked.hits()).toBe(1)
    expect(elsewhere.hits()).toBe(0)
    expect(lookups).toBe(1)
  })
})

describe('on a shared (non-loopback) server', () => {
  it('refuses a webhook to a loopback listener and a model at the metadata address, from a non-owner admin', async () => {
    t = await createTestCore({ runtime: { loopbackOnly: false } })
    const service = await internalService()
    const m = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Ada', role: 'admin' })
    const as = { userId: m.userId, scope: [t.workspaceId] }
    for (const url of [
      `http://127.0.0.1:${service.port}/hook`,
      `http://localhost:${service.port}/hook`,
      'https://10.0.0.7/hook',
      'https://[::1]/x',
    ]) {
      const res = await t.dispatch('webhooks.create', { workspaceId: t.workspaceId, url }, as)
      expect(res, url).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'url' } })
    }
    const model = await t.dispatch(
      'model.set',
      { workspaceId: t.workspaceId, baseUrl: 'http://169.254.169.254/v1', model: 'm' },
      as,
    )
    expect(model).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'baseUrl' } })
    // A Google Play key file names its own token endpoint: it may not point inside either.
    const { keyFile } = await generateServiceAccount({
      tokenUri: `http://127.0.0.1:${service.port}/token`,
      index: 0,
      projectId: 'p',
    })
    const play = await t.dispatch(
      'googlePlay.connect',
      { workspaceId: t.workspaceId, serviceAccountJson: JSON.stringify(keyFile) },
      as,
    )
    expect(play).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'serviceAccountJson' },
    })
    expect(service.hits()).toBe(0)
  })

  it('checks again when connecting: a test ping to an endpoint saved while the instance was local is refused, with no echo', async () => {
    t = await createTestCore()
    const service = await internalService()
    const { endpoint } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: `http://localhost:${service.port}/hook`,
    })
    t.core.runtime.loopbackOnly = false
    const ping = await t.run('webhooks.test', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
    })
    expect(ping.ok).toBe(false)
    expect(ping.error).toContain('Refused: the address is a loopback address')
    expect(ping.responseSnippet).toBeNull()
    expect(service.hits()).toBe(0)

    // The owner allowlists it: it goes through, and the ping shows a short excerpt only.
    await t.run('installation.update', { outboundAllowlist: ['localhost'] })
    const allowed = await t.run('webhooks.test', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
    })
    expect(service.hits()).toBe(1)
    expect(allowed.responseSnippet!.length).toBeLessThanOrEqual(201)
  })

  it('checks a Google Play key’s token endpoint when connecting, too', async () => {
    t = await createTestCore()
    googlePlayRuntime(t.core).sleep = async () => {}
    const service = await internalService()
    const { keyFile } = await generateServiceAccount({
      tokenUri: `http://127.0.0.1:${service.port}/token`,
      index: 0,
      projectId: 'p',
    })
    await t.run('googlePlay.connect', {
      workspaceId: t.workspaceId,
      serviceAccountJson: JSON.stringify(keyFile),
    })
    t.core.runtime.loopbackOnly = false
    const result = await t.run('googlePlay.testConnection', { workspaceId: t.workspaceId })
    expect(result.ok).toBe(false)
    expect(result.message).toContain('loopback address')
    expect(service.hits()).toBe(0)
  })

  it('allows private targets on a loopback-bound instance (one person’s machine)', async () => {
    t = await createTestCore()
    const service = await internalService()
    const res = await t.dispatch('webhooks.create', {
      workspaceId: t.workspaceId,
      url: `http://127.0.0.1:${service.port}/hook`,
    })
    expect(res.ok).toBe(true)
  })
})
