/**
 * The request pipeline of the loopback API, in the order docs/integrations/api.md implies:
 * DNS-rebinding guard (421) → route (404) → method (405) → key (401) → rate limit (429) →
 * plan (403) → query (400) → handler. Everything is wrapped: bad input never yields a 5xx,
 * and no response ever carries a stack trace.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { z } from 'zod'
import type { Clock } from '../clock'
import type { CoreContext } from '../context'
import { isAllowedHost } from '../http/loopback'
import { randomBase62 } from '../ids'
import { authenticateApiKey, type KeyAuth } from '../keys/keys'
import { UPGRADE_URL } from '../plans/constants'
import { planAllows } from '../plans/gate'
import { PublicApps } from './apps-list'
import type { Position } from '../db/cursor'
import { apiCursor, loadCursorKey, type CursorScope } from './cursor'
import { buildOpenApiDocument } from './openapi/document'
import {
  appsQuerySchema,
  PARAM_HELP,
  parseInstant,
  reviewsQuerySchema,
  type ReviewsQuery,
} from './openapi/schemas'
import { badParam, problemBody, ProblemError, type Problem } from './problem'
import {
  rateLimitHeaders,
  TokenBuckets,
  type RateDecision,
  type RateLimitConfig,
} from './rate-limit'
import { ReviewPages, type ReviewFilters } from './reviews-page'

const API_PATHS = ['/api/v1/apps', '/api/v1/reviews', '/api/v1/openapi.json'] as const
type ApiPath = (typeof API_PATHS)[number]
const isApiPath = (p: string): p is ApiPath => (API_PATHS as readonly string[]).includes(p)

export interface ApiHandlerOptions {
  rateLimit: RateLimitConfig
  clock: Clock
}

export interface ApiHandler {
  handle(req: IncomingMessage, res: ServerResponse): void
  /** Requests Node's HTTP parser refused (bad request line, oversized headers): still a problem document. */
  clientError(error: Error & { code?: string }, socket: Duplex): void
  /** The port the server listens on: the Host check and the OpenAPI server URL need it. */
  setPort(port: number): void
}

const BASE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
}

const AUTH_CHALLENGE = 'Bearer realm="review-reply"'
const AUTH_CHALLENGE_INVALID = 'Bearer realm="review-reply", error="invalid_token"'

const KEY_USAGE = 'Send it as `Authorization: Bearer rr_live_…`'

const AUTH_PROBLEMS: Record<
  Exclude<KeyAuth, { ok: true }>['reason'] | 'missing' | 'not_bearer',
  Problem
> = {
  missing: {
    status: 401,
    code: 'missing_key',
    detail: `This API needs an API key. ${KEY_USAGE}; keys in the URL or in cookies are not accepted. A workspace admin creates keys on the Developers page or with \`review-reply keys create\`.`,
    headers: { 'WWW-Authenticate': AUTH_CHALLENGE },
  },
  not_bearer: {
    status: 401,
    code: 'malformed_key',
    detail: `The Authorization header is not a Bearer API key. ${KEY_USAGE}.`,
    headers: { 'WWW-Authenticate': AUTH_CHALLENGE_INVALID },
  },
  malformed: {
    status: 401,
    code: 'malformed_key',
    detail:
      'That is not an API key: keys are rr_live_ followed by 38 letters and digits. Check it was copied whole.',
    headers: { 'WWW-Authenticate': AUTH_CHALLENGE_INVALID },
  },
  bad_checksum: {
    status: 401,
    code: 'malformed_key',
    detail:
      'That API key has a typo: its checksum does not match. Copy it again from where you saved it.',
    headers: { 'WWW-Authenticate': AUTH_CHALLENGE_INVALID },
  },
  unknown: {
    status: 401,
    code: 'invalid_key',
    detail: 'That API key is not known to this installation. Ask a workspace admin for a key.',
    headers: { 'WWW-Authenticate': AUTH_CHALLENGE_INVALID },
  },
  revoked: {
    status: 401,
    code: 'revoked_key',
    detail: 'That API key was revoked. Ask a workspace admin for a new one.',
    headers: { 'WWW-Authenticate': AUTH_CHALLENGE_INVALID },
  },
}

const BEARER = /^Bearer +([^\s]+) *$/i

/** Query parameters as a record; a repeated parameter is an error rather than a silent pick. */
function queryRecord(query: string): Record<string, string> {
  // No prototype: a parameter named `__proto__` or `constructor` is just an unknown parameter.
  const out = Object.create(null) as Record<string, string>
  for (const [name, value] of new URLSearchParams(query)) {
    if (Object.prototype.hasOwnProperty.call(out, name)) {
      throw new ProblemError(badParam(name, `${name} was given more than once; give it once.`))
    }
    out[name] = value
  }
  return out
}

