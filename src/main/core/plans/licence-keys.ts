import type { CoreContext } from '../context'
import { LICENCE_PUBLIC_KEYS } from './licence-public-key'

/** An Ed25519 public key that may sign licences, as a JWK with its key id. */
export interface LicencePublicKey {
  kid: string
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string }
}

/**
 * The keys that may sign licences: the built-in ones, unless a test put the fixture key pair in
 * this core's state (test/fixtures/licence). There is deliberately no environment variable or
 * setting for this, so a user cannot swap in a key of their own.
 */
export function licenceKeysFor(ctx: CoreContext): readonly LicencePublicKey[] {
  return ctx.state.licenceKeys ?? LICENCE_PUBLIC_KEYS
}
