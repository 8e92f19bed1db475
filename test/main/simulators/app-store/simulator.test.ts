import { createPrivateKey } from 'node:crypto'
import { SignJWT } from 'jose'
import { request } from 'undici'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import {
  startAppStoreSimulator,
  type AppStoreSimulator,
  type SimApiKey,
} from '../../../../src/main/simulators/app-store'

let sim: AppStoreSimulator
afterEach(async () => sim?.close())

const APP = '682658836'
const MINUTE = 60_000

async function token(
  key: SimApiKey,
  clock: ManualClock,
  claims: { aud?: string; lifetimeS?: number; iatOffsetS?: number; kid?: string } = {},
) {
  const iat = Math.floor(clock.now() / 1000) + (claims.iatOffsetS ?? 0)
  return new SignJWT(key.individual ? { sub: 'user' } : { iss: key.issuerId ?? '' })
    .setProtectedHeader({ alg: 'ES256', kid: claims.kid ?? key.keyId, typ: 'JWT' })
    .setAudience(claims.aud ?? 'appstoreconnect-v1')
    .setIssuedAt(iat)
    .setExpirationTime(iat + (claims.lifetimeS ?? 900))
    .sign(createPrivateKey(key.privateKeyPem))
}

async function get(path: string, bearer: string) {
  const res = await request(`${sim.url}${path}`, { headers: { authorization: `Bearer ${bearer}` } })
  const text = await res.body.text()
  return {
    status: res.statusCode,
    headers: res.headers,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  }
}