function parseQuery<S extends z.ZodType>(
  schema: S,
  record: Record<string, string>,
  known: readonly string[],
): z.output<S> {
  const parsed = schema.safeParse(record)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues
  const unknown = issues.find((i) => i.code === 'unrecognized_keys')
  if (unknown && unknown.code === 'unrecognized_keys') {
    const name = unknown.keys[0] ?? ''
    const hint = /key|token|auth/i.test(name)
      ? ' Send the API key only in the Authorization header.'
      : ''
    const list =
      known.length > 0
        ? ` Known parameters: ${known.join(', ')}.`
        : ' This path takes no parameters.'
    throw new ProblemError(
      badParam(
        name,
        `Unknown query parameter "${name.slice(0, 64)}".${list}${hint}`,
        'unknown_parameter',
      ),
    )
  }
  const param = String(issues[0]?.path[0] ?? '')
  const help =
    (Object.prototype.hasOwnProperty.call(PARAM_HELP, param)
      ? (PARAM_HELP as Record<string, string>)[param]
      : undefined) ?? `${param} has a bad value.`
  throw new ProblemError(badParam(param, help))
}

const REVIEW_PARAMS = Object.keys(reviewsQuerySchema.shape)

/**
 * How long a workspace's plan verdict is reused. Evaluating the plan reads the workspace and its
 * licence (and verifies the licence's signature); a plan change reaches the API within a second.
 */
const PLAN_TTL_MS = 1_000

