/**
 * Property-based fuzzing of the public API over real HTTP: whatever the query string, path,
 * method or headers, the answer is a 2xx/4xx with a well-formed body, never a 5xx.
 */
import { Agent } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addApp,
  apiFixture,
  HOUR,
  ingest,
  rawRequest,
  setReply,
  storeReview,
  type ApiFixture,
  type HttpResult,
} from './support'

let f: ApiFixture
let agent: Agent
let appIds: string[] = []

beforeAll(async () => {
  f = await apiFixture()
  agent = new Agent({ keepAlive: true, maxSockets: 4 })
  const a = await addApp(f.t, f.t.workspaceId, 'A', {
    appStoreId: '111111111',
    googlePlayPackage: 'com.example.a',
  })
  const b = await addApp(f.t, f.t.workspaceId, 'B', { appStoreId: '222222222' })
  appIds = [a.id, b.id]
  const now = f.t.clock.now()
  const ids = [
    ...ingest(
      f.core,
      a.id,
      Array.from({ length: 60 }, (_, i) => storeReview(now - (i % 20) * HOUR)),
    ),
    ...ingest(
      f.core,
      b.id,
      Array.from({ length: 40 }, (_, i) => storeReview(now - i * HOUR)),
    ),
  ]
  ids.forEach(
    (id, i) => i % 3 === 0 && setReply(f.core, f.t.workspaceId, id, i % 2 ? 'draft' : 'published'),
  )
})
afterAll(async () => {
  agent.destroy()
  await f.close()
})

const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(f.server.port, path, { method, headers, agent })

/** Every answer: not a 5xx, JSON of the right kind, and a problem document for every error. */
function expectSane(r: HttpResult): void {
  expect(r.status, r.text).toBeLessThan(500)
  expect(r.headers['x-request-id']).toMatch(/^req_/)
  expect(r.headers['ratelimit-limit']).toBeDefined()
  if (r.status >= 400) {
    expect(r.headers['content-type']).toBe('application/problem+json')
    const p = r.json() as Record<string, unknown>
    expect(Object.keys(p).sort()).toEqual(
      [
        'code',
        'detail',
        'request_id',
        'status',
        'title',
        'type',
        ...('param' in p ? ['param'] : []),
      ].sort(),
    )
    expect(p.status).toBe(r.status)
    expect(r.text).not.toMatch(/at .+\.(ts|js):\d+/) // no stack traces
  } else if (r.text !== '') {
    expect(r.headers['content-type']).toBe('application/json')
    JSON.parse(r.text)
  }
}

const PARAM_NAMES = [
  'limit',
  'app_id',
  'cursor',
  'store',
  'rating',
  'reply_status',
  'since',
  'page',
  'offset',
  'api_key',
  '',
]

const junk = fc.string({ unit: 'binary', maxLength: 40 })
/** Percent-encodes as UTF-8 (lone surrogates become U+FFFD, as a browser would send them). */
const pct = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0'))
    .join('')
const paramValue = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '1',
    '50',
    '200',
    '201',
    '-1',
    '1e2',
    '0x10',
    '3.0',
    ' 5',
    '%',
    '%zz',
    '%00',
    '%FF%FE',
  ),
  fc.constantFrom(
    'app_store',
    'google_play',
    'none',
    'draft',
    'published',
    'nope',
    '2026-01-01',
    '2026-13-40',
    '2026-01-01T00:00:00Z',
    '2026-01-01T00:00:00+25:00',
  ),
  fc.constantFrom('app_doesnotexist', 'app_', 'app_%20', 'AQ', 'AQAAAAAAAAAA', 'x'.repeat(600)),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc
    .base64String({ maxLength: 120 })
    .map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '')),
  junk.map(pct),
  junk,
)
const paramName = fc.oneof(fc.constantFrom(...PARAM_NAMES), junk.map(pct), junk)

/** Header values as node:http sends them: latin1 without control characters. */
const headerSafe = (s: string) => s.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '').trim()

/** Only characters node:http lets into a request target. */
const toTarget = (s: string) => s.replace(/[^\u0021-\u00ff]/gu, (c) => pct(c))

