import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, request } from 'undici'
import { createStartupLink } from '../../../src/main/core/access/login-links'
import { startBridge, type BridgeServer } from '../../../src/main/serve/bridge'
import { plainHttpWarning, validateNetwork } from '../../../src/main/serve/network'
import { createTestCore, type TestCore } from '../../support/core'
import { makeTestCa, type TestCa } from '../../support/test-ca'
import { readFileSync } from 'node:fs'

let ca: TestCa
beforeAll(() => {
  ca = makeTestCa(['127.0.0.2'])
})

const get = (url: string, dispatcher: Agent, headers: Record<string, string> = {}) =>
  request(url, { dispatcher, headers, maxRedirections: 0 } as Parameters<typeof request>[1])

/** Presses the sign-in link page's button: a form POST of the link's token to /login. */
const confirm = (
  origin: string,
  link: string,
  dispatcher: Agent,
  headers: Record<string, string> = {},
) =>
  request(`${origin}/login`, {
    dispatcher,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      token: new URL(link, 'http://x').searchParams.get('token') ?? '',
    }).toString(),
  })

describe('serve over TLS on another address', () => {
  let t: TestCore
  let bridge: BridgeServer
  let trusting: Agent
  beforeAll(async () => {
    t = await createTestCore()
    bridge = await startBridge(t.core, {
      port: 0,
      host: '127.0.0.2',
      tls: { cert: readFileSync(ca.certFile), key: readFileSync(ca.keyFile) },
    })
    trusting = new Agent({ connect: { ca: ca.caPem } })
  })
  afterAll(async () => {
    await bridge.close()
    await trusting.close()
    t.core.close()
  })

  it('answers on https at the bound address, and signs in with a Secure __Host- cookie and HSTS', async () => {
    expect(bridge.url).toBe(`https://127.0.0.2:${bridge.port}`)
    const r = await confirm(bridge.url, createStartupLink(t.core, t.core.ownerUserId), trusting)
    await r.body.dump()
    expect(r.statusCode).toBe(303)
    const cookie = String(r.headers['set-cookie'])
    expect(cookie).toMatch(
      /^__Host-rr_session=[^;]+; HttpOnly; SameSite=Strict; Path=\/; Secure; Max-Age=\d+$/,
    )
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000')

    const session = cookie.split(';')[0] ?? ''
    const rpc = await request(`${bridge.url}/rpc/workspaces.list`, {
      dispatcher: trusting,
      method: 'POST',
      headers: { cookie: session, 'x-review-reply': '1', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(((await rpc.body.json()) as { ok: boolean }).ok).toBe(true)
  })

  it('is refused by a client that does not trust the CA (verification stays on)', async () => {
    const strict = new Agent()
    await expect(get(`${bridge.url}/healthz`, strict)).rejects.toThrow(/certificate/i)
    await strict.close()
  })

  it('refuses a Host other than its own address (421), but answers the health check', async () => {
    // A DNS-rebinding page reaches the address under another name; undici would check the name.
    const rebinding = new Agent({ connect: { ca: ca.caPem, checkServerIdentity: () => undefined } })
    const misdirected = await get(`${bridge.url}/`, rebinding, {
      host: `evil.example:${bridge.port}`,
    })
    expect(misdirected.statusCode).toBe(421)
    expect(await misdirected.body.text()).toContain(bridge.url)
    const loopbackName = await get(`${bridge.url}/`, rebinding, {
      host: `127.0.0.1:${bridge.port}`,
    })
    await loopbackName.body.dump()
    expect(loopbackName.statusCode).toBe(421)
    const health = await get(`${bridge.url}/healthz`, rebinding, { host: 'anything' })
    expect(health.statusCode).toBe(200)
    expect(await health.body.json()).toEqual({ status: 'ok' })
    await rebinding.close()
  })

  it('refuses an Origin other than its own https origin', async () => {
    const r = await get(`${bridge.url}/`, trusting, { origin: `http://127.0.0.2:${bridge.port}` })
    await r.body.dump()
    expect(r.statusCode).toBe(403)
  })
})

describe('serve behind a TLS-terminating reverse proxy', () => {
  let t: TestCore
  let bridge: BridgeServer
  const plain = new Agent()
  beforeAll(async () => {
    t = await createTestCore()
    bridge = await startBridge(t.core, {
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'https://reviews.example.com',
      trustedProxies: ['127.0.0.1'],
    })
  })
  afterAll(async () => {
    await bridge.close()
    await plain.close()
    t.core.close()
  })

  it('prints links at the public URL and uses Secure cookies although it speaks HTTP itself', async () => {
    expect(bridge.url).toBe('https://reviews.example.com')
    const local = `http://127.0.0.1:${bridge.port}`
    const r = await confirm(local, createStartupLink(t.core, t.core.ownerUserId), plain, {
      host: '127.0.0.1:1',
      'x-forwarded-host': 'reviews.example.com',
    })
    await r.body.dump()
    expect(r.statusCode).toBe(303)
    expect(String(r.headers['set-cookie'])).toMatch(/^__Host-rr_session=.*; Secure;/)
    expect(r.headers['strict-transport-security']).toBeDefined()
  })

  it('follows the public URL for the Host allowlist', async () => {
    const local = `http://127.0.0.1:${bridge.port}`
    const own = await get(`${local}/`, plain, { host: 'reviews.example.com' })
    await own.body.dump()
    expect(own.statusCode).toBe(401)
    const other = await get(`${local}/`, plain, { host: 'reviews.example.net' })
    await other.body.dump()
    expect(other.statusCode).toBe(421)
  })
})

describe('serve on loopback (the default)', () => {
  it('keeps a plain cookie without Secure and sends no HSTS', async () => {
    const t = await createTestCore()
    const bridge = await startBridge(t.core, { port: 0 })
    const agent = new Agent()
    try {
      expect(bridge.url).toBe(`http://127.0.0.1:${bridge.port}`)
      const r = await confirm(bridge.url, createStartupLink(t.core, t.core.ownerUserId), agent)
      await r.body.dump()
      expect(String(r.headers['set-cookie'])).toMatch(
        /^rr_session=[^;]+; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/,
      )
      expect(r.headers['strict-transport-security']).toBeUndefined()
      const viaLocalhost = await get(`${bridge.url}/`, agent, {
        host: `localhost:${bridge.port}`,
        origin: `http://localhost:${bridge.port}`,
      })
      await viaLocalhost.body.dump()
      expect(viaLocalhost.statusCode).toBe(401)
    } finally {
      await bridge.close()
      await agent.close()
      t.core.close()
    }
  })
})

describe('flag combinations that would expose the server are refused in plain words', () => {
  it.each([
    [{ host: '0.0.0.0' }, /needs --public-url/],
    [{ host: '192.168.1.20' }, /needs TLS/],
    [{ host: '0.0.0.0', publicUrl: 'https://reviews.example.com' }, /--trust-proxy/],
    [{ host: '127.0.0.1', publicUrl: 'https://reviews.example.com/app' }, /origin only/],
    [{ host: 'reviews.example.com' }, /not an IP address/],
    [{ host: '0.0.0.0', publicUrl: 'https://r.example', trustedProxies: ['10.0.0.0/99'] }, /CIDR/],
  ])('%j', (options, message) => {
    expect(() => validateNetwork(options)).toThrow(message)
  })

  it('warns about plain HTTP on a network address only when it is asked for explicitly', () => {
    expect(plainHttpWarning({ host: '0.0.0.0', publicUrl: 'http://192.168.1.20:4848' })).toMatch(
      /unencrypted/,
    )
    expect(plainHttpWarning({ host: '127.0.0.1' })).toBeNull()
    expect(
      plainHttpWarning({
        host: '0.0.0.0',
        publicUrl: 'https://r.example',
        trustedProxies: ['10.0.0.0/8'],
      }),
    ).toBeNull()
  })

  it('accepts a wildcard bind behind a named proxy range', () => {
    expect(() =>
      validateNetwork({
        host: '0.0.0.0',
        publicUrl: 'https://r.example',
        trustedProxies: ['172.16.0.0/12'],
      }),
    ).not.toThrow()
  })
})
