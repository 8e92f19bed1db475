/**
 * The service-account flow: sign a short-lived RS256 JWT, trade it at the token endpoint for an
 * access token, and send only that access token to the API. Tokens are cached per credential
 * until five minutes before they expire.
 */
import { SignJWT } from 'jose'
import type { CoreContext } from '../../context'
import { guardedAgent, outboundGate } from '../../http/outbound'
import { failures } from './errors'
import { withRetries, Transient } from './retry'
import { googlePlayRuntime } from './runtime'
import { privateKeyObject, type ServiceAccount } from './service-account'

const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher'
/** Reading the Play Console's report bucket (history/cloud-storage.ts). */
export const STORAGE_READ_SCOPE = 'https://www.googleapis.com/auth/devstorage.read_only'
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer'
const REFRESH_MARGIN_MS = 5 * 60_000

export interface TokenOwner {
  credentialId: string
  account: ServiceAccount
}

const tokenUrlFor = (ctx: CoreContext, account: ServiceAccount): string =>
  ctx.endpoints.googleTokenUrl ?? account.token_uri

/** The self-signed assertion. It only ever goes to the token endpoint, never to the API. */
async function signAssertion(
  account: ServiceAccount,
  audience: string,
  nowMs: number,
  scope: string,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000)
  return new SignJWT({ scope })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: account.private_key_id })
    .setIssuer(account.client_email)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(privateKeyObject(account.private_key))
}

export function forgetToken(ctx: CoreContext, credentialId: string): void {
  googlePlayRuntime(ctx).tokens.delete(credentialId)
  googlePlayRuntime(ctx).tokens.delete(`${credentialId} ${STORAGE_READ_SCOPE}`)
}

interface TokenAnswer {
  access_token?: unknown
  expires_in?: unknown
  error?: unknown
  error_description?: unknown
}

export async function accessToken(
  ctx: CoreContext,
  owner: TokenOwner,
  signal?: AbortSignal,
  scope: string = ANDROID_PUBLISHER_SCOPE,
): Promise<string> {
  const runtime = googlePlayRuntime(ctx)
  // One token per scope: the Publisher API's, and Cloud Storage's for the report bucket.
  const cacheKey =
    scope === ANDROID_PUBLISHER_SCOPE ? owner.credentialId : `${owner.credentialId} ${scope}`
  const cached = runtime.tokens.get(cacheKey)
  if (cached && cached.expiresAt - REFRESH_MARGIN_MS > ctx.clock.now()) return cached.accessToken

  const url = tokenUrlFor(ctx, owner.account)
  // The key file names this host, so on a shared server it passes the outbound check like a webhook.
  const dispatcher = ctx.endpoints.googleTokenUrl ? undefined : guardedAgent(outboundGate(ctx))
  const token = await withRetries(ctx, signal, async (send) => {
    const assertion = await signAssertion(owner.account, url, ctx.clock.now(), scope)
    const answer = await send({
      method: 'POST',
      url,
      dispatcher,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
    })
    let body: TokenAnswer
    try {
      body = JSON.parse(answer.text) as TokenAnswer
    } catch {
      if (answer.status >= 500) throw new Transient('server', answer.status)
      throw new Transient('malformed')
    }
    if (answer.status >= 500) throw new Transient('server', answer.status)
    if (answer.status !== 200) {
      const detail = [body.error, body.error_description]
        .filter((v) => typeof v === 'string')
        .join(': ')
      throw failures.tokenRejected(detail || `HTTP ${answer.status}`)
    }
    if (typeof body.access_token !== 'string' || body.access_token === '')
      throw new Transient('malformed')
    const lifetimeS =
      typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600
    return { accessToken: body.access_token, expiresAt: ctx.clock.now() + lifetimeS * 1000 }
  }).finally(() => dispatcher?.close())
  runtime.tokens.set(cacheKey, token)
  return token.accessToken
}
