import { crc32 } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../../../../src/main/core/access/tokens'
import { apiKeys } from '../../../../src/main/core/db/schema'
import {
  checkApiKey,
  displayPrefix,
  generateApiKey,
  keyChecksum,
} from '../../../../src/main/core/keys/format'
import { authenticateApiKey } from '../../../../src/main/core/keys/keys'
import { keyCommandsCli } from '../../../../src/main/cli/commands/keys'
import { canonicalWords } from '../../../../src/main/cli/registry'
import type { CliContext } from '../../../../src/main/cli/types'
import { randomBytes } from 'node:crypto'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

describe('API key format', () => {
  it('is rr_live_ + 32 base62 + a 6-character base62 CRC32 of the rest', () => {
    const key = generateApiKey(randomBytes)
    expect(key).toMatch(/^rr_live_[0-9A-Za-z]{32}[0-9A-Za-z]{6}$/)
    const body = key.slice(0, -6)
    // Decode the checksum independently and compare with zlib's CRC32.
    const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
    const decoded = [...key.slice(-6)].reduce((n, ch) => n * 62 + B62.indexOf(ch), 0)
    expect(decoded).toBe(crc32(body) >>> 0)
    expect(checkApiKey(key)).toBe('ok')
  })

  it('rejects every single-character typo by checksum, and wrong shapes outright', () => {
    const key = generateApiKey(randomBytes)
    let caught = 0
    for (let i = 8; i < key.length; i++) {
      const ch = key[i] === 'a' ? 'b' : 'a'
      const typo = key.slice(0, i) + ch + key.slice(i + 1)
      if (checkApiKey(typo) === 'bad_checksum') caught++
    }
    expect(caught).toBe(key.length - 8)
    expect(checkApiKey(key.slice(0, -1))).toBe('malformed')
    expect(checkApiKey(key + 'x')).toBe('malformed')
    expect(checkApiKey(key.replace('rr_live_', 'rr_test_'))).toBe('malformed')
    expect(checkApiKey(key.slice(0, 20) + '-' + key.slice(21))).toBe('malformed')
    expect(keyChecksum('rr_live_')).toHaveLength(6)
    expect(displayPrefix(key)).toBe(key.slice(0, 12))
  })
})

