/**
 * A loopback App Store Connect API (customer reviews and responses) that behaves as
 * the real one does (docs/stores/app-store.md): ES256 JWT auth, JSON:API documents, `links.next` cursors, one
 * response per review with a publish delay, key roles, `X-Rate-Limit` and 429s, JSON:API errors.
 * Used by the tests, the bench and `serve --demo`.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { systemClock, type Clock } from '../../core/clock'
import {
  appleDate,
  SimData,
  SORTS,
  type ReviewFilters,
  type SeedReview,
  type SimResponse,
  type SimReview,
  type Sort,
} from './data'
import { REPLY_ROLES, SimKeyRing, type AppStoreRole, type SimApiKey } from './keys'
import { SimRateLimiter } from './rate'
import { SimSummaries, type SeedSummary } from './summaries'

export interface AppStoreSimulatorOptions {
  clock?: Clock
  /** How long a new response stays PENDING_PUBLISH (default 10 minutes; 0 publishes at once). */
  publishDelayMs?: number
  /** Requests per key per rolling hour (default 3500). */
  rateLimit?: number
  /** Longest responseBody accepted (community-reported 5,970). */
  maxResponseLength?: number
}

interface SimCall {
  at: number
  method: string
  path: string
  query: Record<string, string>
  keyId: string | null
  status: number
  /** The bearer token sent, if any (lets tests check signing and reuse). */
  token: string | null
  /** Parsed JSON body of POSTs. */
  body?: unknown
}

type SimFailure =
  | {
      kind: 'error'
      status: number
      code: string
      title?: string
      detail?: string
      retryAfterSeconds?: number
      omitRateLimitHeader?: boolean
    }
  | { kind: 'timeout' }
  | { kind: 'malformed' }
  | { kind: 'disconnect' }

interface FailureMatch {
  method?: string
  /** Exact path, or a pattern tested against it. */
  path?: string | RegExp
  /** How many matching calls fail (default 1). */
  times?: number
  /** Let this many matching calls through first (default 0). */
  after?: number
}

export interface AppStoreSimulator {
  url: string
  keys: {
    create(options?: { role?: AppStoreRole; individual?: boolean; keyId?: string }): SimApiKey
    revoke(keyId: string): void
    setRole(keyId: string, role: AppStoreRole): void
  }
  /** Apple's review summaries for an app (creating the app), replacing any before. */
  setSummaries(appId: string, summaries: SeedSummary[], appName?: string): void
  /** Adds reviews to an app (creating the app); returns their ids. */
  seed(appId: string, reviews: SeedReview[], appName?: string): string[]
  /** Every request received, in order. */
  calls: SimCall[]
  failNext(failure: SimFailure, match?: FailureMatch): void
  setRateLimit(options: { limit?: number; remaining?: number; keyId?: string }): void
  setPublishDelay(ms: number): void
  /** What the store holds for a review right now (tests and demo checks). */
  responseOf(
    reviewId: string,
  ): { id: string; responseBody: string; state: 'PUBLISHED' | 'PENDING_PUBLISH' } | null
  /** The reviewer edits their review on the device (rating, title or text). */
  editReview(
    reviewId: string,
    change: { rating?: number; title?: string | null; body?: string | null },
  ): void
  /** A change made in App Store Connect itself. */
  console: {
    respond(reviewId: string, body: string, state?: 'PUBLISHED' | 'PENDING_PUBLISH'): string
    deleteResponse(reviewId: string): void
  }
  /** Most calls one key had counted inside any rolling hour. */
  peakHourlyCalls(keyId: string): number
  close(): Promise<void>
}

const HEADER_TYPES = { 'content-type': 'application/json' }
const MAX_BODY = 1024 * 1024
const KNOWN_LIST_PARAMS = new Set([
  'sort',
  'limit',
  'cursor',
  'include',
  'filter[rating]',
  'filter[territory]',
  'exists[publishedResponse]',
  'fields[customerReviews]',
  'fields[customerReviewResponses]',
])

