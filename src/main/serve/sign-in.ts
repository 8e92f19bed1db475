import type { IncomingMessage, ServerResponse } from 'node:http'
import { exchangeLoginToken } from '../core/access/login-links'
import type { Core } from '../core/core'
import { parseCookies, readBody } from '../core/http/loopback'
import { isCrossSite } from './cross-site'
import {
  confirmSignInPage,
  CONFIRM_PAGE_CSP,
  CONFIRM_PAGE_REFERRER_POLICY,
  crossSiteLinkPage,
  invalidLinkPage,
  notInviteePage,
  tooManyAttemptsPage,
} from './pages'
import type { SignInThrottle } from './sign-in-throttle'

/** A form with one token field; anything longer is not ours. */
const MAX_FORM_BODY = 4096
/** Tokens are 32 random bytes in base64url; anything else cannot be one, so it is not echoed. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/

export interface SignInRoute {
  core: Core
  throttle: SignInThrottle
  ownOrigin: string
  cookieName: string
  /** Cookie attributes after the value (`HttpOnly; SameSite=Strict; Path=/…`). */
  cookieAttributes: string
  sessionMaxAgeS: number
  /** Who is asking, for the throttle (the bridge decides which address to believe). */
  clientAddress: string
  html(res: ServerResponse, status: number, body: string, extra?: Record<string, string>): void
  plain(res: ServerResponse, status: number, body: string, extra?: Record<string, string>): void
}

/**
 * `/login`. A GET only shows a page with a button: mail scanners and link previews fetch links
 * before people do, and a single-use link must survive them. The POST that button sends (same
 * origin; the bridge has refused a foreign Origin already) is what spends the link. Both refuse
 * a request another site started (login CSRF).
 */
export async function handleSignIn(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: SignInRoute,
): Promise<void> {
  if (isCrossSite(req, route.ownOrigin)) {
    route.html(res, 403, crossSiteLinkPage())
    return
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const token = url.searchParams.get('token') ?? ''
    if (!TOKEN_SHAPE.test(token)) {
      route.html(res, 401, invalidLinkPage())
      return
    }
    route.html(res, 200, confirmSignInPage(token), {
      'content-security-policy': CONFIRM_PAGE_CSP,
      'referrer-policy': CONFIRM_PAGE_REFERRER_POLICY,
    })
    return
  }
  if (req.method !== 'POST') {
    route.plain(res, 405, 'Method not allowed.', { allow: 'GET, HEAD, POST' })
    return
  }
  const wait = route.throttle.retryAfter(route.clientAddress)
  if (wait > 0) {
    route.html(res, 429, tooManyAttemptsPage(wait), { 'retry-after': String(wait) })
    return
  }
  const token = await formToken(req)
  const current = parseCookies(req.headers.cookie).get(route.cookieName)
  const outcome = token
    ? exchangeLoginToken(route.core, token, current)
    : ({ ok: false, reason: 'invalid' } as const)
  if (!outcome.ok) {
    if (outcome.reason === 'not_invitee') {
      // A real link, just not usable by whoever is here: not a guess, so not counted.
      route.html(res, 403, notInviteePage())
      return
    }
    route.throttle.fail(route.clientAddress)
    route.html(res, 401, invalidLinkPage())
    return
  }
  route.plain(res, 303, 'Signed in.', {
    location: '/',
    'set-cookie': `${route.cookieName}=${outcome.session}; ${route.cookieAttributes}; Max-Age=${route.sessionMaxAgeS}`,
  })
}

async function formToken(req: IncomingMessage): Promise<string | null> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return null
  const body = await readBody(req, MAX_FORM_BODY)
  if (body === 'too_large') return null
  const token = new URLSearchParams(body.toString('utf8')).get('token') ?? ''
  return TOKEN_SHAPE.test(token) ? token : null
}