export function createApiHandler(ctx: CoreContext, options: ApiHandlerOptions): ApiHandler {
  const keyBuckets = new TokenBuckets(options.rateLimit, options.clock, 'key')
  const anonymousBuckets = new TokenBuckets(options.rateLimit, options.clock, 'anonymous')
  const pages = new ReviewPages(ctx.db.$client)
  const publicApps = new PublicApps(ctx, ctx.db.$client)
  const cursors = apiCursor(loadCursorKey(ctx))
  const requestIdPrefix = `req_${randomBase62(10, (n) => ctx.ids.bytes(n))}`
  let requestCount = 0
  let port = 0
  let openApiBody: string | null = null
  const plans = new Map<string, { allowed: boolean; until: number }>()

  function apiAllowed(workspaceId: string): boolean {
    const now = options.clock.now()
    const cached = plans.get(workspaceId)
    // A clock that moved backwards (tests, NTP) also re-evaluates.
    if (cached && now < cached.until && now >= cached.until - PLAN_TTL_MS) return cached.allowed
    const allowed = planAllows(ctx, workspaceId, 'api')
    plans.set(workspaceId, { allowed, until: now + PLAN_TTL_MS })
    return allowed
  }

  function reviewsPage(workspaceId: string, query: ReviewsQuery): string {
    const since = query.since === undefined ? null : parseInstant(query.since)
    const filters: ReviewFilters = {
      workspaceId,
      appId: query.app_id ?? null,
      store: query.store ?? null,
      rating: query.rating ?? null,
      replyStatus: query.reply_status ?? null,
      since,
    }
    if (filters.appId !== null && !pages.appExists(workspaceId, filters.appId)) {
      // The same answer whether the app is in another workspace or nowhere.
      throw new ProblemError({
        status: 404,
        code: 'not_found',
        param: 'app_id',
        detail: `No app ${filters.appId} in this key's workspace. GET /api/v1/apps lists its apps.`,
      })
    }
    const scope: CursorScope = filters
    let after: Position | null = null
    if (query.cursor !== undefined) {
      after = cursors.decode(query.cursor, scope)
      if (!after) {
        throw new ProblemError(
          badParam(
            'cursor',
            'This cursor was altered, or was issued for other filters. Repeat the request that returned it with the same filters, or start again without a cursor.',
            'invalid_cursor',
          ),
        )
      }
    }
    const page = pages.page(filters, after, query.limit)
    return JSON.stringify({
      data: page.reviews,
      next_cursor: page.nextAfter ? cursors.encode(page.nextAfter, scope) : null,
    })
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const requestId = `${requestIdPrefix}${(++requestCount).toString(36)}`
    let rate: RateDecision | null = null

    const send = (
      status: number,
      contentType: string,
      body: string,
      extra?: Record<string, string>,
    ) => {
      rate ??= anonymousBuckets.take('anonymous')
      res.writeHead(status, {
        ...BASE_HEADERS,
        'Content-Type': contentType,
        'Content-Length': Buffer.byteLength(body),
        'X-Request-Id': requestId,
        ...rateLimitHeaders(rate),
        ...extra,
      })
      res.end(body)
    }
    const sendProblem = (p: Problem) =>
      send(p.status, 'application/problem+json', problemBody(p, requestId), p.headers)
    /** Charges a bucket; false (after answering 429) when it is empty. */
    const admit = (decision: RateDecision): boolean => {
      rate = decision
      if (decision.allowed) return true
      sendProblem({
        status: 429,
        code: 'rate_limited',
        detail: `Too many requests: the limit is ${options.rateLimit.burst} at once, refilled at ${options.rateLimit.ratePerSecond} per second. Retry after ${decision.retryAfterSeconds} s.`,
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      })
      return false
    }

    try {
      if (!isAllowedHost(req.headers.host, port)) {
        return sendProblem({
          status: 421,
          code: 'misdirected_request',
          detail: `This API only answers requests addressed to 127.0.0.1:${port}, localhost:${port} or [::1]:${port}.`,
        })
      }
      if (req.headers.origin !== undefined) {
        return sendProblem({
          status: 421,
          code: 'misdirected_request',
          detail:
            'Requests from web pages (with an Origin header) are refused. Call the API from a script, a terminal or a server-side integration.',
        })
      }
      const url = req.url ?? '/'
      const q = url.indexOf('?')
      const path = q < 0 ? url : url.slice(0, q)
      const query = q < 0 ? '' : url.slice(q + 1)
      if (!isApiPath(path)) {
        return sendProblem({
          status: 404,
          code: 'not_found',
          detail: `No such path. The API has ${API_PATHS.join(', ')}.`,
        })
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendProblem({
          status: 405,
          code: 'method_not_allowed',
          detail: 'This API is read-only: use GET (or HEAD).',
          headers: { Allow: 'GET, HEAD' },
        })
      }

      if (path === '/api/v1/openapi.json') {
        if (!admit(anonymousBuckets.take('anonymous'))) return
        parseQuery(appsQuerySchema, queryRecord(query), [])
        openApiBody ??= JSON.stringify(buildOpenApiDocument(`http://127.0.0.1:${port}`), null, 2)
        return send(200, 'application/json', openApiBody)
      }

      const header = req.headers.authorization
      let auth: KeyAuth | null = null
      let failure: keyof typeof AUTH_PROBLEMS | null = null
      if (header === undefined || header === '') failure = 'missing'
      else {
        const match = BEARER.exec(header)
        if (!match?.[1]) failure = 'not_bearer'
        else {
          auth = authenticateApiKey(ctx, match[1])
          if (!auth.ok) failure = auth.reason
        }
      }
      if (failure !== null || !auth?.ok) {
        if (!admit(anonymousBuckets.take('anonymous'))) return
        return sendProblem(AUTH_PROBLEMS[failure ?? 'unknown'])
      }
      if (!admit(keyBuckets.take(auth.keyId))) return
      if (!apiAllowed(auth.workspaceId)) {
        return sendProblem({
          status: 403,
          code: 'plan_required',
          detail: `API access needs the Pro plan. A workspace admin can upgrade at ${UPGRADE_URL} and enter the licence key in Settings.`,
        })
      }

      const record = queryRecord(query)
      if (path === '/api/v1/apps') {
        parseQuery(appsQuerySchema, record, [])
        return send(
          200,
          'application/json',
          JSON.stringify({ data: publicApps.list(auth.workspaceId) }),
        )
      }
      const parsed = parseQuery(reviewsQuerySchema, record, REVIEW_PARAMS)
      return send(200, 'application/json', reviewsPage(auth.workspaceId, parsed))
    } catch (error) {
      if (error instanceof ProblemError) return sendProblem(error.problem)
      const code = (error as { code?: unknown }).code
      const busy = code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED'
      if (!busy)
        ctx.log.error('api request failed', {
          requestId,
          error: (error as Error).stack ?? String(error),
        })
      if (res.headersSent) {
        res.destroy()
        return
      }
      return sendProblem(
        busy
          ? {
              status: 503,
              code: 'unavailable',
              detail: 'The database is busy. Retry in a moment.',
              headers: { 'Retry-After': '1' },
            }
          : {
              status: 500,
              code: 'internal',
              detail: `Something went wrong inside Review Reply. Retry; if it keeps happening, report request ${requestId}.`,
            },
      )
    }
  }

  function clientError(error: Error & { code?: string }, socket: Duplex): void {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy()
      return
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400
    const requestId = `${requestIdPrefix}${(++requestCount).toString(36)}`
    const body = problemBody(
      {
        status,
        code: 'bad_request',
        detail:
          status === 431
            ? 'The request headers are too large.'
            : status === 408
              ? 'The request took too long to arrive.'
              : 'The request is not valid HTTP (for example, characters in the path or headers that must be percent-encoded).',
      },
      requestId,
    )
    const headers = {
      ...BASE_HEADERS,
      'Content-Type': 'application/problem+json',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Request-Id': requestId,
      ...rateLimitHeaders(anonymousBuckets.take('anonymous')),
      Connection: 'close',
    }
    const head = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n${head}\r\n\r\n${body}`,
    )
  }

  return {
    handle,
    clientError,
    setPort(p) {
      port = p
      openApiBody = null
    },
  }
}
