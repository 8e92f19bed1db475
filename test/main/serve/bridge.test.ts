import { Agent, request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createStartupLink } from '../../../src/main/core/access/login-links'
import { startBridge, type BridgeServer } from '../../../src/main/serve/bridge'
import { SIGN_IN_MAX_FAILURES } from '../../../src/main/serve/sign-in-throttle'
import { createTestCore, type TestCore } from '../../support/core'

let t: TestCore | undefined
let bridge: BridgeServer | undefined
afterEach(async () => {
  await bridge?.close()
  t?.core.close()
  bridge = undefined
  t = undefined
})

async function setup() {
  t = await createTestCore()
  bridge = await startBridge(t.core, { port: 0 })
  return { t, bridge }
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${bridge!.url}${path}`, { method, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const cookieOf = (a: Answer): string => String(a.headers['set-cookie']).split(';')[0] ?? ''

const rpc = (name: string, cookie: string, input: unknown = {}) =>
  get(`/rpc/${name}`, { cookie, 'x-review-reply': '1', 'content-type': 'application/json' }, 'POST', JSON.stringify(input))

describe('the serve bridge', () => {
  it('ignores malformed cookies of any name instead of failing every request', async () => {
    const { t } = await setup()
    const login = await get(createStartupLink(t.core, t.core.ownerUserId))
    const cookie = cookieOf(login)
    for (const header of ['other=%E0%A4%A', `theme=%; ${cookie}`, `${cookie}; broken=%zz`, 'rr_session=%ff%']) {
      const res = await rpc('session.get', header)
      expect(res.status, header).not.toBe(500)
    }
    expect((await rpc('session.get', `bad=%; ${cookie}`)).status).toBe(200)
  })

  it('refuses a sign-in link opened from another site, but takes it from the address bar', async () => {
    const { t } = await setup()
    const link = createStartupLink(t.core, t.core.ownerUserId)
    expect((await get(link, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await get(link, { referer: 'https://evil.example/page' })).status).toBe(403)
    const typed = await get(link, { 'sec-fetch-site': 'none' })
    expect(typed.status).toBe(303)
    expect(String(typed.headers['set-cookie'])).toContain('HttpOnly')
  })

  it('throttles sign-in attempts from one address', async () => {
    await setup()
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await get('/login?token=wrong')).status).toBe(401)
    const blocked = await get('/login?token=wrong')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('closes an open /events stream when its member is removed', async () => {
    const { t } = await setup()
    const m = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Eda', role: 'editor' })
    const link = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: m.id })
    const cookie = cookieOf(await get(link.path))
    const ended = new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${bridge!.url}/events`, { headers: { cookie } }, (res) => {
        let text = ''
        let removed = false
        res.setEncoding('utf8')
        res.on('data', (c: string) => {
          text += c
          // Connected: now remove the member.
          if (!removed && text.includes(': connected')) {
            removed = true
            t.run('members.remove', { workspaceId: t.workspaceId, memberId: m.id }).catch(reject)
          }
        })
        res.on('end', () => resolve(text))
      })
      req.on('error', reject)
      req.end()
    })
    expect(await ended).toContain('event: session-ended')
    expect((await rpc('apps.list', cookie, { workspaceId: t.workspaceId })).status).toBe(401)
  })

  it('refuses connections beyond its cap instead of letting them pile up', async () => {
    t = await createTestCore()
    bridge = await startBridge(t.core, { port: 0, maxConnections: 1 })
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    // One connection kept open (keep-alive) after a complete answer: the server has counted it.
    const first = await new Promise<number>((resolve, reject) => {
      httpRequest(`${bridge!.url}/nothing`, { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
        .on('error', reject)
        .end()
    })
    expect(first).toBe(401)
    await expect(get('/nothing')).rejects.toThrow()
    agent.destroy()
  })
})
