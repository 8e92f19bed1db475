import { request, type Agent } from 'undici'
import type { ChangeNotice } from '../../shared/bridge'
import { fail, type Result } from '../../shared/result'
import { CoreError } from '../core/errors'
import { parseSignInLink, unreachable } from './team-server-http'

const SESSION_COOKIE = /^(__Host-rr_session|rr_session)=([^;]+)/

/**
 * Exchanges a personal sign-in link for a session cookie, the way a browser does when its person
 * presses "Sign in" on the link's page: a same-origin form POST of the token (a GET only shows
 * that page, so scanners cannot spend links).
 */
export async function exchangeSignInLink(
  link: string,
  agent: Agent,
): Promise<{ serverUrl: string; cookie: string }> {
  const { serverUrl, token } = parseSignInLink(link)
  let response
  try {
    response = await request(`${serverUrl}/login`, {
      dispatcher: agent,
      method: 'POST',
      headers: {
        accept: 'text/html',
        origin: serverUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token }).toString(),
    })
  } catch (error) {
    throw unreachable(serverUrl, error)
  }
  await response.body.dump()
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
  const match = setCookie.map((c) => SESSION_COOKIE.exec(c)).find((m) => m !== null)
  if (response.statusCode !== 303 || !match) {
    throw new CoreError(
      'UNAUTHENTICATED',
      response.statusCode === 401
        ? 'The team server did not accept this sign-in link: it was already used, revoked or has expired. Ask an admin for a new one.'
        : response.statusCode === 403
          ? 'This is an invitation for someone who already has an account on the team server. Sign in here with your own sign-in link first; then open the invitation in a browser where you are signed in.'
          : `The team server answered the sign-in link with HTTP ${response.statusCode}. Is this the right address?`,
      'link',
    )
  }
  return { serverUrl, cookie: `${match[1]}=${match[2]}` }
}

/**
 * Runs contract commands on a team server as the signed-in member, over the same HTTP bridge the
 * browser UI uses. Never throws from `call`: failures are Results in plain words.
 */
export class TeamServerClient {
  /** Why the server cannot be used right now (transport or session), cleared by the next answer. */
  problem: string | null = null

  constructor(
    readonly serverUrl: string,
    private readonly cookie: string,
    private readonly agent: Agent,
  ) {}

  sessionEnded(): string {
    return `Your session on the team server ${this.serverUrl} ended. Sign in again under Settings → Team server.`
  }

  async call(name: string, input: unknown): Promise<Result<unknown>> {
    try {
      const response = await request(`${this.serverUrl}/rpc/${encodeURIComponent(name)}`, {
        dispatcher: this.agent,
        method: 'POST',
        headers: { cookie: this.cookie, 'content-type': 'application/json', 'x-review-reply': '1' },
        body: JSON.stringify(input ?? {}),
      })
      if (response.statusCode === 401) {
        await response.body.dump()
        this.problem = this.sessionEnded()
        return fail('UNAUTHENTICATED', this.problem)
      }
      this.problem = null
      const text = await response.body.text()
      try {
        return JSON.parse(text) as Result<unknown>
      } catch {
        return fail(
          'UNAVAILABLE',
          `The team server at ${this.serverUrl} answered HTTP ${response.statusCode} with something that is not Review Reply.`,
        )
      }
    } catch (error) {
      const e = unreachable(this.serverUrl, error)
      this.problem = e.message
      return fail(e.code, e.message)
    }
  }

  /** Signs this session out on the server (best effort: the server may already be gone). */
  async signOut(): Promise<void> {
    try {
      const response = await request(`${this.serverUrl}/logout`, {
        dispatcher: this.agent,
        method: 'POST',
        headers: { cookie: this.cookie, origin: this.serverUrl },
      })
      await response.body.dump()
    } catch {
      // Unreachable: the session expires on its own; forgetting it here is what matters.
    }
  }

  /**
   * Follows the server's change feed and hands each notice on. Resolves when the stream ends
   * (server stopped, session revoked, `signal` aborted); the caller decides about reconnecting.
   */
  async watch(onNotice: (notice: ChangeNotice) => void, signal: AbortSignal): Promise<number> {
    const response = await request(`${this.serverUrl}/events`, {
      dispatcher: this.agent,
      method: 'GET',
      headers: { cookie: this.cookie, accept: 'text/event-stream' },
      signal,
      bodyTimeout: 0,
    })
    if (response.statusCode !== 200) {
      await response.body.dump()
      return response.statusCode
    }
    let buffer = ''
    for await (const chunk of response.body) {
      buffer += (chunk as Buffer).toString('utf8')
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = event
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n')
        if (!data) continue
        try {
          onNotice(JSON.parse(data) as ChangeNotice)
        } catch {
          // A malformed notice is skipped; the next one refreshes the same views.
        }
      }
    }
    return 200
  }
}