describe('fuzzing', () => {
  it('query strings on every path: zero 5xx', async () => {
    const pairs = fc.array(fc.tuple(paramName, paramValue, fc.boolean()), { maxLength: 6 })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v1/reviews', '/api/v1/apps', '/api/v1/openapi.json'),
        pairs,
        async (path, ps) => {
          const query = ps.map(([k, v, bare]) => (bare && v === '' ? k : `${k}=${v}`)).join('&')
          const r = await send(toTarget(`${path}?${query}`), { authorization: `Bearer ${f.key}` })
          expectSane(r)
          expect([200, 400, 404]).toContain(r.status)
        },
      ),
      { numRuns: 1500 },
    )
  })

  it('headers and methods: zero 5xx, and only a proper request gets a 200', async () => {
    const key = f.key
    const authorization = fc.oneof(
      fc.constant(`Bearer ${key}`),
      fc.constant(`bearer  ${key}`),
      fc.constant(`Bearer ${key} `),
      fc.constant(`Bearer ${key}x`),
      fc.constant(`Basic ${key}`),
      fc
        .nat({ max: key.length - 1 })
        .map((i) => `Bearer ${key.slice(0, i)}${key[i] === 'A' ? 'B' : 'A'}${key.slice(i + 1)}`),
      fc.string({ unit: 'binary-ascii', maxLength: 80 }).map((s) => headerSafe(`Bearer ${s}`)),
      fc.string({ unit: 'binary', maxLength: 80 }).map(headerSafe),
    )
    const headerValue = fc.string({ unit: 'binary', maxLength: 60 }).map(headerSafe)
    const headerName = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/)
    const host = fc.oneof(
      fc.constant(`127.0.0.1:${f.server.port}`),
      fc.constant(`localhost:${f.server.port}`),
      fc.constant(`[::1]:${f.server.port}`),
      fc.constantFrom(
        '127.0.0.1',
        'localhost',
        'evil.example',
        `evil.example:${f.server.port}`,
        '',
        `127.0.0.1:${f.server.port}.evil`,
      ),
      headerValue,
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'),
        fc.constantFrom('/api/v1/reviews', '/api/v1/apps', '/api/v1/openapi.json', '/api/v1/nope'),
        fc.option(authorization, { nil: undefined }),
        host,
        fc.option(headerValue, { nil: undefined }),
        fc.dictionary(headerName, headerValue, { maxKeys: 4 }),
        async (method, path, auth, hostValue, origin, extra) => {
          const headers: Record<string, string> = { ...extra, host: hostValue }
          delete headers.authorization
          delete headers.origin
          delete headers['content-length']
          delete headers['transfer-encoding']
          delete headers.expect
          delete headers.connection
          delete headers.upgrade
          if (auth !== undefined) headers.authorization = auth
          if (origin !== undefined) headers.origin = origin
          const r = await send(path, headers, method)
          expect(r.status).toBeLessThan(500)
          if (method !== 'HEAD' && r.status !== 400) expectSane(r)
          if (r.status === 200) {
            expect(['GET', 'HEAD']).toContain(method)
            expect(origin).toBeUndefined()
            expect([
              `127.0.0.1:${f.server.port}`,
              `localhost:${f.server.port}`,
              `[::1]:${f.server.port}`,
            ]).toContain(hostValue.toLowerCase())
            if (path !== '/api/v1/openapi.json')
              expect(auth?.trim().toLowerCase().endsWith(key.toLowerCase())).toBe(true)
          }
        },
      ),
      { numRuns: 1500 },
    )
  })

  it('request paths: zero 5xx', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'api',
        'v1',
        'reviews',
        'apps',
        'openapi.json',
        '..',
        '.',
        '',
        '%2e%2e',
        '%2F',
        'REVIEWS',
      ),
      fc.string({ unit: 'binary', maxLength: 12 }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 5 }), async (segments) => {
        const r = await send(toTarget(`/${segments.join('/')}`), {
          authorization: `Bearer ${f.key}`,
        })
        expectSane(r)
      }),
      { numRuns: 500 },
    )
  })

  it('valid filter combinations always answer 200 with matching reviews in keyset order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            limit: fc.integer({ min: 1, max: 200 }),
            app_id: fc.constantFrom(...appIds),
            store: fc.constantFrom('app_store', 'google_play'),
            rating: fc.integer({ min: 1, max: 5 }),
            reply_status: fc.constantFrom('none', 'draft', 'published', 'failed'),
            since: fc
              .integer({ min: 0, max: 30 })
              .map((h) => new Date(f.t.clock.now() - h * HOUR).toISOString()),
          },
          { requiredKeys: [] },
        ),
        async (q) => {
          const query = new URLSearchParams(
            Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString()
          const r = await send(`/api/v1/reviews?${query}`, { authorization: `Bearer ${f.key}` })
          expect(r.status, r.text).toBe(200)
          const { data } = r.json() as {
            data: {
              app_id: string
              store: string
              rating: number
              created_at: string
              id: string
              reply: { status: string } | null
            }[]
          }
          expect(data.length).toBeLessThanOrEqual(q.limit ?? 50)
          for (const [i, rev] of data.entries()) {
            if (q.app_id) expect(rev.app_id).toBe(q.app_id)
            if (q.store) expect(rev.store).toBe(q.store)
            if (q.rating) expect(rev.rating).toBe(q.rating)
            if (q.reply_status) expect(rev.reply?.status ?? 'none').toBe(q.reply_status)
            if (q.since) expect(rev.created_at >= q.since).toBe(true)
            const prev = data[i - 1]
            if (prev)
              expect(
                prev.created_at > rev.created_at ||
                  (prev.created_at === rev.created_at && prev.id > rev.id),
              ).toBe(true)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
