import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { generateApiKey } from '../../../../src/main/core/keys/format'
import {
  addApp,
  apiFixture,
  HOUR,
  ingest,
  rawRequest,
  storeReview,
  type ApiFixture,
} from './support'

let f: ApiFixture | undefined
afterEach(async () => {
  await f?.close()
  f = undefined
})

interface Problem {
  status: number
  code: string
  detail: string
}

describe('authentication', () => {
  it.each([
    ['no Authorization header', null, 'missing_key', 'Bearer realm="review-reply"'],
    ['an empty header', '', 'missing_key', 'Bearer realm="review-reply"'],
    ['Basic credentials', 'Basic dXNlcjpwYXNz', 'malformed_key', undefined],
    ['a bare key without Bearer', 'KEY', 'malformed_key', undefined],
    ['Bearer with a non-key', 'Bearer hello', 'malformed_key', undefined],
    ['a truncated key', 'Bearer KEY-1', 'malformed_key', undefined],
    ['a typo (bad checksum)', 'Bearer TYPO', 'malformed_key', undefined],
    ['a well-formed unknown key', 'Bearer OTHER', 'invalid_key', undefined],
  ])('answers 401 with WWW-Authenticate: Bearer for %s', async (_name, header, code, challenge) => {
    f = await apiFixture()
    const key = f.key
    const typo = key.slice(0, 15) + (key[15] === 'x' ? 'y' : 'x') + key.slice(16)
    const value =
      header === null
        ? null
        : header
            .replace('KEY-1', key.slice(0, -1))
            .replace('KEY', key)
            .replace('TYPO', typo)
            .replace('OTHER', generateApiKey(randomBytes))
    const r = await rawRequest(f.server.port, '/api/v1/reviews', {
      headers: value === null ? {} : { authorization: value },
    })
    expect(r.status).toBe(401)
    expect(r.headers['www-authenticate']).toMatch(/^Bearer /)
    if (challenge) expect(r.headers['www-authenticate']).toBe(challenge)
    expect(r.json()).toMatchObject({ status: 401, code, title: 'Unauthorized' })
    expect(r.text).not.toContain(key)
  })

  it('accepts the Bearer scheme case-insensitively', async () => {
    f = await apiFixture()
    const r = await rawRequest(f.server.port, '/api/v1/apps', {
      headers: { authorization: `bearer ${f.key}` },
    })
    expect(r.status).toBe(200)
  })

  it('never accepts the key in the query string or a cookie', async () => {
    f = await apiFixture()
    const inQuery = await f.get(`/api/v1/reviews?api_key=${f.key}`, null)
    expect(inQuery.status).toBe(401)
    const inCookie = await f.get('/api/v1/reviews', null, {
      cookie: `api_key=${f.key}; key=${f.key}`,
    })
    expect(inCookie.status).toBe(401)
    // With a valid header, a key-looking parameter is still an unknown parameter, and says where keys go.
    const both = await f.get(`/api/v1/reviews?api_key=${f.key}`)
    expect(both.status).toBe(400)
    expect(both.json()).toMatchObject({ code: 'unknown_parameter', param: 'api_key' })
    expect((both.json() as Problem).detail).toMatch(/Authorization header/)
  })

  it('refuses a revoked key on its very next request', async () => {
    f = await apiFixture()
    const [key] = await f.t.run('keys.list', { workspaceId: f.t.workspaceId })
    expect((await f.get('/api/v1/apps')).status).toBe(200)
    await f.t.run('keys.revoke', { workspaceId: f.t.workspaceId, keyId: key?.id })
    const r = await f.get('/api/v1/apps')
    expect(r.status).toBe(401)
    expect(r.json()).toMatchObject({ code: 'revoked_key' })
    expect(r.headers['www-authenticate']).toMatch(/^Bearer /)
  })

  it('shows the last use to admins after a request', async () => {
    f = await apiFixture()
    expect((await f.t.run('keys.list', { workspaceId: f.t.workspaceId }))[0]?.lastUsedAt).toBeNull()
    await f.get('/api/v1/apps')
    expect((await f.t.run('keys.list', { workspaceId: f.t.workspaceId }))[0]?.lastUsedAt).toBe(
      f.t.clock.now(),
    )
  })
})

