import { readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createStartupLink } from '../../../src/main/core/access/login-links'
import type { Logger } from '../../../src/main/core/log/logger'
import { startBridge, type BridgeServer } from '../../../src/main/serve/bridge'
import { SIGN_IN_MAX_FAILURES } from '../../../src/main/serve/sign-in-throttle'
import { createTestCore, type TestCore } from '../../support/core'
import { makeTestCa, type TestCa } from '../../support/test-ca'

let t: TestCore | undefined
let bridge: BridgeServer | undefined
const sockets: Socket[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy()
  await bridge?.close()
  t?.core.close()
  bridge = undefined
  t = undefined
})

interface Answer {
  status: number
  body: string
}

/** A request straight to the listening port (the public URL may name a proxy in front). */
function ask(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: bridge!.port, path, method, headers },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A raw TCP connection from `from`, resolved once connected. */
function openSocket(from = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect({ host: '127.0.0.1', port: bridge!.port, localAddress: from }, () =>
      resolve(s),
    )
    sockets.push(s)
    s.on('error', reject)
  })
}

/** Sends one keep-alive request on `s` and waits for the answer's status line: the server has counted it. */
function answered(s: Socket): Promise<string> {
  return new Promise((resolve) => {
    s.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''))
    s.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
  })
}

/** Resolves with whatever the server sent before it closed the connection. */
function closedByServer(s: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    s.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    s.on('error', () => undefined)
    s.once('close', () => resolve(text))
  })
}

describe('connection limits', () => {
  it('caps connections per address, so one host’s idle sockets do not lock out others', async () => {
    t = await createTestCore()
    bridge = await startBridge(t.core, { port: 0, maxConnections: 20, maxConnectionsPerAddress: 3 })
    const held = await Promise.all([openSocket(), openSocket(), openSocket()])
    for (const s of held) expect(await answered(s)).toBe('HTTP/1.1 200 OK')

    // A fourth from the same address is closed without an answer ...
    const fourth = await openSocket()
    const refused = closedByServer(fourth)
    fourth.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    expect(await refused).toBe('')

    // ... while another address is served.
    const other = await openSocket('127.0.0.2')
    expect(await answered(other)).toBe('HTTP/1.1 200 OK')
  })

  describe('over TLS', () => {
    let ca: TestCa
    beforeAll(() => {
      ca = makeTestCa(['127.0.0.1'])
    })
    afterAll(() => rmSync(ca.dir, { recursive: true, force: true }))

    it('drops a connection that never starts its TLS handshake', async () => {
      t = await createTestCore()
      bridge = await startBridge(t.core, {
        port: 0,
        tls: { cert: readFileSync(ca.certFile), key: readFileSync(ca.keyFile) },
        // The real limit is 10 s; a short one here shows it is applied at all.
        handshakeTimeoutMs: 100,
      })
      const idle = await openSocket()
      expect(await closedByServer(idle)).toBe('')
    })
  })
})

/** What the sign-in page's button sends: the link's token, posted back to /login. */
const postLogin = (token: string, headers: Record<string, string>) =>
  ask(
    '/login',
    { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    'POST',
    `token=${token}`,
  )
const tokenOf = (link: string): string => new URL(link, 'http://x').searchParams.get('token') ?? ''

describe('sign-in throttling follows the trusted client address', () => {
  const badTry = (forwardedFor?: string) =>
    postLogin('wrong-token-0123456789', {
      host: 'reviews.example.com',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    })

  it('behind a trusted proxy, bad tries from client A do not lock out client B', async () => {
    t = await createTestCore()
    bridge = await startBridge(t.core, {
      port: 0,
      publicUrl: 'https://reviews.example.com',
      trustedProxies: ['127.0.0.1'],
    })
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await badTry('203.0.113.10')).status).toBe(401)
    expect((await badTry('203.0.113.10')).status).toBe(429)
    // B through the same proxy: its own count.
    expect((await badTry('198.51.100.20')).status).toBe(401)
    // A cannot pose as B: the proxy appends the address it saw, and only that hop is believed.
    expect((await badTry('198.51.100.20, 203.0.113.10')).status).toBe(429)
    const link = createStartupLink(t.core, t.core.ownerUserId)
    expect(
      (
        await postLogin(tokenOf(link), {
          host: 'reviews.example.com',
          'x-forwarded-for': '198.51.100.20',
        })
      ).status,
    ).toBe(303)
  })

  it('without --trust-proxy, X-Forwarded-For is ignored: changing it does not reset the count', async () => {
    t = await createTestCore()
    bridge = await startBridge(t.core, { port: 0, publicUrl: 'http://reviews.example.com' })
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await badTry(`192.0.2.${i}`)).status).toBe(401)
    expect((await badTry('192.0.2.200')).status).toBe(429)
  })
})

describe('broken paths', () => {
  it('answers 404 to bad percent-encoding in a command path, and logs no error', async () => {
    const errors: string[] = []
    const log: Logger = {
      info() {},
      warn() {},
      error: (m, f) => errors.push(`${m} ${JSON.stringify(f)}`),
    }
    t = await createTestCore({ log })
    bridge = await startBridge(t.core, { port: 0 })
    const login = await new Promise<string>((resolve, reject) => {
      const form = `token=${tokenOf(createStartupLink(t!.core, t!.core.ownerUserId))}`
      httpRequest(
        `${bridge!.url}/login`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            host: `127.0.0.1:${bridge!.port}`,
          },
        },
        (res) => {
          res.resume()
          resolve(String(res.headers['set-cookie']).split(';')[0] ?? '')
        },
      )
        .on('error', reject)
        .end(form)
    })
    const headers = {
      cookie: login,
      host: `127.0.0.1:${bridge.port}`,
      'x-review-reply': '1',
      'content-type': 'application/json',
    }
    const broken = await ask('/rpc/%E0%A4%A', headers, 'POST', '{}')
    expect(broken.status).toBe(404)
    expect(JSON.parse(broken.body)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    expect((await ask('//', { host: `127.0.0.1:${bridge.port}` })).status).toBe(404)
    expect(errors).toEqual([])
    // A well-formed name still works.
    expect((await ask('/rpc/session.get', headers, 'POST', '{}')).status).toBe(200)
  })
})
