import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { CoreError } from '../errors'
import { seal, unseal } from './aead'
import type { KeyProvider } from './key-provider'

/**
 * Last resort outside Electron without a passphrase: a random key in a 0600 file next to the
 * database. Anyone who can read both files can read the secrets, so the UI and logs say so.
 */
export function keyFileProvider(path: string): KeyProvider {
  const readKey = (create: boolean): Buffer => {
    if (existsSync(path)) {
      const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64')
      if (key.length !== 32) {
        throw new CoreError('UNAVAILABLE', `The vault key file ${path} is damaged (expected 32 bytes).`)
      }
      return key
    }
    if (!create) {
      throw new CoreError(
        'UNAVAILABLE',
        `The vault key file ${path} is missing, so stored store credentials cannot be read. Restore it, or reconnect the stores.`,
      )
    }
    const key = randomBytes(32)
    writeFileSync(path, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' })
    return key
  }
  return {
    id: 'key_file',
    description: `a key file (${path})`,
    warning: `Secrets are encrypted with a key stored in ${path}. Set REVIEW_REPLY_VAULT_PASSPHRASE to protect them with a passphrase instead.`,
    wrap(dataKey) {
      return { wrapped: seal(readKey(true), dataKey, 'vault-key'), params: {} }
    },
    unwrap(wrapped) {
      const key = unseal(readKey(false), wrapped, 'vault-key')
      if (!key) throw new CoreError('UNAVAILABLE', `The vault key file ${path} does not match this database.`)
      return key
    },
  }
}
