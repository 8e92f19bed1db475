import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import { CoreError } from '../errors'
import { LICENCE_ISSUER, UPGRADE_URL } from './constants'
import { readClaims, type LicenceClaims } from './licence-claims'
import type { LicencePublicKey } from './licence-keys'

/**
 * Offline licence verification with jose: an EdDSA (Ed25519) JWT signed by Review Reply's licence
 * key. Every refusal is a plain sentence that says what to do next; none echoes the token.
 */

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

const refuse = (message: string): CoreError => new CoreError('INVALID_INPUT', message, 'token')

const LICENCE_MESSAGES = {
  malformed:
    'That is not a Review Reply licence key. A key is one long line of letters, digits, dots, dashes and underscores that starts with "eyJ"; copy the whole key from your purchase e-mail and try again.',
  forged:
    'This licence key was not issued by Review Reply: its signature does not match. Copy the key again from your purchase e-mail (every character counts), or contact Review Reply support.',
  expired: (expiresAt: number) =>
    `This licence key expired on ${day(expiresAt)}. Renew Pro at ${UPGRADE_URL} and enter the new key.`,
  notYetValid: (notBefore: number) =>
    `This licence key only becomes valid on ${day(notBefore)}. Enter it again from that day.`,
  wrongPlan: (plan: string | null) =>
    `This licence key is for ${plan ? `the "${plan}" plan` : 'no plan'}, not Pro, so it cannot unlock the API and webhooks. Check that you copied your Pro key, or buy Pro at ${UPGRADE_URL}.`,
  incomplete: (detail: string) =>
    `This licence key is missing required details (${detail}). Contact Review Reply support for a new key.`,
  otherWorkspace: (bound: string, here: string) =>
    `This licence key belongs to another workspace (${bound}). Enter it in that workspace, or ask support for a key for this one (${here}).`,
} as const

/** A key set jose can pick from by `kid`. */
function keySet(keys: readonly LicencePublicKey[]) {
  return createLocalJWKSet({
    keys: keys.map((k) => ({ ...k.jwk, kid: k.kid, alg: 'EdDSA', use: 'sig' })),
  })
}

function mapJoseError(error: unknown): CoreError {
  if (error instanceof errors.JWTExpired) {
    const exp = (error.payload as JWTPayload).exp
    return typeof exp === 'number'
      ? refuse(LICENCE_MESSAGES.expired(exp * 1000))
      : refuse(LICENCE_MESSAGES.incomplete('exp'))
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    const payload = error.payload as JWTPayload
    if (error.claim === 'nbf' && typeof payload.nbf === 'number')
      return refuse(LICENCE_MESSAGES.notYetValid(payload.nbf * 1000))
    if (error.claim === 'iss') return refuse(LICENCE_MESSAGES.forged)
    return refuse(LICENCE_MESSAGES.incomplete(error.claim))
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported
  ) {
    return refuse(LICENCE_MESSAGES.forged)
  }
  // Signature checked, but the payload is not a claims set (or a claim has the wrong type).
  if (error instanceof errors.JWTInvalid) return refuse(LICENCE_MESSAGES.incomplete('claims'))
  if (error instanceof errors.JWSInvalid || error instanceof errors.JOSEError)
    return refuse(LICENCE_MESSAGES.malformed)
  return error instanceof CoreError ? error : refuse(LICENCE_MESSAGES.malformed)
}

/** Removes what e-mail clients add when a long key is copied (line breaks, spaces). */
export const normalizeLicenceToken = (token: string): string => token.replace(/\s+/g, '')

/**
 * Verifies a licence for activation in `workspaceId` at time `now`: signature, issuer, expiry,
 * plan and workspace binding. Throws a `CoreError` (INVALID_INPUT, field `token`) on refusal.
 */
export async function verifyLicence(
  rawToken: string,
  keys: readonly LicencePublicKey[],
  now: number,
  workspaceId: string,
): Promise<LicenceClaims> {
  const token = normalizeLicenceToken(rawToken)
  if (!COMPACT_JWS.test(token) || token.length > 8192) throw refuse(LICENCE_MESSAGES.malformed)
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, keySet(keys), {
      algorithms: ['EdDSA'],
      issuer: LICENCE_ISSUER,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now),
    }))
  } catch (error) {
    throw mapJoseError(error)
  }
  const read = readClaims(payload)
  if (!read.ok) {
    throw refuse(
      read.problem === 'wrong_plan'
        ? LICENCE_MESSAGES.wrongPlan(read.plan)
        : LICENCE_MESSAGES.incomplete(read.detail),
    )
  }
  if (read.claims.workspaceId !== null && read.claims.workspaceId !== workspaceId) {
    throw refuse(LICENCE_MESSAGES.otherWorkspace(read.claims.workspaceId, workspaceId))
  }
  return read.claims
}
