import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import type { Clock } from '../../core/clock'

/** App Store Connect user roles an API key can have (Users and Access → Integrations). */
export type AppStoreRole =
  | 'ACCOUNT_HOLDER'
  | 'ADMIN'
  | 'CUSTOMER_SUPPORT'
  | 'APP_MANAGER'
  | 'MARKETING'
  | 'DEVELOPER'
  | 'FINANCE'

/** Roles that may create and delete review responses. */
export const REPLY_ROLES: readonly AppStoreRole[] = ['ACCOUNT_HOLDER', 'ADMIN', 'CUSTOMER_SUPPORT']

export interface SimApiKey {
  keyId: string
  /** Null for individual keys. */
  issuerId: string | null
  /** The `.p8` contents, as App Store Connect lets you download it once. */
  privateKeyPem: string
  role: AppStoreRole
  individual: boolean
}

interface StoredKey extends SimApiKey {
  publicKey: KeyObject
  revoked: boolean
}

export type AuthFailure = { ok: false; detail: string }
export type AuthSuccess = { ok: true; key: SimApiKey }

const KEY_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** Apple: tokens may live at most 20 minutes. */
const MAX_LIFETIME_S = 20 * 60
/** Leeway for clocks that are a little apart. */
const SKEW_S = 60

export class SimKeyRing {
  private readonly keys = new Map<string, StoredKey>()
  /** One team (issuer) per simulator, like one App Store Connect account. */
  readonly teamIssuerId = randomUUID()

  constructor(private readonly clock: Clock) {}

  create(options: { role?: AppStoreRole; individual?: boolean; keyId?: string } = {}): SimApiKey {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    let keyId = options.keyId
    while (!keyId || this.keys.has(keyId)) {
      keyId = Array.from(
        { length: 10 },
        () => KEY_ID_CHARS[Math.floor(Math.random() * KEY_ID_CHARS.length)],
      ).join('')
    }
    const individual = options.individual ?? false
    const key: StoredKey = {
      keyId,
      issuerId: individual ? null : this.teamIssuerId,
      privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      role: options.role ?? 'CUSTOMER_SUPPORT',
      individual,
      publicKey,
      revoked: false,
    }
    this.keys.set(keyId, key)
    return this.publicView(key)
  }

  revoke(keyId: string): void {
    const key = this.keys.get(keyId)
    if (!key) throw new Error(`unknown key ${keyId}`)
    key.revoked = true
  }

  setRole(keyId: string, role: AppStoreRole): void {
    const key = this.keys.get(keyId)
    if (!key) throw new Error(`unknown key ${keyId}`)
    key.role = role
  }

  private publicView(key: StoredKey): SimApiKey {
    return {
      keyId: key.keyId,
      issuerId: key.issuerId,
      privateKeyPem: key.privateKeyPem,
      role: key.role,
      individual: key.individual,
    }
  }

  /** Verifies `Authorization: Bearer <ES256 JWT>` the way App Store Connect documents it. */
  async authenticate(authorization: string | undefined): Promise<AuthSuccess | AuthFailure> {
    const fail = (detail: string): AuthFailure => ({ ok: false, detail })
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(
      authorization ?? '',
    )
    if (!match?.[1]) return fail('Provide a properly configured and signed bearer token.')
    const token = match[1]
    let header: ReturnType<typeof decodeProtectedHeader>
    try {
      header = decodeProtectedHeader(token)
    } catch {
      return fail('The bearer token could not be decoded.')
    }
    if (header.alg !== 'ES256') return fail('Tokens must be signed with ES256.')
    const key = typeof header.kid === 'string' ? this.keys.get(header.kid) : undefined
    if (!key) return fail('The key id (kid) is unknown.')
    if (key.revoked) return fail('The API key has been revoked.')
    const nowS = Math.floor(this.clock.now() / 1000)
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
    try {
      ;({ payload } = await jwtVerify(token, key.publicKey, {
        algorithms: ['ES256'],
        audience: 'appstoreconnect-v1',
        currentDate: new Date(nowS * 1000),
        clockTolerance: SKEW_S,
        requiredClaims: ['iat', 'exp', 'aud'],
      }))
    } catch (error) {
      return fail(`The bearer token is invalid or expired (${(error as Error).message}).`)
    }
    const iat = payload.iat ?? 0
    const exp = payload.exp ?? 0
    if (exp - iat > MAX_LIFETIME_S)
      return fail('The token lifetime (exp - iat) must not exceed 20 minutes.')
    if (iat > nowS + SKEW_S) return fail('The token was issued in the future; check the clock.')
    if (key.individual) {
      if (payload.sub !== 'user' || payload.iss !== undefined)
        return fail('Individual keys sign with sub "user" and no iss.')
    } else if (payload.iss !== key.issuerId) {
      return fail('The issuer (iss) does not match the key.')
    }
    return { ok: true, key: this.publicView(key) }
  }
}
