/**
 * Minting and key generation for Review Reply licences, shared by `scripts/make-licence.ts` (the
 * support tool) and the tests. Never imported by the app: the app only holds public keys.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { calculateJwkThumbprint, SignJWT } from 'jose'
import { LICENCE_ISSUER } from '../src/main/core/plans/constants'
import type { LicencePublicKey } from '../src/main/core/plans/licence-keys'

export interface LicenceRequest {
  /** Customer id at the merchant of record (becomes `sub`). */
  subject: string
  /** Shown in the app ("Licensed to …"). */
  customer?: string
  seats: number
  /** Milliseconds since the epoch. */
  expiresAt: number
  /** Binds the licence to one workspace id when set. */
  workspaceId?: string
  /** Defaults to now. */
  issuedAt?: number
  /** Defaults to `pro`; other values exist only to test refusals. */
  plan?: string
  /** Licence id, for support look-ups. */
  licenceId?: string
}

export function readPrivateKey(pem: string): KeyObject {
  const key = createPrivateKey(pem)
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`expected an Ed25519 private key, got ${key.asymmetricKeyType ?? key.type}`)
  }
  return key
}

/** The public half as the app stores it, with a key id derived from the key itself. */
export async function publicKeyOf(privateKey: KeyObject): Promise<LicencePublicKey> {
  const exported = createPublicKey(privateKey).export({ format: 'jwk' })
  if (exported.kty !== 'OKP' || exported.crv !== 'Ed25519' || typeof exported.x !== 'string') {
    throw new Error('not an Ed25519 key')
  }
  const jwk = { kty: 'OKP' as const, crv: 'Ed25519' as const, x: exported.x }
  const kid = (await calculateJwkThumbprint(jwk, 'sha256')).slice(0, 16)
  return { kid, jwk }
}

export async function mintLicence(privateKey: KeyObject, request: LicenceRequest): Promise<string> {
  if (!Number.isInteger(request.seats) || request.seats < 1)
    throw new Error('seats must be a whole number ≥ 1')
  const { kid } = await publicKeyOf(privateKey)
  const claims: Record<string, unknown> = { plan: request.plan ?? 'pro', seats: request.seats }
  if (request.customer) claims.customer = request.customer
  if (request.workspaceId) claims.workspace = request.workspaceId
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid })
    .setIssuer(LICENCE_ISSUER)
    .setSubject(request.subject)
    .setIssuedAt(Math.floor((request.issuedAt ?? Date.now()) / 1000))
    .setExpirationTime(Math.floor(request.expiresAt / 1000))
  if (request.licenceId) jwt.setJti(request.licenceId)
  return jwt.sign(privateKey)
}

export function generateLicenceKeyPair(): { privateKeyPem: string; privateKey: KeyObject } {
  const { privateKey } = generateKeyPairSync('ed25519')
  return {
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    privateKey,
  }
}
