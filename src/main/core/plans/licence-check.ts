import { createPublicKey, verify, type KeyObject } from 'node:crypto'
import { readClaims, type LicenceClaims } from './licence-claims'
import type { LicencePublicKey } from './licence-keys'

/**
 * Synchronous re-check of a stored licence for the plan gate, which runs on every API request and
 * webhook pass and must stay synchronous. Same rules as activation (EdDSA signature by a trusted
 * key, issuer, Pro claims); expiry and workspace binding are the caller's, since they depend on
 * the clock and the workspace. Results are memoized per key set: a token's signature never changes.
 */

const keyObjects = new WeakMap<LicencePublicKey, KeyObject>()
const verified = new WeakMap<readonly LicencePublicKey[], Map<string, LicenceClaims | null>>()
const MEMO_LIMIT = 256

function keyObject(key: LicencePublicKey): KeyObject {
  let object = keyObjects.get(key)
  if (!object) {
    object = createPublicKey({ key: { ...key.jwk }, format: 'jwk' })
    keyObjects.set(key, object)
  }
  return object
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

function check(token: string, keys: readonly LicencePublicKey[]): LicenceClaims | null {
  const [header, payload, signature, ...extra] = token.split('.')
  if (!header || !payload || !signature || extra.length > 0) return null
  const h = decodeJson(header)
  if (!h || h.alg !== 'EdDSA' || h.crit !== undefined) return null
  const candidates = typeof h.kid === 'string' ? keys.filter((k) => k.kid === h.kid) : keys
  const input = Buffer.from(`${header}.${payload}`, 'ascii')
  const sig = Buffer.from(signature, 'base64url')
  if (!candidates.some((k) => verify(null, input, keyObject(k), sig))) return null
  const p = decodeJson(payload)
  if (!p) return null
  const read = readClaims(p)
  return read.ok ? read.claims : null
}

/** The claims of a genuine Pro licence, or null for anything else (forged, tampered, other plan). */
export function checkLicenceSync(
  token: string,
  keys: readonly LicencePublicKey[],
): LicenceClaims | null {
  let memo = verified.get(keys)
  if (!memo) {
    memo = new Map()
    verified.set(keys, memo)
  }
  if (memo.has(token)) return memo.get(token) ?? null
  const result = check(token, keys)
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(token, result)
  return result
}
