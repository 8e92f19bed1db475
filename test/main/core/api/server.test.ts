import { createServer } from 'node:net'
import { Agent } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiPortInUseError, startApiServer } from '../../../../src/main/core/api/server'
import { createTestCore } from '../../../support/core'
import { apiFixture, rawRequest, type ApiFixture } from './support'

let f: ApiFixture | undefined
afterEach(async () => {
  await f?.close()
  f = undefined
})

const problemOf = (r: { headers: Record<string, unknown>; json(): unknown }) => {
  expect(r.headers['content-type']).toBe('application/problem+json')
  return r.json() as {
    type: string
    title: string
    status: number
    detail: string
    code: string
    param?: string
    request_id: string
  }
}

describe('API server lifecycle', () => {
  it('reports a busy port in plain words, with the way out', async () => {
    const blocker = createServer()
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r))
    const port = (blocker.address() as { port: number }).port
    const t = await createTestCore()
    try {
      const error = await startApiServer(t.core, { port }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiPortInUseError)
      expect((error as Error).message).toBe(
        `Port ${port} is in use; set another with --api-port or in Settings.`,
      )
      expect((error as ApiPortInUseError).code).toBe('CONFLICT')
    } finally {
      blocker.close()
      t.core.close()
    }
  })

  it('listens on 127.0.0.1 only and refuses a non-loopback host option', async () => {
    const t = await createTestCore()
    try {
      await expect(
        startApiServer(t.core, { port: 0, host: '0.0.0.0' as '127.0.0.1' }),
      ).rejects.toThrow(/loopback/)
      const server = await startApiServer(t.core, { port: 0 })
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
      await server.close()
    } finally {
      t.core.close()
    }
  })

  it('closes idle keep-alive connections on close, so quitting does not hang', async () => {
    f = await apiFixture()
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const r = await rawRequest(f.server.port, '/api/v1/openapi.json', { agent })
    expect(r.status).toBe(200)
    const started = Date.now()
    await f.server.close()
    expect(Date.now() - started).toBeLessThan(1000)
    await expect(rawRequest(f.server.port, '/api/v1/openapi.json')).rejects.toThrow()
    agent.destroy()
  })
})

describe('DNS-rebinding guard, methods and paths', () => {
  it.each([['evil.example:PORT'], ['127.0.0.1'], ['localhost:1'], ['127.0.0.1.nip.io:PORT'], ['']])(
    'answers 421 for Host %s',
    async (host) => {
      f = await apiFixture()
      const r = await rawRequest(f.server.port, '/api/v1/apps', {
        headers: {
          host: host.replace('PORT', String(f.server.port)),
          authorization: `Bearer ${f.key}`,
        },
      })
      expect(r.status).toBe(421)
      expect(problemOf(r)).toMatchObject({ status: 421, code: 'misdirected_request' })
      expect(r.headers['access-control-allow-origin']).toBeUndefined()
    },
  )

  it('accepts 127.0.0.1, localhost and [::1] with the right port', async () => {
    f = await apiFixture()
    for (const host of ['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]']) {
      const r = await f.get('/api/v1/apps', f.key, { host: `${host}:${f.server.port}` })
      expect(r.status, host).toBe(200)
    }
  })

  it('answers 421 to any request with an Origin header, with no CORS headers', async () => {
    f = await apiFixture()
    for (const origin of ['http://127.0.0.1:' + f.server.port, 'null', 'https://evil.example']) {
      const r = await f.get('/api/v1/reviews', f.key, { origin })
      expect(r.status).toBe(421)
      expect(problemOf(r).detail).toMatch(/Origin/)
      expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([])
    }
  })

  it('answers 405 with Allow for other methods on known paths, 404 on unknown paths', async () => {
    f = await apiFixture()
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const r = await rawRequest(f.server.port, '/api/v1/reviews', {
        method,
        headers: { authorization: `Bearer ${f.key}` },
      })
      expect(r.status, method).toBe(405)
      expect(r.headers.allow).toBe('GET, HEAD')
      expect(problemOf(r).code).toBe('method_not_allowed')
    }
    for (const path of [
      '/',
      '/api/v1',
      '/api/v1/reviews/',
      '/api/v2/reviews',
      '/api/v1/reviews/rev_1',
      '/API/V1/APPS',
    ]) {
      const r = await f.get(path)
      expect(r.status, path).toBe(404)
      expect(problemOf(r)).toMatchObject({ code: 'not_found', status: 404, title: 'Not found' })
    }
  })

  it('answers HEAD like GET without a body', async () => {
    f = await apiFixture()
    const get = await f.get('/api/v1/apps')
    const head = await rawRequest(f.server.port, '/api/v1/apps', {
      method: 'HEAD',
      headers: { authorization: `Bearer ${f.key}` },
    })
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.headers['ratelimit-limit']).toBeDefined()
  })

  it('serves the OpenAPI document without a key, with this server as its URL', async () => {
    f = await apiFixture()
    const r = await f.get('/api/v1/openapi.json', null)
    expect(r.status).toBe(200)
    const doc = r.json() as { openapi: string; servers: { url: string }[] }
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers[0]?.url).toBe(f.server.url)
    expect(r.headers['ratelimit-policy']).toMatch(/^"anonymous";q=\d+;w=\d+$/)
  })

  it('gives every response a request id, the same as in its problem document, and no-store caching', async () => {
    f = await apiFixture()
    const a = await f.get('/api/v1/apps')
    const b = await f.get('/nope')
    expect(a.headers['x-request-id']).toMatch(/^req_/)
    expect(a.headers['cache-control']).toBe('no-store')
    expect(problemOf(b).request_id).toBe(b.headers['x-request-id'])
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id'])
  })
})
