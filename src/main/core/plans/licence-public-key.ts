import type { LicencePublicKey } from './licence-keys'

/**
 * Public keys whose signatures make a licence valid. Only public halves live here; the private
 * key stays with whoever issues licences (see docs/guide/plans.md, "Issuing licences").
 * To rotate: add the new key, ship, start signing with it, and drop the old one a release later.
 */
export const LICENCE_PUBLIC_KEYS: readonly LicencePublicKey[] = [
  {
    kid: 'GPiCc59y-Wfx8Ku1',
    jwk: { kty: 'OKP', crv: 'Ed25519', x: '4lFmX3na-mJj-tEvBUXkJDnkbjHilJOAyhPfiar7frY' },
  },
]