describe('keys commands', () => {
  it('lets an admin create a key shown once, stored only as SHA-256, listed by prefix', async () => {
    t = await createTestCore()
    t.core.runtime.apiBaseUrl = 'http://127.0.0.1:5555/api/v1'
    const created = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'Zapier' })
    expect(created.key).toMatch(/^rr_live_/)
    expect(created.prefix).toBe(created.key.slice(0, 12))
    expect(created.curlExample).toBe(
      `curl -H "Authorization: Bearer ${created.key}" "http://127.0.0.1:5555/api/v1/reviews?limit=5"`,
    )
    expect(created).toMatchObject({
      name: 'Zapier',
      status: 'active',
      apiRunning: true,
      lastUsedAt: null,
    })

    const row = t.core.db.select().from(apiKeys).where(eq(apiKeys.id, created.id)).get()
    expect(row?.hash).toBe(sha256Hex(created.key))
    expect(JSON.stringify(row)).not.toContain(created.key.slice(8))

    const list = await t.run('keys.list', { workspaceId: t.workspaceId })
    expect(list).toEqual([
      expect.objectContaining({ id: created.id, prefix: created.prefix, name: 'Zapier' }),
    ])
    expect(JSON.stringify(list)).not.toContain(created.key)
    expect(list[0]).not.toHaveProperty('key')
  })

  it('uses the default URL in the curl example when no API server runs here, and a default name', async () => {
    t = await createTestCore()
    const created = await t.run('keys.create', { workspaceId: t.workspaceId })
    expect(created).toMatchObject({
      name: 'API key',
      apiRunning: false,
      apiBaseUrl: 'http://127.0.0.1:4747/api/v1',
    })
    expect(created.curlExample).toContain('"http://127.0.0.1:4747/api/v1/reviews?limit=5"')
    // A shell that records the bare origin gets the same example.
    t.core.runtime.apiBaseUrl = 'http://127.0.0.1:4747/'
    const again = await t.run('keys.create', { workspaceId: t.workspaceId })
    expect(again.curlExample).toContain('"http://127.0.0.1:4747/api/v1/reviews?limit=5"')
  })

  it('keeps editors and viewers from creating, listing or revoking keys', async () => {
    t = await createTestCore()
    const key = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'k' })
    for (const role of ['editor', 'viewer'] as const) {
      const m = await t.run('members.add', { workspaceId: t.workspaceId, name: role, role })
      const as = { userId: m.userId }
      for (const [name, input] of [
        ['keys.list', { workspaceId: t.workspaceId }],
        ['keys.create', { workspaceId: t.workspaceId, name: 'x' }],
        ['keys.revoke', { workspaceId: t.workspaceId, keyId: key.id }],
      ] as const) {
        expect(await t.dispatch(name, input, as)).toMatchObject({
          ok: false,
          error: { code: 'FORBIDDEN' },
        })
      }
    }
    expect(await t.run('keys.list', { workspaceId: t.workspaceId })).toHaveLength(1)
    expect(authenticateApiKey(t.core, key.key)).toMatchObject({ ok: true })
  })

  it('revokes at once and idempotently; a key of another workspace is not found', async () => {
    t = await createTestCore()
    // A first workspace in use (named): creating another keeps it (an unused one is replaced).
    await t.run('workspaces.rename', { workspaceId: t.workspaceId, name: 'Ours' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const key = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'k' })
    expect(await t.dispatch('keys.revoke', { workspaceId: other.id, keyId: key.id })).toMatchObject(
      {
        ok: false,
        error: { code: 'NOT_FOUND' },
      },
    )
    expect(authenticateApiKey(t.core, key.key)).toMatchObject({
      ok: true,
      workspaceId: t.workspaceId,
    })
    const revoked = await t.run('keys.revoke', { workspaceId: t.workspaceId, keyId: key.id })
    expect(revoked).toMatchObject({ status: 'revoked', revokedAt: t.clock.now() })
    expect(authenticateApiKey(t.core, key.key)).toEqual({ ok: false, reason: 'revoked' })
    t.clock.advance(1000)
    expect(await t.run('keys.revoke', { workspaceId: t.workspaceId, keyId: key.id })).toMatchObject(
      {
        revokedAt: revoked.revokedAt,
      },
    )
  })

  it('records the last use at most once a minute', async () => {
    t = await createTestCore()
    const key = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'k' })
    const start = t.clock.now()
    authenticateApiKey(t.core, key.key)
    t.clock.advance(59_000)
    authenticateApiKey(t.core, key.key)
    expect((await t.run('keys.list', { workspaceId: t.workspaceId }))[0]?.lastUsedAt).toBe(start)
    t.clock.advance(1_000)
    authenticateApiKey(t.core, key.key)
    expect((await t.run('keys.list', { workspaceId: t.workspaceId }))[0]?.lastUsedAt).toBe(
      start + 60_000,
    )
  })

  it('tells malformed, mistyped and unknown keys apart without a lookup for the first two', async () => {
    t = await createTestCore()
    const key = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'k' })
    const other = generateApiKey(randomBytes)
    expect(authenticateApiKey(t.core, 'rr_live_short')).toEqual({ ok: false, reason: 'malformed' })
    const typo = key.key.slice(0, 10) + (key.key[10] === 'Q' ? 'R' : 'Q') + key.key.slice(11)
    expect(authenticateApiKey(t.core, typo)).toEqual({ ok: false, reason: 'bad_checksum' })
    expect(authenticateApiKey(t.core, other)).toEqual({ ok: false, reason: 'unknown' })
  })
})

describe('key CLI', () => {
  function cli(positionals: string[], options: Record<string, string | true> = {}) {
    const lines: string[] = []
    const results: unknown[] = []
    const ctx: CliContext = {
      core: t.core,
      principal: t.owner,
      args: { positionals, options },
      dataDir: '/nonexistent',
      dataDirChosen: false,
      json: false,
      print: (l) => lines.push(l),
      result: (v) => results.push(v),
      workspaceId: async () =>
        typeof options.workspace === 'string' ? options.workspace : t.workspaceId,
    }
    return { ctx, lines, results }
  }
  const command = (words: string) => {
    const found = keyCommandsCli.find((c) => c.path.join(' ') === canonicalWords(words.split(' ')).join(' '))
    if (!found) throw new Error(`no command ${words}`)
    return found
  }

  it('creates (raw key printed once), lists by prefix and revokes by id', async () => {
    t = await createTestCore()
    const create = cli([], { workspace: t.workspaceId, name: 'Script' })
    await command('key create').run(create.ctx)
    const key = create.lines.map((l) => l.trim()).find((l) => /^rr_live_[0-9A-Za-z]{38}$/.test(l))
    expect(key).toBeDefined()
    expect(create.lines.join('\n')).toContain('shown only this once')
    expect(create.lines.join('\n')).toContain(`curl -H "Authorization: Bearer ${key}"`)

    const list = cli([])
    await command('key list').run(list.ctx)
    expect(list.lines.join('\n')).toContain(`${key?.slice(0, 12)}…  Script`)
    expect(list.lines.join('\n')).not.toContain(key)

    const id = (create.results[0] as { id: string }).id
    const revoke = cli([id])
    await command('key revoke').run(revoke.ctx)
    expect(revoke.lines[0]).toContain('Revoked')
    expect(authenticateApiKey(t.core, key ?? '')).toEqual({ ok: false, reason: 'revoked' })

    await expect(command('key revoke').run(cli(['key_nope']).ctx)).rejects.toThrow(/not found/)
  })
})
