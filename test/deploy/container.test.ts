import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type BridgeServer } from '../../src/main/serve/bridge'
import { createTestCore, type TestCore } from '../support/core'
import { makeTestCa, type TestCa } from '../support/test-ca'

const exec = promisify(execFile)
const dockerfile = readFileSync('Dockerfile', 'utf8')
const compose = readFileSync('deploy/compose.yaml', 'utf8')

async function healthcheck(url: string, env: Record<string, string> = {}): Promise<{ code: number; stderr: string }> {
  try {
    await exec(process.execPath, ['scripts/healthcheck.mjs', url], { env: { ...process.env, ...env } })
    return { code: 0, stderr: '' }
  } catch (error) {
    const e = error as { code: number; stderr: string }
    return { code: e.code, stderr: e.stderr }
  }
}

describe('the container image', () => {
  const stages = [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1])
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))

  it('is multi-stage and compiles better-sqlite3 inside the image, checking that it loads', () => {
    expect(stages).toEqual(['deps', 'build', 'runtime'])
    expect(dockerfile).toMatch(/apt-get install[^\n]*python3 make g\+\+/)
    expect(dockerfile).toContain('npm_config_build_from_source=true')
    expect(dockerfile).toMatch(/require\('better-sqlite3'\)\)\(':memory:'\)/)
  })

  it('runs as a non-root user, with the data folder as a volume, the health check and no build tools', () => {
    const user = /^USER\s+(\S+)/m.exec(runtime)?.[1]
    expect(user).toBeDefined()
    expect(['root', '0']).not.toContain(user)
    expect(runtime).toContain('REVIEW_REPLY_DATA_DIR=/data')
    expect(runtime).toMatch(/VOLUME \["\/data"\]/)
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*scripts\/healthcheck\.mjs/)
    expect(runtime).toContain('COPY scripts/healthcheck.mjs')
    expect(runtime).not.toMatch(/apt-get|g\+\+|COPY \. \./)
    expect(runtime).toMatch(/COPY --from=build \/app\/out\/renderer/)
  })

  it('has a compose example with one data volume, a health check, and a served public URL', () => {
    const namedVolumes = /^volumes:\n((?: {2}\S[^\n]*\n?)+)/m.exec(compose)?.[1]?.trim().split('\n') ?? []
    expect(namedVolumes).toEqual(['review-reply-data:'])
    expect(compose).toContain('- review-reply-data:/data')
    expect(compose).toMatch(/healthcheck:\n\s+test: \["CMD", "node", "\/app\/scripts\/healthcheck\.mjs"/)
    expect(compose).toMatch(/--public-url\n\s+- https:\/\//)
    expect(compose).toMatch(/--tls-cert[\s\S]*--tls-key/)
  })
})

describe('the health check the image runs', () => {
  let t: TestCore
  let ca: TestCa
  let plain: BridgeServer
  let secure: BridgeServer
  beforeAll(async () => {
    ca = makeTestCa(['127.0.0.2'])
    t = await createTestCore()
    plain = await startBridge(t.core, { port: 0 })
    secure = await startBridge(t.core, {
      port: 0,
      host: '127.0.0.2',
      tls: { cert: readFileSync(ca.certFile), key: readFileSync(ca.keyFile) },
    })
  })
  afterAll(async () => {
    await plain.close()
    await secure.close()
    t.core.close()
  })

  it('passes against a running server over http (the image default)', async () => {
    expect(await healthcheck(`http://localhost:${plain.port}`)).toEqual({ code: 0, stderr: '' })
  })

  it('passes over https when the certificate verifies for the public name, and fails when it does not', async () => {
    const env = { REVIEW_REPLY_HEALTH_ADDRESS: '127.0.0.2' }
    expect(await healthcheck(secure.url, { ...env, NODE_EXTRA_CA_CERTS: ca.caFile })).toEqual({ code: 0, stderr: '' })
    const untrusted = await healthcheck(secure.url, env)
    expect(untrusted.code).toBe(1)
    expect(untrusted.stderr).toMatch(/unhealthy: .*certificate/i)
  })

  it('fails when nothing answers', async () => {
    const stopped = await startBridge(t.core, { port: 0 })
    await stopped.close()
    const r = await healthcheck(`http://localhost:${stopped.port}`)
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('unhealthy')
  })
})
