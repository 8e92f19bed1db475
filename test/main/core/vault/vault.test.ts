import { readFileSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { createCore, type Core } from '../../../../src/main/core/core'
import { keyFileProvider } from '../../../../src/main/core/vault/key-file-provider'
import { readSecret, storeSecret } from '../../../../src/main/core/vault/credentials'
import { vaultKeyFile } from '../../../../src/main/core/paths'
import { tempDir, testKeyProvider } from '../../../support/core'

const open: Core[] = []
afterEach(() => open.splice(0).forEach((c) => c.close()))

const SECRET = '-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg-very-secret-material\n-----END PRIVATE KEY-----'

function coreAt(dataDir: string, provider = testKeyProvider()): Core {
  const core = createCore({ dataDir, keyProvider: provider, clock: new ManualClock() })
  open.push(core)
  return core
}

const workspaceOf = (core: Core) =>
  (core.db.$client.prepare('SELECT id FROM workspaces LIMIT 1').get() as { id: string }).id

describe('vault', () => {
  it('round-trips a secret across restarts and never writes it in plain text', () => {
    const dir = tempDir()
    const core = coreAt(dir)
    const id = storeSecret(core, workspaceOf(core), 'app_store_api_key', SECRET, { keyId: 'ABC123DEFG' })
    expect(readSecret(core, workspaceOf(core), id)).toBe(SECRET)
    core.close()
    open.length = 0

    for (const file of readdirSync(dir)) {
      const bytes = readFileSync(join(dir, file))
      expect(bytes.includes(Buffer.from('very-secret-material')), file).toBe(false)
    }
    const again = coreAt(dir)
    expect(readSecret(again, workspaceOf(again), id)).toBe(SECRET)
  })

  it('fails cleanly with a wrong passphrase', () => {
    const dir = tempDir()
    coreAt(dir).close()
    open.length = 0
    expect(() => coreAt(dir, testKeyProvider('not the passphrase'))).toThrow(/passphrase is wrong/)
  })

  it('binds each secret to its row: a copied ciphertext does not decrypt elsewhere', () => {
    const core = coreAt(tempDir())
    const ws = workspaceOf(core)
    const a = storeSecret(core, ws, 'webhook_secret', 'whsec_one')
    const b = storeSecret(core, ws, 'webhook_secret', 'whsec_two')
    core.db.$client.prepare('UPDATE credentials SET ciphertext = (SELECT ciphertext FROM credentials WHERE id = ?) WHERE id = ?').run(a, b)
    expect(() => readSecret(core, ws, b)).toThrow(/could not be decrypted/)
  })

  it('does not reveal a secret to another workspace', () => {
    const core = coreAt(tempDir())
    const ws = workspaceOf(core)
    const id = storeSecret(core, ws, 'model_api_key', 'sk-test')
    expect(() => readSecret(core, 'ws_other', id)).toThrow(/not found/)
  })

  it('falls back to a 0600 key file with a warning, and explains a mismatch of protection', () => {
    const dir = tempDir()
    const core = coreAt(dir, keyFileProvider(vaultKeyFile(dir)))
    expect(core.vault.provider.warning).toMatch(/REVIEW_REPLY_VAULT_PASSPHRASE/)
    if (process.platform !== 'win32') expect(statSync(vaultKeyFile(dir)).mode & 0o777).toBe(0o600)
    core.close()
    open.length = 0
    expect(() => coreAt(dir, testKeyProvider())).toThrow(/protected by a key file/)
  })
})
