import type { CoreContext } from '../context'
import { LICENCE_PUBLIC_KEYS } from './licence-public-key'

/** An Ed25519 public key that may sign licences, as a JWK with its key id. */
export interface LicencePublicKey {
  kid: string
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string }
}

/**
 * Tests (and only tests) verify licences signed with the fixture key pair this way, for one
 * opened core (its state). There is deliberately no environment variable or setting for this,
 * so a user cannot swap in a key of their own.
 */
export function useLicenceKeys(ctx: CoreContext, keys: readonly LicencePublicKey[]): void {
  if (keys.length === 0) throw new Error('at least one licence public key is needed')
  ctx.state.licenceKeys = keys
}

export function licenceKeysFor(ctx: CoreContext): readonly LicencePublicKey[] {
  return ctx.state.licenceKeys ?? LICENCE_PUBLIC_KEYS
}
