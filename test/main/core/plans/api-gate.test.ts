import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from '../../../../src/main/core/api/server'
import { DAY_MS, TRIAL_MS } from '../../../../src/main/core/plans/constants'
import { mintTestLicence, trustTestLicences } from '../../../fixtures/licence/mint'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
let server: ApiServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
  t?.core.close()
})

function get(
  path: string,
  key: string,
): Promise<{ status: number; type: string; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server?.port,
        path,
        headers: { authorization: `Bearer ${key}` },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the public API follows the plan (real loopback server)', () => {
  it('answers during the trial, 403 with a problem body on Free, and again once Pro is active', async () => {
    t = await createTestCore()
    trustTestLicences(t.core)
    server = await startApiServer(t.core, {
      port: 0,
      rateLimit: { ratePerSecond: 1000, burst: 1000 },
    })
    const { key } = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'ci' })
    await t.run('apps.add', {
      workspaceId: t.workspaceId,
      name: 'Notes',
      googlePlayPackage: 'com.example.notes',
    })

    const during = await get('/api/v1/apps', key)
    expect(during, JSON.stringify(during.body)).toMatchObject({ status: 200 })

    t.clock.advance(TRIAL_MS)
    const denied = await get('/api/v1/reviews', key)
    expect(denied.status).toBe(403)
    expect(denied.type).toContain('application/problem+json')
    expect(denied.body).toMatchObject({
      status: 403,
      code: 'plan_required',
      detail: expect.stringContaining('https://reviewreply.app/pricing'),
    })
    expect((await get('/api/v1/apps', key)).status).toBe(403)

    await t.run('licence.activate', {
      workspaceId: t.workspaceId,
      token: await mintTestLicence(t.clock.now(), { expiresAt: t.clock.now() + 5 * DAY_MS }),
    })
    // The API server reuses a plan verdict for up to a second.
    t.clock.advance(1000)
    const allowed = await get('/api/v1/apps', key)
    expect(allowed.status).toBe(200)
    expect(allowed.body.data).toEqual([expect.objectContaining({ name: 'Notes' })])

    t.clock.advance(5 * DAY_MS - 1000)
    expect((await get('/api/v1/apps', key)).status).toBe(403)
  })
})