interface HttpError {
  status: number
  code: string
  title: string
  detail: string
  source?: { parameter: string } | { pointer: string }
}

class ApiError extends Error {
  constructor(readonly error: HttpError) {
    super(error.detail)
  }
}

const paramError = (parameter: string, detail: string) =>
  new ApiError({
    status: 400,
    code: 'PARAMETER_ERROR.INVALID',
    title: 'A parameter has an invalid value',
    detail,
    source: { parameter },
  })

const notFound = (detail: string) =>
  new ApiError({
    status: 404,
    code: 'NOT_FOUND',
    title: 'The specified resource does not exist',
    detail,
  })

const entityError = (code: string, detail: string, pointer: string) =>
  new ApiError({
    status: 409,
    code,
    title: 'The provided entity is invalid',
    detail,
    source: { pointer },
  })

const forbidden = () =>
  new ApiError({
    status: 403,
    code: 'FORBIDDEN_ERROR',
    title: 'This request is forbidden for security reasons',
    detail: 'The API key in use does not allow this request',
  })

function encodeCursor(sort: Sort, r: SimReview): string {
  return Buffer.from(JSON.stringify({ s: sort, c: r.createdMs, r: r.rating, i: r.id })).toString(
    'base64url',
  )
}

function decodeCursor(
  cursor: string,
  sort: Sort,
): { createdMs: number; rating: number; id: string } {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
    if (
      v.s === sort &&
      typeof v.c === 'number' &&
      typeof v.r === 'number' &&
      typeof v.i === 'string'
    ) {
      return { createdMs: v.c, rating: v.r, id: v.i }
    }
  } catch {
    // fall through
  }
  throw paramError('cursor', 'The cursor is invalid or does not belong to this request.')
}

