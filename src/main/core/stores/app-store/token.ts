import { createPrivateKey, type KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'
import type { CoreContext } from '../../context'
import type { AppStoreKey } from './key'

/** Apple accepts at most 20 minutes; 15 leaves room for a slightly fast local clock. */
const TOKEN_LIFETIME_S = 15 * 60
/** Mint a fresh token this long before the cached one expires. */
const RENEW_BEFORE_MS = 60_000
const APP_STORE_AUDIENCE = 'appstoreconnect-v1'

interface CachedToken {
  token: string
  issuedAt: number
  expiresAt: number
}

export interface TokenCache {
  keys: Map<string, KeyObject>
  tokens: Map<string, CachedToken>
}

// Per core (state.ts), so two cores in one process (tests) never share signing keys or tokens.
const cacheFor = (ctx: CoreContext): TokenCache => ctx.state.appStore.tokens

/**
 * A bearer token for App Store Connect, reused until about a minute before it expires (Apple
 * asks clients not to mint one per request). `cacheKey` changes whenever the key is replaced.
 */
export async function bearerToken(
  ctx: CoreContext,
  cacheKey: string,
  key: AppStoreKey,
): Promise<string> {
  const cache = cacheFor(ctx)
  const now = ctx.clock.now()
  const cached = cache.tokens.get(cacheKey)
  if (cached && now >= cached.issuedAt && now < cached.expiresAt - RENEW_BEFORE_MS)
    return cached.token

  let signingKey = cache.keys.get(cacheKey)
  if (!signingKey) {
    signingKey = createPrivateKey({ key: key.privateKeyPem, format: 'pem' })
    cache.keys.set(cacheKey, signingKey)
  }
  const iat = Math.floor(now / 1000)
  const exp = iat + TOKEN_LIFETIME_S
  const claims: Record<string, unknown> = key.individual ? { sub: 'user' } : { iss: key.issuerId }
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId, typ: 'JWT' })
    .setAudience(APP_STORE_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(signingKey)
  cache.tokens.set(cacheKey, { token, issuedAt: iat * 1000, expiresAt: exp * 1000 })
  return token
}

/** Drops a cached token (after a 401, or when the key is replaced). */
export function forgetToken(ctx: CoreContext, cacheKey?: string): void {
  const cache = cacheFor(ctx)
  if (cacheKey === undefined) {
    cache.tokens.clear()
    cache.keys.clear()
  } else {
    cache.tokens.delete(cacheKey)
    cache.keys.delete(cacheKey)
  }
}
