import type { CoreContext } from '../context'
import { LICENCE_PUBLIC_KEYS } from './licence-public-key'

/** An Ed25519 public key that may sign licences, as a JWK with its key id. */
export interface LicencePublicKey {
  kid: string
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string }
}

/**
 * Keys injected for one opened installation. Keyed by the vault because contexts are often
 * copied (`{ ...ctx, db: tx }`) while the vault object stays the same; there is deliberately no
 * environment variable or setting for this, so a user cannot swap in a key of their own.
 */
const injected = new WeakMap<object, readonly LicencePublicKey[]>()

/** Tests (and only tests) verify licences signed with the fixture key pair this way. */
export function useLicenceKeys(ctx: CoreContext, keys: readonly LicencePublicKey[]): void {
  if (keys.length === 0) throw new Error('at least one licence public key is needed')
  injected.set(ctx.vault, keys)
}

export function licenceKeysFor(ctx: CoreContext): readonly LicencePublicKey[] {
  return injected.get(ctx.vault) ?? LICENCE_PUBLIC_KEYS
}