export async function startAppStoreSimulator(
  options: AppStoreSimulatorOptions = {},
): Promise<AppStoreSimulator> {
  const clock = options.clock ?? systemClock
  const data = new SimData(clock, options.publishDelayMs ?? 10 * 60 * 1000)
  const keyRing = new SimKeyRing(clock)
  const summaries = new SimSummaries()
  const rate = new SimRateLimiter(clock, options.rateLimit ?? 3500)
  const maxResponseLength = options.maxResponseLength ?? 5970
  const calls: SimCall[] = []
  const failures: { failure: SimFailure; match: FailureMatch; left: number; skip: number }[] = []
  const sockets = new Set<Socket>()
  const hanging = new Set<ServerResponse>()
  let base = ''

  const reviewResource = (r: SimReview, withResponse: boolean) => {
    const response = withResponse ? data.responseOfReview(r.id) : undefined
    return {
      type: 'customerReviews',
      id: r.id,
      attributes: {
        rating: r.rating,
        title: r.title,
        body: r.body,
        reviewerNickname: r.reviewerNickname,
        createdDate: r.createdDate,
        territory: r.territory,
      },
      relationships: {
        response: {
          links: {
            self: `${base}/v1/customerReviews/${r.id}/relationships/response`,
            related: `${base}/v1/customerReviews/${r.id}/response`,
          },
          ...(response ? { data: { type: 'customerReviewResponses', id: response.id } } : {}),
        },
      },
      links: { self: `${base}/v1/customerReviews/${r.id}` },
    }
  }

  const responseResource = (s: SimResponse) => ({
    type: 'customerReviewResponses',
    id: s.id,
    attributes: {
      responseBody: s.responseBody,
      lastModifiedDate: appleDate(s.lastModifiedMs),
      state: data.stateOf(s),
    },
    relationships: {
      review: {
        links: { self: `${base}/v1/customerReviewResponses/${s.id}/relationships/review` },
        data: { type: 'customerReviews', id: s.reviewId },
      },
    },
    links: { self: `${base}/v1/customerReviewResponses/${s.id}` },
  })

  function listReviews(appId: string, query: URLSearchParams): unknown {
    for (const name of query.keys()) {
      if (!KNOWN_LIST_PARAMS.has(name)) {
        throw new ApiError({
          status: 400,
          code: 'PARAMETER_ERROR.ILLEGAL',
          title: 'A parameter is not allowed for this request',
          detail: `The parameter '${name}' can not be used with this request`,
          source: { parameter: name },
        })
      }
    }
    if (!data.app(appId)) throw notFound(`There is no resource of type 'apps' with id '${appId}'`)
    const sortParam = query.get('sort') ?? '-createdDate'
    if (!(SORTS as readonly string[]).includes(sortParam)) {
      throw paramError('sort', `'${sortParam}' is not a valid sort; use one of ${SORTS.join(', ')}`)
    }
    const sort = sortParam as Sort
    const limitParam = query.get('limit')
    const limit = limitParam === null ? 50 : Number(limitParam)
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
      throw paramError(
        'limit',
        `'${limitParam}' is not a valid value for limit; it must be an integer from 1 to 200`,
      )
    }
    const include = query.get('include')
    if (include !== null && include !== 'response')
      throw paramError('include', `'${include}' can not be included`)
    const filters: ReviewFilters = { ratings: null, territories: null, publishedResponse: null }
    const ratings = query.get('filter[rating]')
    if (ratings !== null) {
      const values = ratings.split(',')
      if (!values.every((v) => /^[1-5]$/.test(v)))
        throw paramError('filter[rating]', `'${ratings}' is not a valid rating list`)
      filters.ratings = new Set(values.map(Number))
    }
    const territories = query.get('filter[territory]')
    if (territories !== null) {
      const values = territories.split(',')
      if (!values.every((v) => /^[A-Z]{3}$/.test(v))) {
        throw paramError('filter[territory]', `'${territories}' is not a valid territory list`)
      }
      filters.territories = new Set(values)
    }
    const exists = query.get('exists[publishedResponse]')
    if (exists !== null) {
      if (exists !== 'true' && exists !== 'false')
        throw paramError('exists[publishedResponse]', `'${exists}' must be true or false`)
      filters.publishedResponse = exists === 'true'
    }
    const list = data.list(appId, sort, filters)
    const cursor = query.get('cursor')
    const start = cursor === null ? 0 : SimData.indexAfter(list, sort, decodeCursor(cursor, sort))
    const page = list.slice(start, start + limit)
    const withResponse = include === 'response'
    const selfQuery = query.toString()
    const body: Record<string, unknown> = {
      data: page.map((r) => reviewResource(r, withResponse)),
      links: {
        self: `${base}/v1/apps/${appId}/customerReviews${selfQuery ? `?${selfQuery}` : ''}`,
      },
      meta: { paging: { total: list.length, limit } },
    }
    const last = page[page.length - 1]
    if (last && start + limit < list.length) {
      const next = new URLSearchParams(query)
      next.set('cursor', encodeCursor(sort, last))
      ;(body.links as Record<string, string>).next =
        `${base}/v1/apps/${appId}/customerReviews?${next.toString()}`
    }
    if (withResponse) {
      body.included = page.flatMap((r) => {
        const s = data.responseOfReview(r.id)
        return s ? [responseResource(s)] : []
      })
    }
    return body
  }

  function createResponse(raw: unknown, key: SimApiKey): SimResponse {
    if (!REPLY_ROLES.includes(key.role)) throw forbidden()
    const doc = raw as { data?: Record<string, unknown> } | null
    const d = doc?.data
    if (typeof d !== 'object' || d === null)
      throw entityError('ENTITY_ERROR.ATTRIBUTE.REQUIRED', "'data' is required", '/data')
    for (const k of Object.keys(d)) {
      if (!['type', 'attributes', 'relationships'].includes(k)) {
        throw entityError(
          'ENTITY_ERROR.ATTRIBUTE.UNKNOWN',
          `'${k}' is not allowed here`,
          `/data/${k}`,
        )
      }
    }
    if (d.type !== 'customerReviewResponses') {
      throw entityError(
        'ENTITY_ERROR.ATTRIBUTE.INVALID',
        "'type' must be 'customerReviewResponses'",
        '/data/type',
      )
    }
    const attributes = d.attributes as Record<string, unknown> | undefined
    for (const k of Object.keys(attributes ?? {})) {
      if (k !== 'responseBody')
        throw entityError(
          'ENTITY_ERROR.ATTRIBUTE.UNKNOWN',
          `'${k}' is not an attribute`,
          `/data/attributes/${k}`,
        )
    }
    const responseBody = attributes?.responseBody
    if (typeof responseBody !== 'string' || responseBody.trim() === '') {
      throw entityError(
        'ENTITY_ERROR.ATTRIBUTE.REQUIRED',
        "'responseBody' is required",
        '/data/attributes/responseBody',
      )
    }
    if (responseBody.length > maxResponseLength) {
      throw entityError(
        'ENTITY_ERROR.ATTRIBUTE.INVALID',
        'The response is too long',
        '/data/attributes/responseBody',
      )
    }
    const rel = (
      d.relationships as { review?: { data?: { type?: unknown; id?: unknown } } } | undefined
    )?.review?.data
    if (!rel || rel.type !== 'customerReviews' || typeof rel.id !== 'string') {
      throw entityError(
        'ENTITY_ERROR.RELATIONSHIP.REQUIRED',
        "'review' relationship is required",
        '/data/relationships/review',
      )
    }
    if (!data.reviews.has(rel.id)) {
      throw entityError(
        'ENTITY_ERROR.RELATIONSHIP.INVALID',
        `There is no customer review with id '${rel.id}'`,
        '/data/relationships/review',
      )
    }
    return data.putResponse(rel.id, responseBody)
  }

  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    key: SimApiKey,
  ) {
    let m: RegExpExecArray | null
    if (method === 'GET' && path === '/v1/apps') {
      const apps = data.appList()
      const limit = Number(query.get('limit') ?? '50')
      if (!Number.isInteger(limit) || limit < 1 || limit > 200)
        throw paramError('limit', 'limit must be from 1 to 200')
      return {
        status: 200,
        body: {
          data: apps
            .slice(0, limit)
            .map((a) => ({ type: 'apps', id: a.id, attributes: { name: a.name } })),
          links: { self: `${base}/v1/apps` },
          meta: { paging: { total: apps.length, limit } },
        },
      }
    }
    if ((m = /^\/v1\/apps\/([^/]+)\/customerReviews$/.exec(path)) && method === 'GET') {
      return { status: 200, body: listReviews(decodeURIComponent(m[1] ?? ''), query) }
    }
    if (
      (m = /^\/v1\/apps\/([^/]+)\/customerReviewSummarizations$/.exec(path)) &&
      method === 'GET'
    ) {
      const appId = decodeURIComponent(m[1] ?? '')
      if (!data.app(appId)) throw notFound(`There is no resource of type 'apps' with id '${appId}'`)
      const out = summaries.list(appId, query, base)
      if ('problem' in out) throw paramError(out.problem.parameter, out.problem.detail)
      return { status: 200, body: out.body }
    }
    if ((m = /^\/v1\/customerReviews\/([^/]+)\/response$/.exec(path)) && method === 'GET') {
      const id = decodeURIComponent(m[1] ?? '')
      if (!data.reviews.has(id))
        throw notFound(`There is no resource of type 'customerReviews' with id '${id}'`)
      const s = data.responseOfReview(id)
      if (!s) throw notFound(`The customer review '${id}' has no response`)
      return { status: 200, body: { data: responseResource(s), links: { self: `${base}${path}` } } }
    }
    if ((m = /^\/v1\/customerReviews\/([^/]+)$/.exec(path)) && method === 'GET') {
      const id = decodeURIComponent(m[1] ?? '')
      const r = data.reviews.get(id)
      if (!r) throw notFound(`There is no resource of type 'customerReviews' with id '${id}'`)
      const withResponse = query.get('include') === 'response'
      const s = withResponse ? data.responseOfReview(id) : undefined
      return {
        status: 200,
        body: {
          data: reviewResource(r, withResponse),
          ...(s ? { included: [responseResource(s)] } : {}),
          links: { self: `${base}${path}` },
        },
      }
    }
    if (path === '/v1/customerReviewResponses' && method === 'POST') {
      const s = createResponse(body, key)
      return {
        status: 201,
        body: {
          data: responseResource(s),
          links: { self: `${base}/v1/customerReviewResponses/${s.id}` },
        },
      }
    }
    if ((m = /^\/v1\/customerReviewResponses\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(m[1] ?? '')
      if (method === 'GET') {
        const s = data.responseById(id)
        if (!s)
          throw notFound(`There is no resource of type 'customerReviewResponses' with id '${id}'`)
        return {
          status: 200,
          body: { data: responseResource(s), links: { self: `${base}${path}` } },
        }
      }
      if (method === 'DELETE') {
        if (!REPLY_ROLES.includes(key.role)) throw forbidden()
        if (!data.deleteResponse(id))
          throw notFound(`There is no resource of type 'customerReviewResponses' with id '${id}'`)
        return { status: 204, body: null }
      }
    }
    throw notFound(`The path '${path}' with method ${method} is not supported`)
  }

  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (body === null) {
      res.writeHead(status, headers)
      res.end()
      return
    }
    res.writeHead(status, { ...HEADER_TYPES, ...headers })
    res.end(JSON.stringify(body))
  }

  const sendError = (res: ServerResponse, e: HttpError, headers: Record<string, string> = {}) =>
    send(
      res,
      e.status,
      {
        errors: [
          {
            id: randomUUID(),
            status: String(e.status),
            code: e.code,
            title: e.title,
            detail: e.detail,
            ...(e.source ? { source: e.source } : {}),
          },
        ],
      },
      headers,
    )

  function takeFailure(method: string, path: string): SimFailure | null {
    const i = failures.findIndex(
      (f) =>
        (!f.match.method || f.match.method === method) &&
        (!f.match.path ||
          (typeof f.match.path === 'string' ? f.match.path === path : f.match.path.test(path))),
    )
    const found = failures[i]
    if (!found) return null
    if (found.skip > 0) {
      found.skip--
      return null
    }
    found.left--
    if (found.left <= 0) failures.splice(i, 1)
    return found.failure
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > MAX_BODY)
        throw new ApiError({
          status: 413,
          code: 'ENTITY_TOO_LARGE',
          title: 'Too large',
          detail: 'The body is too large',
        })
      chunks.push(chunk as Buffer)
    }
    return Buffer.concat(chunks).toString('utf8')
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', base)
    const call: SimCall = {
      at: clock.now(),
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      keyId: null,
      status: 0,
      token: /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null,
    }
    calls.push(call)
    const finish = (status: number) => {
      call.status = status
    }
    let text = ''
    try {
      text = await readBody(req)
    } catch (error) {
      if (error instanceof ApiError) {
        finish(error.error.status)
        return sendError(res, error.error)
      }
      throw error
    }
    const auth = await keyRing.authenticate(req.headers.authorization)
    if (!auth.ok) {
      finish(401)
      return sendError(res, {
        status: 401,
        code: 'NOT_AUTHORIZED',
        title: 'Authentication credentials are missing or invalid.',
        detail: `Provide a properly configured and signed bearer token, and make sure that it has not expired. ${auth.detail}`,
      })
    }
    const key = auth.key
    call.keyId = key.keyId
    const failure = takeFailure(method, url.pathname)
    // An injected 429 is a refusal, so like a real one it is not counted.
    const counted =
      failure?.kind === 'error' && failure.status === 429 ? true : rate.take(key.keyId)
    if (!counted) {
      finish(429)
      return sendError(
        res,
        {
          status: 429,
          code: 'RATE_LIMIT_EXCEEDED',
          title: 'The request rate limit has been reached.',
          detail:
            'We’ve received too many requests for this API. Please wait and try again or slow down your request rate.',
        },
        { 'x-rate-limit': rate.header(key.keyId) },
      )
    }
    const rateHeader = { 'x-rate-limit': rate.header(key.keyId) }

    if (failure) {
      switch (failure.kind) {
        case 'timeout':
          finish(-1)
          hanging.add(res)
          return
        case 'disconnect':
          finish(-1)
          req.socket.destroy()
          return
        case 'malformed':
          finish(200)
          res.writeHead(200, { ...HEADER_TYPES, ...rateHeader })
          res.end('{"data": [{"type": "customerReviews", "id": ')
          return
        case 'error': {
          finish(failure.status)
          const headers: Record<string, string> = failure.omitRateLimitHeader
            ? {}
            : { ...rateHeader }
          if (failure.retryAfterSeconds !== undefined)
            headers['retry-after'] = String(failure.retryAfterSeconds)
          return sendError(
            res,
            {
              status: failure.status,
              code: failure.code,
              title: failure.title ?? 'Simulated failure',
              detail: failure.detail ?? 'A failure injected by the test.',
            },
            headers,
          )
        }
      }
    }

    let body: unknown = undefined
    if (method === 'POST') {
      try {
        body = JSON.parse(text) as unknown
        call.body = body
      } catch {
        finish(422)
        return sendError(
          res,
          {
            status: 422,
            code: 'ENTITY_UNPROCESSABLE',
            title: 'The request entity is not valid JSON',
            detail: 'The body could not be parsed.',
          },
          rateHeader,
        )
      }
    }
    try {
      const out = await route(method, url.pathname, url.searchParams, body, key)
      finish(out.status)
      send(res, out.status, out.body, rateHeader)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      finish(error.error.status)
      sendError(res, error.error, rateHeader)
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        sendError(res, {
          status: 500,
          code: 'UNEXPECTED_ERROR',
          title: 'An unexpected error occurred.',
          detail: String(error),
        })
      }
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    keys: {
      create: (o) => keyRing.create(o),
      revoke: (keyId) => keyRing.revoke(keyId),
      setRole: (keyId, role) => keyRing.setRole(keyId, role),
    },
    setSummaries: (appId, list, appName) => {
      data.ensureApp(appId, appName)
      summaries.set(appId, list)
    },
    seed: (appId, reviews, appName) => {
      data.ensureApp(appId, appName)
      return data.seed(appId, reviews)
    },
    calls,
    failNext: (failure, match = {}) => {
      failures.push({ failure, match, left: match.times ?? 1, skip: match.after ?? 0 })
    },
    setRateLimit: (o) => rate.set(o),
    setPublishDelay: (ms) => {
      data.publishDelayMs = ms
    },
    responseOf: (reviewId) => {
      const s = data.responseOfReview(reviewId)
      return s ? { id: s.id, responseBody: s.responseBody, state: data.stateOf(s) } : null
    },
    editReview: (reviewId, change) => {
      if (!data.editReview(reviewId, change)) throw new Error(`unknown review ${reviewId}`)
    },
    console: {
      respond: (reviewId, body, state = 'PUBLISHED') => {
        if (!data.reviews.has(reviewId)) throw new Error(`unknown review ${reviewId}`)
        return data.putResponse(reviewId, body, {
          publishAt: state === 'PUBLISHED' ? null : clock.now() + data.publishDelayMs,
        }).id
      },
      deleteResponse: (reviewId) => {
        const s = data.responseOfReview(reviewId)
        if (s) data.deleteResponse(s.id)
      },
    },
    peakHourlyCalls: (keyId) => rate.peak(keyId),
    close: async () => {
      for (const res of hanging) res.destroy()
      hanging.clear()
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
