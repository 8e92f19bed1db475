import { randomBytes, scryptSync } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { createCore } from '../../../../src/main/core/core'
import { databaseFile } from '../../../../src/main/core/paths'
import { seal } from '../../../../src/main/core/vault/aead'
import { readSecret, storeSecret } from '../../../../src/main/core/vault/credentials'
import { passphraseKeyProvider } from '../../../../src/main/core/vault/passphrase-provider'
import { tempDir, testKeyProvider } from '../../../support/core'

const PASSPHRASE = 'correct horse battery staple'

const openAt = (dataDir: string, provider = passphraseKeyProvider(PASSPHRASE)) =>
  createCore({ dataDir, keyProvider: provider, clock: new ManualClock() })

const vaultRow = (core: ReturnType<typeof openAt>) =>
  core.db.$client.prepare("SELECT wrapped_key AS wrapped, params FROM vault_keys WHERE provider = 'passphrase'").get() as {
    wrapped: Buffer
    params: string
  }

const workspaceOf = (core: ReturnType<typeof openAt>) =>
  (core.db.$client.prepare('SELECT id FROM workspaces LIMIT 1').get() as { id: string }).id

describe('vault passphrase', () => {
  it('refuses a passphrase shorter than 12 characters for a new vault, in plain words', () => {
    expect(() => openAt(tempDir(), passphraseKeyProvider('hunter2'))).toThrow(/at least 12 characters/)
    expect(() => openAt(tempDir(), testKeyProvider('x'))).toThrow(/at least 12 characters/)
  })

  it('wraps new vaults at scrypt N=2^17 and refuses a vault whose cost was lowered', () => {
    const dir = tempDir()
    const core = openAt(dir)
    const params = JSON.parse(vaultRow(core).params) as Record<string, unknown>
    expect(params).toMatchObject({ v: 2, N: 2 ** 17, r: 8, p: 1 })
    core.db.$client.prepare("UPDATE vault_keys SET params = ? WHERE provider = 'passphrase'").run(JSON.stringify({ ...params, N: 2 ** 14 }))
    core.close()
    expect(() => openAt(dir)).toThrow(/weaker than Review Reply allows or were changed/)
  })

  it('refuses a format-1 record at a cost below the old one (a downgrade), even with the right passphrase', () => {
    const dir = tempDir()
    openAt(dir, testKeyProvider(PASSPHRASE)).close()
    const core = openAt(dir, testKeyProvider(PASSPHRASE))
    const salt = randomBytes(16)
    const weak = { N: 2 ** 10, r: 8, p: 1 }
    const wrapped = seal(scryptSync(PASSPHRASE, salt, 32, weak), randomBytes(32), 'vault-key')
    core.db.$client
      .prepare("UPDATE vault_keys SET wrapped_key = ?, params = ? WHERE provider = 'passphrase'")
      .run(wrapped, JSON.stringify({ salt: salt.toString('base64'), ...weak }))
    core.close()
    expect(() => openAt(dir)).toThrow(/weaker than Review Reply allows/)
  })

  it('unlocks a vault written at the old N=2^15 once and re-wraps it at N=2^17, keeping every secret', () => {
    const dir = tempDir()
    const core = openAt(dir, testKeyProvider(PASSPHRASE))
    const ws = workspaceOf(core)
    const id = storeSecret(core, ws, 'model_api_key', 'sk-legacy-secret')
    // Rewrite the row as the previous version did: format 1, N=2^15, the same data key. That
    // version had no length rule, so its passphrase may be short and must stay usable.
    const dataKey = (core.vault as unknown as { dataKey: Buffer }).dataKey
    const salt = randomBytes(16)
    const old = { N: 2 ** 15, r: 8, p: 1 }
    const wrapped = seal(scryptSync('old', salt, 32, { ...old, maxmem: 256 * old.N * old.r }), dataKey, 'vault-key')
    core.db.$client
      .prepare("UPDATE vault_keys SET wrapped_key = ?, params = ? WHERE provider = 'passphrase'")
      .run(wrapped, JSON.stringify({ salt: salt.toString('base64'), ...old }))
    core.close()

    const upgraded = openAt(dir, passphraseKeyProvider('old'))
    expect(readSecret(upgraded, ws, id)).toBe('sk-legacy-secret')
    expect(JSON.parse(vaultRow(upgraded).params)).toMatchObject({ v: 2, N: 2 ** 17 })
    // The weaker wrapping is gone from the file and its WAL, not just from the row.
    const onDisk = [databaseFile(dir), `${databaseFile(dir)}-wal`].filter(existsSync).map((f) => readFileSync(f))
    expect(onDisk.some((bytes) => bytes.includes(wrapped))).toBe(false)
    upgraded.close()
    const again = openAt(dir, passphraseKeyProvider('old'))
    expect(readSecret(again, ws, id)).toBe('sk-legacy-secret')
    again.close()
  })
})