describe('workspace isolation', () => {
  it('gives each key its own workspace only: apps, reviews and app_id', async () => {
    f = await apiFixture()
    const { t } = f
    const other = await t.run('workspaces.create', { name: 'Other' })
    const otherKey = (await t.run('keys.create', { workspaceId: other.id, name: 'other' })).key
    const mine = await addApp(t, t.workspaceId, 'Mine', { appStoreId: '111111111' })
    const theirs = await addApp(t, other.id, 'Theirs', { appStoreId: '222222222' })
    const now = t.clock.now()
    const myIds = ingest(f.core, mine.id, [storeReview(now - HOUR), storeReview(now - 2 * HOUR)])
    const theirIds = ingest(f.core, theirs.id, [
      storeReview(now - HOUR),
      storeReview(now - 3 * HOUR),
    ])

    const myApps = (await f.get('/api/v1/apps')).json() as { data: { id: string }[] }
    expect(myApps.data.map((a) => a.id)).toEqual([mine.id])
    const theirApps = (await f.get('/api/v1/apps', otherKey)).json() as { data: { id: string }[] }
    expect(theirApps.data.map((a) => a.id)).toEqual([theirs.id])

    const myReviews = (await f.get('/api/v1/reviews')).json() as { data: { id: string }[] }
    expect(myReviews.data.map((r) => r.id).sort()).toEqual([...myIds].sort())
    const theirReviews = (await f.get('/api/v1/reviews', otherKey)).json() as {
      data: { id: string }[]
    }
    expect(theirReviews.data.map((r) => r.id).sort()).toEqual([...theirIds].sort())

    // Another workspace's app looks exactly like one that does not exist.
    const foreign = await f.get(`/api/v1/reviews?app_id=${theirs.id}`)
    const missing = await f.get('/api/v1/reviews?app_id=app_doesnotexist')
    expect(foreign.status).toBe(404)
    expect(missing.status).toBe(404)
    const strip = (r: { json(): unknown }) => {
      const { request_id: _r, detail, ...rest } = r.json() as Record<string, string>
      return { ...rest, detail: detail?.replace(/app_\w+/, 'APP') }
    }
    expect(strip(foreign)).toEqual(strip(missing))
    expect(foreign.text).not.toContain('Theirs')

    // A cursor from one workspace is no good in another.
    const page = (await f.get('/api/v1/reviews?limit=1')).json() as { next_cursor: string }
    const replay = await f.get(`/api/v1/reviews?limit=1&cursor=${page.next_cursor}`, otherKey)
    expect(replay.status).toBe(400)
    expect(replay.json()).toMatchObject({ code: 'invalid_cursor' })
  })
})

describe('plan gate', () => {
  it('answers 403 with a clear detail when the plan has no API access, and 200 again when it does', async () => {
    f = await apiFixture()
    // The 10-day trial includes the API; once it is over without a Pro licence, the plan is Free.
    const start = f.t.clock.now()
    f.t.clock.advance(11 * 24 * HOUR)
    const r = await f.get('/api/v1/reviews')
    expect(r.status).toBe(403)
    expect(r.json()).toMatchObject({
      status: 403,
      code: 'plan_required',
      detail: expect.stringContaining('API access needs the Pro plan'),
    })
    expect(r.headers['ratelimit-policy']).toMatch(/^"key";/)
    expect((await f.get('/api/v1/apps')).status).toBe(403)
    f.t.clock.set(start)
    expect((await f.get('/api/v1/reviews')).status).toBe(200)
  })
})
