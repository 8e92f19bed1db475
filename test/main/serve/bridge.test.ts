import { Agent, request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createStartupLink, resolveSession } from '../../../src/main/core/access/login-links'
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

function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${bridge!.url}${path}`, { method, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (text += c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

const cookieOf = (a: Answer): string => String(a.headers['set-cookie']).split(';')[0] ?? ''

const tokenIn = (path: string): string => new URL(path, 'http://x').searchParams.get('token') ?? ''

/** What the confirm page's button sends: a same-origin form POST of the token. */
const confirm = (path: string, headers: Record<string, string> = {}) =>
  get(
    '/login',
    { origin: bridge!.url, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    'POST',
    new URLSearchParams({ token: tokenIn(path) }).toString(),
  )

/** Opens a link the way a person does: the page, then its button. Returns the session cookie. */
async function signInWith(path: string, cookie?: string): Promise<string> {
  expect((await get(path, cookie ? { cookie } : {})).status).toBe(200)
  const answer = await confirm(path, cookie ? { cookie } : {})
  expect(answer.status).toBe(303)
  return cookieOf(answer)
}

/** Opens /events and resolves with everything it received once the server ends it. */
function openStream(cookie: string, onConnected: () => unknown): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const req = httpRequest(`${bridge!.url}/events`, { headers: { cookie } }, (res) => {
      let text = ''
      let connected = false
      res.setEncoding('utf8')
      res.on('data', (c: string) => {
        text += c
        if (!connected && text.includes(': connected')) {
          connected = true
          Promise.resolve(onConnected()).catch(reject)
        }
      })
      res.on('end', () => resolve(text))
    })
    req.on('error', reject)
    req.end()
  })
}

const rpc = (name: string, cookie: string, input: unknown = {}) =>
  get(
    `/rpc/${name}`,
    { cookie, 'x-review-reply': '1', 'content-type': 'application/json' },
    'POST',
    JSON.stringify(input),
  )

describe('the serve bridge', () => {
  it('ignores malformed cookies of any name instead of failing every request', async () => {
    const { t } = await setup()
    const cookie = await signInWith(createStartupLink(t.core, t.core.ownerUserId))
    for (const header of [
      'other=%E0%A4%A',
      `theme=%; ${cookie}`,
      `${cookie}; broken=%zz`,
      'rr_session=%ff%',
    ]) {
      const res = await rpc('session.get', header)
      expect(res.status, header).not.toBe(500)
    }
    expect((await rpc('session.get', `bad=%; ${cookie}`)).status).toBe(200)
  })

  it('refuses a sign-in link opened or confirmed from another site, but takes it from the address bar', async () => {
    const { t } = await setup()
    const link = createStartupLink(t.core, t.core.ownerUserId)
    expect((await get(link, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await get(link, { referer: 'https://evil.example/page' })).status).toBe(403)
    expect((await confirm(link, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await confirm(link, { origin: 'null' })).status).toBe(403)
    expect((await confirm(link, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await get(link, { 'sec-fetch-site': 'none' })).status).toBe(200)
    const typed = await confirm(link, { 'sec-fetch-site': 'same-origin' })
    expect(typed.status).toBe(303)
    expect(String(typed.headers['set-cookie'])).toContain('HttpOnly')
  })

  it('GET /login only shows a confirm page: a scanner fetching a single-use link leaves it working', async () => {
    const { t } = await setup()
    const link = createStartupLink(t.core, t.core.ownerUserId)
    // A mail scanner or link preview fetches the link, without any browser header, more than once.
    for (let i = 0; i < 3; i++) {
      const page = await get(link)
      expect(page.status).toBe(200)
      expect(page.headers['set-cookie']).toBeUndefined()
      expect(page.body).toContain('<form method="post" action="/login">')
      expect(page.body).toContain(`value="${tokenIn(link)}"`)
      expect(page.body).not.toContain('<script')
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("form-action 'self'")
      expect(csp).not.toMatch(/script-src/)
      expect(page.headers['referrer-policy']).toBe('strict-origin')
      expect(page.headers['x-frame-options']).toBe('DENY')
    }
    // The person's button press still signs in, once.
    expect((await confirm(link)).status).toBe(303)
    expect((await confirm(link)).status).toBe(401)
  })

  it('says so when an invitation for someone who already has an account is opened elsewhere, and leaves it unspent', async () => {
    const { t } = await setup()
    const invitation = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'ida@example.com',
      role: 'viewer',
    })
    const ida = await signInWith(invitation.path)
    await t.run(
      'invitations.accept',
      { invitationId: invitation.id },
      resolveSession(t.core, ida.split('=')[1]!)!,
    )
    const other = await t.run('workspaces.create', { name: 'Other' })
    const second = await t.run('members.invite', {
      workspaceId: other.id,
      email: 'ida@example.com',
      role: 'viewer',
    })
    const elsewhere = await confirm(second.path)
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body).toContain('Sign in first')
    expect((await confirm(second.path, { cookie: ida })).status).toBe(303)
  })

  it('throttles sign-in attempts from one address', async () => {
    await setup()
    const wrong = '/login?token=' + 'w'.repeat(43)
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await confirm(wrong)).status).toBe(401)
    const blocked = await confirm(wrong)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('closes an open /events stream when its member is removed', async () => {
    const { t } = await setup()
    const m = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const link = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: m.id })
    const cookie = await signInWith(link.path)
    const text = await openStream(cookie, () =>
      t.run('members.remove', { workspaceId: t.workspaceId, memberId: m.id }),
    )
    expect(text).toContain('event: session-ended')
    expect((await rpc('apps.list', cookie, { workspaceId: t.workspaceId })).status).toBe(401)
  })

  it('closes an open /events stream at POST /logout', async () => {
    const { t } = await setup()
    const cookie = await signInWith(createStartupLink(t.core, t.core.ownerUserId))
    const text = await openStream(cookie, async () => {
      const out = await get('/logout', { cookie, origin: bridge!.url }, 'POST')
      expect(out.status).toBe(200)
      // A change after logout must not reach the ended stream (it has closed already).
      t.core.signals.emit('changed', t.workspaceId, 'members')
    })
    expect(text).toContain('event: session-ended')
    expect(text).not.toContain('"what":"members"')
  })

  it('closes the stream of a session opened by a link whose maker is removed (what an admin made dies with them)', async () => {
    const { t } = await setup()
    const ada = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Ada',
      role: 'admin',
    })
    const adaCookie = await signInWith(
      (await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: ada.id })).path,
    )
    const ben = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Ben',
      role: 'editor',
    })
    const made = await rpc('loginLinks.create', adaCookie, {
      workspaceId: t.workspaceId,
      memberId: ben.id,
      reusable: true,
      expiresInDays: 90,
    })
    const benLink = (JSON.parse(made.body) as { value: { path: string } }).value.path
    const benCookie = await signInWith(benLink)
    const text = await openStream(benCookie, () =>
      t.run('members.remove', { workspaceId: t.workspaceId, memberId: ada.id }),
    )
    expect(text).toContain('event: session-ended')
    expect((await rpc('apps.list', benCookie, { workspaceId: t.workspaceId })).status).toBe(401)
    // Ben is still a member: the owner's new link signs him in again.
    const again = await t.run('loginLinks.create', { workspaceId: t.workspaceId, memberId: ben.id })
    expect(
      (await rpc('apps.list', await signInWith(again.path), { workspaceId: t.workspaceId })).status,
    ).toBe(200)
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
