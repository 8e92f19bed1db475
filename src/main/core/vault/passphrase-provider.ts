import { randomBytes, scryptSync } from 'node:crypto'
import { CoreError, invalid } from '../errors'
import { seal, unseal } from './aead'
import type { KeyProvider } from './key-provider'

interface ScryptCost {
  N: number
  r: number
  p: number
}

/** What new vaults use: ~0.3–0.5 s and 128 MiB per unlock, so guessing offline is slow. */
const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }
/** Vaults written before format 2 used this; they are unlocked once and re-wrapped at SCRYPT_COST. */
const LEGACY_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 }
/** Above this a stored cost would only make the app hang or run out of memory. */
const MAX_N = 2 ** 20
const MIN_PASSPHRASE_LENGTH = 12
const FORMAT = 2

export interface PassphraseOptions {
  /**
   * Tests only: a cheaper scrypt cost, which also becomes the minimum this provider accepts.
   * No shell passes it; production always runs at SCRYPT_COST.
   */
  insecureTestCost?: ScryptCost
}

const sameCost = (a: ScryptCost, b: ScryptCost) => a.N === b.N && a.r === b.r && a.p === b.p

/** Format 2 binds the cost and salt to the wrapped key, so editing them cannot go unnoticed. */
const aadOf = (salt: string, c: ScryptCost) => `vault-key:v${FORMAT}:${c.N}:${c.r}:${c.p}:${salt}`

function storedCost(params: Record<string, unknown>): ScryptCost {
  return { N: Number(params.N), r: Number(params.r), p: Number(params.p) }
}

/**
 * The data key wrapped by a key derived with scrypt from REVIEW_REPLY_VAULT_PASSPHRASE.
 * A stored cost below today's is refused, except the exact legacy cost of vaults written before
 * format 2, which is unlocked once and re-wrapped (see `rewrap`).
 */
export function passphraseKeyProvider(passphrase: string, options: PassphraseOptions = {}): KeyProvider {
  const cost = options.insecureTestCost ?? SCRYPT_COST
  const derive = (salt: Buffer, c: ScryptCost) =>
    scryptSync(passphrase, salt, 32, { ...c, maxmem: 256 * c.N * c.r })
  const wrapAt = (dataKey: Buffer) => {
    const salt = randomBytes(16).toString('base64')
    return {
      wrapped: seal(derive(Buffer.from(salt, 'base64'), cost), dataKey, aadOf(salt, cost)),
      params: { v: FORMAT, salt, ...cost },
    }
  }
  const isLegacy = (params: Record<string, unknown>) =>
    params.v === undefined && sameCost(storedCost(params), LEGACY_COST)
  return {
    id: 'passphrase',
    description: 'a passphrase (REVIEW_REPLY_VAULT_PASSPHRASE)',
    wrap(dataKey) {
      if ([...passphrase].length < MIN_PASSPHRASE_LENGTH) {
        throw invalid(
          `The vault passphrase (REVIEW_REPLY_VAULT_PASSPHRASE) must be at least ${MIN_PASSPHRASE_LENGTH} characters long; a few words that belong together work well.`,
          'passphrase',
        )
      }
      return wrapAt(dataKey)
    },
    unwrap(wrapped, params) {
      const c = storedCost(params)
      const legacy = isLegacy(params)
      const weak = !legacy && (params.v !== FORMAT || c.N < cost.N || c.r < cost.r || c.p < cost.p)
      if (weak || !Number.isInteger(c.N) || c.N > MAX_N || c.r > 32 || c.p > 16) {
        throw new CoreError(
          'UNAVAILABLE',
          'The vault\'s key-protection settings in this database are weaker than Review Reply allows or were changed, so it refuses to unlock it. Restore the database from a backup, or start with a new data folder and reconnect the stores.',
        )
      }
      const salt = String(params.salt)
      const key = unseal(derive(Buffer.from(salt, 'base64'), c), wrapped, legacy ? 'vault-key' : aadOf(salt, c))
      if (!key) {
        throw new CoreError(
          'UNAUTHENTICATED',
          'The vault passphrase is wrong: REVIEW_REPLY_VAULT_PASSPHRASE does not unlock the stored secrets.',
        )
      }
      return key
    },
    // An existing vault keeps its passphrase (the length rule is for new ones) but gets today's cost.
    rewrap(dataKey, params) {
      return params.v === FORMAT && sameCost(storedCost(params), cost) ? null : wrapAt(dataKey)
    },
  }
}
