import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { rateLimitHeaders, TokenBuckets } from '../../../../src/main/core/api/rate-limit'
import { apiFixture, rawRequest, type ApiFixture } from './support'

let f: ApiFixture | undefined
afterEach(async () => {
  await f?.close()
  f = undefined
})

describe('token bucket', () => {
  it('allows the burst, then refills at the rate, by the injected clock', () => {
    const clock = new ManualClock()
    const buckets = new TokenBuckets({ ratePerSecond: 2, burst: 4 }, clock, 'key')
    const seen = Array.from({ length: 5 }, () => buckets.take('k1'))
    expect(seen.map((d) => d.allowed)).toEqual([true, true, true, true, false])
    expect(seen.map((d) => d.remaining)).toEqual([3, 2, 1, 0, 0])
    expect(seen[4]).toMatchObject({ retryAfterSeconds: 1, resetSeconds: 2, windowSeconds: 2 })
    expect(buckets.take('k2').allowed).toBe(true) // buckets are per key
    clock.advance(499)
    expect(buckets.take('k1').allowed).toBe(false)
    clock.advance(1)
    expect(buckets.take('k1')).toMatchObject({ allowed: true, remaining: 0 })
    clock.advance(10_000)
    expect(buckets.take('k1')).toMatchObject({ allowed: true, remaining: 3, resetSeconds: 1 })
  })

  it('does not mint tokens when the clock steps backwards', () => {
    const clock = new ManualClock()
    const buckets = new TokenBuckets({ ratePerSecond: 1, burst: 1 }, clock, 'key')
    expect(buckets.take('k').allowed).toBe(true)
    clock.advance(-60_000)
    expect(buckets.take('k').allowed).toBe(false)
    clock.advance(60_000)
    expect(buckets.take('k').allowed).toBe(false)
    clock.advance(1_000)
    expect(buckets.take('k').allowed).toBe(true)
  })

  it('formats the legacy and the current IETF draft fields', () => {
    const buckets = new TokenBuckets({ ratePerSecond: 20, burst: 100 }, new ManualClock(), 'key')
    expect(rateLimitHeaders(buckets.take('k'))).toEqual({
      'RateLimit-Limit': '100',
      'RateLimit-Remaining': '99',
      'RateLimit-Reset': '1',
      'RateLimit-Policy': '"key";q=100;w=5',
      RateLimit: '"key";r=99;t=1',
    })
  })
})

describe('rate limiting over HTTP', () => {
  it('answers 429 with Retry-After once a key’s burst is spent, per key, and recovers with time', async () => {
    f = await apiFixture({ rateLimit: { ratePerSecond: 2, burst: 5 } })
    const other = (await f.t.run('keys.create', { workspaceId: f.t.workspaceId, name: 'other' }))
      .key
    const remaining: string[] = []
    for (let i = 0; i < 5; i++) {
      const r = await f.get('/api/v1/apps')
      expect(r.status).toBe(200)
      remaining.push(String(r.headers['ratelimit-remaining']))
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0'])
    const limited = await f.get('/api/v1/reviews')
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBe('1')
    expect(limited.headers['ratelimit-remaining']).toBe('0')
    expect(limited.headers['ratelimit-reset']).toBe('3')
    expect(limited.headers['ratelimit-policy']).toBe('"key";q=5;w=3')
    expect(limited.headers.ratelimit).toBe('"key";r=0;t=3')
    expect(limited.json()).toMatchObject({
      status: 429,
      code: 'rate_limited',
      title: 'Too many requests',
    })

    expect((await f.get('/api/v1/apps', other)).status).toBe(200)
    f.t.clock.advance(500)
    expect((await f.get('/api/v1/apps')).status).toBe(200)
    expect((await f.get('/api/v1/apps')).status).toBe(429)
  })

  it('puts the RateLimit fields on every response, errors included', async () => {
    f = await apiFixture()
    const port = f.server.port
    const responses = [
      await f.get('/api/v1/apps'),
      await f.get('/api/v1/reviews?limit=0'),
      await f.get('/api/v1/reviews?app_id=app_nope'),
      await f.get('/api/v1/reviews', null),
      await f.get('/nowhere'),
      await f.get('/api/v1/apps', f.key, { origin: 'https://evil.example' }),
      await rawRequest(port, '/api/v1/apps', { headers: { host: 'evil.example' } }),
      await rawRequest(port, '/api/v1/apps', { method: 'DELETE' }),
      await f.get('/api/v1/openapi.json', null),
    ]
    expect(responses.map((r) => r.status)).toEqual([200, 400, 404, 401, 404, 421, 421, 405, 200])
    for (const r of responses) {
      for (const h of [
        'ratelimit-limit',
        'ratelimit-remaining',
        'ratelimit-reset',
        'ratelimit-policy',
        'ratelimit',
      ]) {
        expect(r.headers[h], `${r.status} ${h}`).toBeDefined()
      }
    }
  })

  it('limits requests without a valid key in a shared bucket, apart from the keys', async () => {
    f = await apiFixture({ rateLimit: { ratePerSecond: 1, burst: 2 } })
    expect((await f.get('/api/v1/reviews', null)).status).toBe(401)
    expect((await f.get('/api/v1/openapi.json', null)).status).toBe(200)
    const limited = await f.get('/api/v1/reviews', 'rr_live_nope')
    expect(limited.status).toBe(429)
    expect(limited.headers['ratelimit-policy']).toMatch(/^"anonymous";/)
    expect((await f.get('/api/v1/apps')).status).toBe(200)
  })
})