async function send(method: 'POST' | 'DELETE', path: string, bearer: string, body?: unknown) {
  const res = await request(`${sim.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.body.text()
  return {
    status: res.statusCode,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  }
}

const ids = (json: Record<string, unknown> | null) =>
  ((json?.data ?? []) as { id: string }[]).map((d) => d.id)

async function seeded() {
  const clock = new ManualClock()
  sim = await startAppStoreSimulator({ clock, publishDelayMs: 30 * MINUTE })
  const now = clock.now()
  const [a, b, c, d] = sim.seed(APP, [
    {
      rating: 5,
      body: 'a',
      createdDate: now - 4 * MINUTE,
      territory: 'USA',
      response: { body: 'thanks', state: 'PUBLISHED' },
    },
    {
      rating: 1,
      body: 'b',
      createdDate: now - 3 * MINUTE,
      territory: 'DEU',
      response: { body: 'sorry', state: 'PENDING_PUBLISH' },
    },
    { rating: 3, body: 'c', createdDate: now - 2 * MINUTE, territory: 'DEU' },
    { rating: 2, body: 'd', createdDate: now - MINUTE, territory: 'FRA' },
  ])
  const key = sim.keys.create({ role: 'CUSTOMER_SUPPORT' })
  return {
    clock,
    key,
    bearer: await token(key, clock),
    a: a ?? '',
    b: b ?? '',
    c: c ?? '',
    d: d ?? '',
  }
}

describe('App Store simulator', () => {
  it('sorts, filters and includes like the real API', async () => {
    const { bearer, a, b, c, d } = await seeded()
    const list = (q: string) => get(`/v1/apps/${APP}/customerReviews?${q}`, bearer)
    expect(ids((await list('sort=-createdDate')).json)).toEqual([d, c, b, a])
    expect(ids((await list('sort=createdDate')).json)).toEqual([a, b, c, d])
    expect(ids((await list('sort=rating')).json)).toEqual([b, d, c, a])
    expect(ids((await list('sort=-rating')).json)).toEqual([a, c, d, b])
    expect(ids((await list('filter[rating]=1,2&sort=createdDate')).json)).toEqual([b, d])
    expect(ids((await list('filter%5Bterritory%5D=DEU&sort=createdDate')).json)).toEqual([b, c])
    // Only a PUBLISHED response counts; b's is still pending.
    expect(ids((await list('exists[publishedResponse]=true')).json)).toEqual([a])
    expect(ids((await list('exists[publishedResponse]=false&sort=createdDate')).json)).toEqual([
      b,
      c,
      d,
    ])

    const withResponses = (await list('include=response&sort=createdDate')).json
    expect(
      (withResponses?.included as { attributes: { state: string } }[]).map(
        (r) => r.attributes.state,
      ),
    ).toEqual(['PUBLISHED', 'PENDING_PUBLISH'])
    const first = (
      withResponses?.data as { relationships: { response: { data?: { id: string } } } }[]
    )[0]
    expect(first?.relationships.response.data?.id).toBe(sim.responseOf(a)?.id)
    expect(withResponses?.meta).toEqual({ paging: { total: 4, limit: 50 } })
  })

  it('pages with opaque links.next cursors that keep the query', async () => {
    const { bearer, a, b, c, d } = await seeded()
    const first = await get(`/v1/apps/${APP}/customerReviews?sort=createdDate&limit=3`, bearer)
    expect(ids(first.json)).toEqual([a, b, c])
    const next = (first.json?.links as { next: string }).next
    expect(next).toMatch(
      new RegExp(`^${sim.url}/v1/apps/${APP}/customerReviews\\?sort=createdDate&limit=3&cursor=`),
    )
    const second = await get(next.slice(sim.url.length), bearer)
    expect(ids(second.json)).toEqual([d])
    expect((second.json?.links as { next?: string }).next).toBeUndefined()
  })

  it('answers bad parameters with 400 PARAMETER_ERROR in the JSON:API errors shape', async () => {
    const { bearer } = await seeded()
    const res = await get(`/v1/apps/${APP}/customerReviews?limit=201`, bearer)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({
      errors: [
        {
          id: expect.any(String) as string,
          status: '400',
          code: 'PARAMETER_ERROR.INVALID',
          title: expect.any(String) as string,
          detail: expect.stringContaining('limit') as string,
          source: { parameter: 'limit' },
        },
      ],
    })
    expect((await get(`/v1/apps/${APP}/customerReviews?sort=title`, bearer)).status).toBe(400)
    expect((await get(`/v1/apps/${APP}/customerReviews?filter[rating]=6`, bearer)).status).toBe(400)
    expect((await get(`/v1/apps/${APP}/customerReviews?cursor=bogus`, bearer)).status).toBe(400)
    expect((await get(`/v1/apps/${APP}/customerReviews?foo=1`, bearer)).json).toMatchObject({
      errors: [{ code: 'PARAMETER_ERROR.ILLEGAL' }],
    })
    expect((await get(`/v1/apps/1111111/customerReviews`, bearer)).json).toMatchObject({
      errors: [{ status: '404', code: 'NOT_FOUND' }],
    })
  })

  it('verifies ES256 tokens: audience, lifetime, key id, expiry, revocation', async () => {
    const { clock, key } = await seeded()
    const path = `/v1/apps/${APP}/customerReviews`
    expect((await get(path, await token(key, clock))).status).toBe(200)
    expect((await get(path, await token(key, clock, { aud: 'other' }))).status).toBe(401)
    expect((await get(path, await token(key, clock, { lifetimeS: 21 * 60 }))).status).toBe(401)
    expect((await get(path, await token(key, clock, { kid: 'ZZZZZZZZZZ' }))).status).toBe(401)
    expect((await get(path, await token(key, clock, { iatOffsetS: 10 * 60 }))).status).toBe(401)
    const old = await token(key, clock)
    clock.advance(16 * MINUTE)
    const expired = await get(path, old)
    expect(expired).toMatchObject({
      status: 401,
      json: { errors: [{ status: '401', code: 'NOT_AUTHORIZED' }] },
    })
    const fresh = await token(key, clock)
    sim.keys.revoke(key.keyId)
    expect((await get(path, fresh)).status).toBe(401)
    expect((await get(path, 'not-a-token')).status).toBe(401)
  })

  it('keeps one response per review: POST replaces, DELETE removes, pending turns published with the clock', async () => {
    const { clock, key, c } = await seeded()
    let bearer = await token(key, clock)
    const body = (text: string) => ({
      data: {
        type: 'customerReviewResponses',
        attributes: { responseBody: text },
        relationships: { review: { data: { type: 'customerReviews', id: c } } },
      },
    })
    const first = await send('POST', '/v1/customerReviewResponses', bearer, body('one'))
    expect(first.status).toBe(201)
    expect(first.json).toMatchObject({
      data: {
        type: 'customerReviewResponses',
        attributes: { responseBody: 'one', state: 'PENDING_PUBLISH' },
      },
    })
    await send('POST', '/v1/customerReviewResponses', bearer, body('two'))
    const current = await get(`/v1/customerReviews/${c}/response`, bearer)
    expect(current.json).toMatchObject({
      data: { attributes: { responseBody: 'two', state: 'PENDING_PUBLISH' } },
    })
    clock.advance(31 * MINUTE)
    bearer = await token(key, clock)
    expect((await get(`/v1/customerReviews/${c}/response`, bearer)).json).toMatchObject({
      data: { attributes: { state: 'PUBLISHED' } },
    })

    const id = (current.json?.data as { id: string }).id
    expect((await send('DELETE', `/v1/customerReviewResponses/${id}`, bearer)).status).toBe(204)
    expect((await get(`/v1/customerReviews/${c}/response`, bearer)).status).toBe(404)
    expect((await send('DELETE', `/v1/customerReviewResponses/${id}`, bearer)).status).toBe(404)

    const bad = await send('POST', '/v1/customerReviewResponses', bearer, {
      data: { type: 'customerReviewResponses', attributes: { responseBody: 'x', extra: 1 } },
    })
    expect(bad.json).toMatchObject({
      errors: [{ status: '409', code: 'ENTITY_ERROR.ATTRIBUTE.UNKNOWN' }],
    })
  })

  it('enforces roles on replying and counts every call against the key', async () => {
    const { clock } = await seeded()
    const marketing = sim.keys.create({ role: 'MARKETING' })
    const bearer = await token(marketing, clock)
    const read = await get(`/v1/apps/${APP}/customerReviews`, bearer)
    expect(read.status).toBe(200)
    expect(read.headers['x-rate-limit']).toBe('user-hour-lim:3500;user-hour-rem:3499;')
    const post = await send('POST', '/v1/customerReviewResponses', bearer, {})
    expect(post.json).toMatchObject({ errors: [{ status: '403', code: 'FORBIDDEN_ERROR' }] })

    sim.setRateLimit({ limit: 3, keyId: marketing.keyId })
    await get(`/v1/apps/${APP}/customerReviews`, bearer)
    const refused = await get(`/v1/apps/${APP}/customerReviews`, bearer)
    expect(refused).toMatchObject({
      status: 429,
      json: { errors: [{ code: 'RATE_LIMIT_EXCEEDED' }] },
    })
    expect(refused.headers['x-rate-limit']).toBe('user-hour-lim:3;user-hour-rem:0;')
    clock.advance(61 * MINUTE)
    expect(
      (await get(`/v1/apps/${APP}/customerReviews`, await token(marketing, clock))).status,
    ).toBe(200)
    expect(sim.calls.map((c) => c.status)).toContain(429)
  })
})
