import { randomBytes, scryptSync } from 'node:crypto'
import { CoreError } from '../errors'
import { seal, unseal } from './aead'
import type { KeyProvider } from './key-provider'

const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 }

/** The data key wrapped by a key derived with scrypt from REVIEW_REPLY_VAULT_PASSPHRASE. */
export function passphraseKeyProvider(passphrase: string, cost = DEFAULT_COST): KeyProvider {
  const derive = (salt: Buffer, c: typeof DEFAULT_COST) =>
    scryptSync(passphrase, salt, 32, { ...c, maxmem: 256 * c.N * c.r })
  return {
    id: 'passphrase',
    description: 'a passphrase (REVIEW_REPLY_VAULT_PASSPHRASE)',
    wrap(dataKey) {
      const salt = randomBytes(16)
      return {
        wrapped: seal(derive(salt, cost), dataKey, 'vault-key'),
        params: { salt: salt.toString('base64'), ...cost },
      }
    },
    unwrap(wrapped, params) {
      const salt = Buffer.from(String(params.salt), 'base64')
      const c = { N: Number(params.N), r: Number(params.r), p: Number(params.p) }
      const key = unseal(derive(salt, c), wrapped, 'vault-key')
      if (!key) {
        throw new CoreError(
          'UNAUTHENTICATED',
          'The vault passphrase is wrong: REVIEW_REPLY_VAULT_PASSPHRASE does not unlock the stored secrets.',
        )
      }
      return key
    },
  }
}
