/**
 * A loopback stand-in for Google's token endpoint and the Android Publisher v3 `reviews` API,
 * faithful to the real API (docs/stores/google-play.md) and Google Play's rules: it verifies the service-account JWT,
 * hands out access tokens, refuses a JWT used as a bearer token, applies the one-week window and
 * the production-track rule, pages by token (at most 100), omits `reviews` when empty, enforces
 * 350 characters on replies, counts each app's quota, and can be told to fail in each way the
 * real API does. Every call is recorded. Used by tests, the bench and `serve --demo`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { compactVerify, decodeJwt, decodeProtectedHeader } from 'jose'
import { CloudStorageSim, type Caller } from './cloud-storage'
import { googleErrors, oauthError } from './errors'
import {
  ReviewStore,
  toWire,
  WEEK_MS,
  type SimReview,
  type SimReviewEdit,
  type SimReviewInput,
  type Track,
} from './reviews'
import {
  generateServiceAccount,
  type GeneratedServiceAccount,
  type ServiceAccountKeyFile,
} from './service-account'

/** @internal Exported for tests. */
export type { SimReviewInput } from './reviews'

/** @internal Exported for tests. */
export const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher'
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer'
const MAX_PAGE = 100
const REPLY_LIMIT = 350

type Endpoint = 'token' | 'list' | 'get' | 'reply' | 'storage'

type FailureKind =
  | 'credentials_missing'
  | 'permission_denied'
  | 'project_not_linked'
  | 'forbidden'
  | 'service_disabled'
  | 'quota'
  | 'reply_500'
  | 'server_error'
  | 'timeout'
  | 'malformed'
  | 'invalid_grant'
  | 'token_expired'

type Access = 'granted' | 'permission_denied' | 'project_not_linked' | 'forbidden'

interface RecordedCall {
  at: number
  method: string
  path: string
  endpoint: Endpoint | 'unknown'
  packageName: string | null
  reviewId: string | null
  query: Record<string, string>
  authorization: string | null
  /** What the bearer credential was: an access token we issued, a JWT, nothing, or junk. */
  bearerKind: 'none' | 'access_token' | 'jwt' | 'unknown'
  body: string
  /** Verified claims of the assertion, for token calls that carried a readable one. */
  assertion: Record<string, unknown> | null
  status: number | null
  /** The answer body when it is small (large pages are not kept, to spare memory). */
  response: string | null
  injected: FailureKind | null
}

export interface GooglePlaySimulatorOptions {
  clock?: { now(): number }
  port?: number
  /** Page size when the client sends no maxResults (Google's default is undocumented). */
  defaultPageSize?: number
  quota?: { getPerHour?: number; postPerDay?: number }
  projectId?: string
  /** Keep only the latest N calls in `calls` (a long-running `serve --demo`); default: all. */
  maxRecordedCalls?: number
}

export interface GooglePlaySimulator {
  /** API base, like https://androidpublisher.googleapis.com/androidpublisher/v3 */
  url: string
  tokenUrl: string
  /** A generated service-account key file whose token_uri is this simulator. */
  serviceAccount: ServiceAccountKeyFile
  seed(packageName: string, reviews: SimReviewInput[]): SimReview[]
  /**
   * The reviewer edits a review (Play shows the new rating and text with a new `lastModified`;
   * the developer's reply stays). `text` replaces title and text together, as on the wire.
   */
  editReview(packageName: string, reviewId: string, change: SimReviewEdit): SimReview | null
  addPackage(packageName: string, track?: Track): void
  setTrack(packageName: string, track: Track): void
  setAccess(packageName: string, access: Access): void
  /** Another key Google would accept (e.g. to test replacing a key). */
  addServiceAccount(): Promise<ServiceAccountKeyFile>
  review(packageName: string, reviewId: string): SimReview | null
  /** Cloud Storage's JSON API base (`https://storage.googleapis.com`), for the Play report bucket. */
  storageUrl: string
  /** The report bucket(s): grants, objects, monthly reports built from the reviews held here. */
  storage: CloudStorageSim
  /** Every review and rating of a package, with or without text. */
  allReviews(packageName: string): SimReview[]
  calls: RecordedCall[]
  quotaUsed(packageName: string): { get: number; post: number }
  failNext(kind: FailureKind, options?: { on?: Endpoint | 'api'; times?: number }): void
  close(): Promise<void>
}

interface Injection {
  kind: FailureKind
  on: Endpoint | 'api'
  remaining: number
}

const defaultTarget = (kind: FailureKind): Endpoint | 'api' =>
  kind === 'reply_500' ? 'reply' : kind === 'invalid_grant' ? 'token' : 'api'

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > 1_000_000) {
        reject(new Error('body too large'))
        req.destroy()
      } else chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Google strips tags from replies; the simulator measures what is left. */
const stripTags = (text: string): string => text.replace(/<[^<>]*>/g, '')

function looksLikeJwt(token: string): boolean {
  if (!/^[\w-]+\.[\w-]+\.[\w-]*$/.test(token)) return false
  try {
    return typeof decodeProtectedHeader(token).alg === 'string'
  } catch {
    return false
  }
}

export async function startGooglePlaySimulator(
  options: GooglePlaySimulatorOptions = {},
): Promise<GooglePlaySimulator> {
  const clock = options.clock ?? { now: () => Date.now() }
  const limits = { get: options.quota?.getPerHour ?? 200, post: options.quota?.postPerDay ?? 2000 }
  const store = new ReviewStore()
  const accounts = new Map<string, GeneratedServiceAccount>()
  const tokens = new Map<string, { email: string; scopes: string[]; expiresAt: number }>()
  const storage = new CloudStorageSim(clock)
  const access = new Map<string, Access>()
  const usage = new Map<string, { get: number[]; post: number[] }>()
  const injections: Injection[] = []
  const calls: RecordedCall[] = []
  const hanging = new Set<ServerResponse>()
  let tokenUrl = ''

  const usageOf = (pkg: string) => {
    let u = usage.get(pkg)
    if (!u) usage.set(pkg, (u = { get: [], post: [] }))
    const now = clock.now()
    u.get = u.get.filter((t) => t > now - 60 * 60_000)
    u.post = u.post.filter((t) => t > now - 24 * 60 * 60_000)
    return u
  }

  const take = (endpoint: Endpoint): FailureKind | null => {
    const i = injections.findIndex(
      (f) => f.on === endpoint || (f.on === 'api' && endpoint !== 'token'),
    )
    if (i < 0) return null
    const f = injections[i]!
    if (--f.remaining <= 0) injections.splice(i, 1)
    return f.kind
  }

  const send = (res: ServerResponse, call: RecordedCall, status: number, body: unknown): void => {
    call.status = status
    const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body)
    call.response = text.length <= 4096 ? text : null
    res.writeHead(status, {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': Buffer.byteLength(text),
    })
    res.end(text)
  }

  const hang = (res: ServerResponse): void => {
    hanging.add(res)
    res.on('close', () => hanging.delete(res))
  }

  /** The failure modes shared by the token endpoint and the API. */
  const injectTransport = (kind: FailureKind, res: ServerResponse, call: RecordedCall): boolean => {
    if (kind === 'timeout') {
      hang(res)
      return true
    }
    if (kind === 'malformed') {
      send(
        res,
        call,
        200,
        call.endpoint === 'token' ? '{"access_token": "ya29.' : '{"reviews": [{"reviewId": "gp:',
      )
      return true
    }
    if (kind === 'server_error') {
      send(res, call, 503, {
        error: {
          code: 503,
          message: 'The service is currently unavailable.',
          status: 'UNAVAILABLE',
        },
      })
      return true
    }
    return false
  }

  async function handleToken(
    req: IncomingMessage,
    res: ServerResponse,
    call: RecordedCall,
  ): Promise<void> {
    const injected = take('token')
    call.injected = injected
    if (injected && injectTransport(injected, res, call)) return
    if (injected === 'invalid_grant')
      return send(res, call, 400, oauthError('invalid_grant', 'Invalid JWT Signature.'))
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return send(res, call, 400, oauthError('invalid_request', 'Expected a form-encoded body.'))
    }
    const form = new URLSearchParams(call.body)
    if (form.get('grant_type') !== JWT_BEARER) {
      return send(
        res,
        call,
        400,
        oauthError(
          'unsupported_grant_type',
          'Invalid grant_type: ' + (form.get('grant_type') ?? ''),
        ),
      )
    }
    const assertion = form.get('assertion') ?? ''
    let claims: Record<string, unknown>
    try {
      if (decodeProtectedHeader(assertion).alg !== 'RS256') {
        return send(
          res,
          call,
          400,
          oauthError('invalid_grant', 'Invalid JWT: the signing algorithm must be RS256.'),
        )
      }
      claims = decodeJwt(assertion) as Record<string, unknown>
    } catch {
      return send(
        res,
        call,
        400,
        oauthError('invalid_request', 'Invalid JWT: could not be parsed.'),
      )
    }
    const account = accounts.get(String(claims.iss))
    if (!account)
      return send(res, call, 400, oauthError('invalid_grant', 'Invalid grant: account not found'))
    try {
      await compactVerify(assertion, account.publicKey, { algorithms: ['RS256'] })
    } catch {
      return send(res, call, 400, oauthError('invalid_grant', 'Invalid JWT Signature.'))
    }
    call.assertion = claims
    if (claims.aud !== tokenUrl) {
      return send(
        res,
        call,
        400,
        oauthError(
          'invalid_grant',
          `Invalid JWT: Failed audience check. The expected audience is ${tokenUrl}.`,
        ),
      )
    }
    const nowS = clock.now() / 1000
    const { iat, exp } = claims
    if (
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      exp - iat > 3600 ||
      exp <= nowS ||
      iat > nowS + 300
    ) {
      return send(
        res,
        call,
        400,
        oauthError(
          'invalid_grant',
          'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.',
        ),
      )
    }
    const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : []
    if (
      !scopes.includes(ANDROID_PUBLISHER_SCOPE) &&
      !scopes.some((s) => s.includes('/auth/devstorage') || s.includes('/auth/cloud-platform'))
    ) {
      return send(
        res,
        call,
        400,
        oauthError('invalid_scope', 'Invalid OAuth scope or ID token audience provided.'),
      )
    }
    const accessToken = `ya29.sim-${randomBytes(24).toString('base64url')}`
    tokens.set(accessToken, {
      email: String(claims.iss),
      scopes,
      expiresAt: clock.now() + 3600_000,
    })
    send(res, call, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' })
  }

  function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    call: RecordedCall,
    url: URL,
    rest: string[],
  ): void {
    // rest: ['applications', pkg, 'reviews', (id | id:reply)?] — raw, still percent-encoded.
    const pkg = decodeURIComponent(rest[1] ?? '')
    call.packageName = pkg
    let endpoint: Endpoint | 'unknown' = 'unknown'
    let reviewId: string | null = null
    if (rest[0] === 'applications' && rest[2] === 'reviews' && rest.length <= 4) {
      const last = rest[3]
      if (last === undefined && req.method === 'GET') endpoint = 'list'
      else if (last !== undefined) {
        const verb = /^(.*):reply$/.exec(last)
        if (verb && req.method === 'POST') {
          endpoint = 'reply'
          reviewId = decodeURIComponent(verb[1]!)
        } else if (!verb && req.method === 'GET') {
          endpoint = 'get'
          reviewId = decodeURIComponent(last)
        }
      }
    }
    call.endpoint = endpoint
    call.reviewId = reviewId
    if (endpoint === 'unknown') return send(res, call, 404, googleErrors.notFound('Method'))

    const injected = take(endpoint)
    call.injected = injected
    if (injected && injectTransport(injected, res, call)) return
    switch (injected) {
      case 'credentials_missing':
        return send(
          res,
          call,
          401,
          googleErrors.credentialsMissing(`androidpublisher.reviews.${endpoint}`),
        )
      case 'token_expired':
        return send(res, call, 401, googleErrors.invalidCredentials())
      case 'permission_denied':
        return send(res, call, 401, googleErrors.permissionDenied())
      case 'project_not_linked':
        return send(res, call, 403, googleErrors.projectNotLinked())
      case 'forbidden':
        return send(res, call, 403, googleErrors.forbidden())
      case 'service_disabled':
        return send(
          res,
          call,
          403,
          googleErrors.serviceDisabled(options.projectId ?? 'review-reply-demo'),
        )
      case 'quota':
        return send(res, call, 429, googleErrors.quota(endpoint === 'reply' ? 'post' : 'get'))
      case 'reply_500':
        return send(res, call, 500, null)
      default:
        break
    }

    // Authentication: an access token we issued, in the header or the access_token parameter.
    const header = req.headers.authorization ?? ''
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? url.searchParams.get('access_token')
    if (!bearer) {
      call.bearerKind = 'none'
      return send(
        res,
        call,
        401,
        googleErrors.credentialsMissing(`androidpublisher.reviews.${endpoint}`),
      )
    }
    if (looksLikeJwt(bearer)) {
      // A self-signed JWT is not an access token.
      call.bearerKind = 'jwt'
      return send(
        res,
        call,
        401,
        googleErrors.credentialsMissing(`androidpublisher.reviews.${endpoint}`),
      )
    }
    const token = tokens.get(bearer)
    call.bearerKind = token ? 'access_token' : 'unknown'
    if (!token || token.expiresAt <= clock.now())
      return send(res, call, 401, googleErrors.invalidCredentials())
    // A token for Cloud Storage alone does not open the Publisher API.
    if (!token.scopes.includes(ANDROID_PUBLISHER_SCOPE))
      return send(res, call, 403, googleErrors.insufficientScope())

    // Authorization: the developer account must own the app and have invited the account.
    if (!store.has(pkg)) return send(res, call, 403, googleErrors.forbidden())
    const granted = access.get(pkg) ?? 'granted'
    if (granted === 'permission_denied')
      return send(res, call, 401, googleErrors.permissionDenied())
    if (granted === 'project_not_linked')
      return send(res, call, 403, googleErrors.projectNotLinked())
    if (granted === 'forbidden') return send(res, call, 403, googleErrors.forbidden())

    // Quota, per app: GET (list + get) per rolling hour, POST per rolling day.
    const u = usageOf(pkg)
    const metric = endpoint === 'reply' ? 'post' : 'get'
    if (u[metric].length >= limits[metric]) return send(res, call, 429, googleErrors.quota(metric))
    u[metric].push(clock.now())

    const now = clock.now()
    const production = store.track(pkg) === 'production'
    if (endpoint === 'list') {
      const rawSize = url.searchParams.get('maxResults')
      const size = rawSize === null ? (options.defaultPageSize ?? 20) : Number(rawSize)
      if (!Number.isInteger(size) || size < 0)
        return send(res, call, 400, googleErrors.invalidArgument('Invalid value for maxResults'))
      const rawToken = url.searchParams.get('token')
      let after: { m: number; id: string } | null = null
      if (rawToken) {
        try {
          const decoded = JSON.parse(Buffer.from(rawToken, 'base64url').toString('utf8')) as {
            m: unknown
            id: unknown
          }
          if (typeof decoded.m !== 'number' || typeof decoded.id !== 'string')
            throw new Error('bad token')
          after = { m: decoded.m, id: decoded.id }
        } catch {
          return send(res, call, 400, googleErrors.invalidArgument('Invalid pagination token'))
        }
      }
      const page = store.page(pkg, now, after, Math.min(size || MAX_PAGE, MAX_PAGE))
      const body: Record<string, unknown> = {}
      if (page.items.length > 0) body.reviews = page.items.map(toWire)
      const last = page.items[page.items.length - 1]
      if (page.more && last) {
        body.tokenPagination = {
          nextPageToken: Buffer.from(
            JSON.stringify({ m: last.lastModified, id: last.reviewId }),
          ).toString('base64url'),
        }
      }
      return send(res, call, 200, body)
    }

    const review = production && reviewId ? store.get(pkg, reviewId) : null
    if (!review) return send(res, call, 404, googleErrors.notFound('Review'))
    if (endpoint === 'get') return send(res, call, 200, toWire(review))

    let replyText: unknown
    try {
      replyText = (JSON.parse(call.body) as { replyText?: unknown }).replyText
    } catch {
      return send(res, call, 400, googleErrors.invalidArgument('Invalid JSON payload received.'))
    }
    if (typeof replyText !== 'string' || stripTags(replyText).trim() === '') {
      return send(res, call, 400, googleErrors.invalidArgument('replyText is required.'))
    }
    const text = stripTags(replyText)
    if (text.length > REPLY_LIMIT) {
      return send(res, call, 400, googleErrors.invalidArgument('The reply text is too long.'))
    }
    // Community-reported: replying outside the one-week window fails with an empty 500.
    if (review.lastModified <= now - WEEK_MS) return send(res, call, 500, null)
    store.setReply(pkg, review.reviewId, text, now)
    send(res, call, 200, {
      result: {
        replyText: text,
        lastEdited: { seconds: String(Math.floor(now / 1000)), nanos: (now % 1000) * 1_000_000 },
      },
    })
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const call: RecordedCall = {
      at: clock.now(),
      method: req.method ?? 'GET',
      path: url.pathname,
      endpoint: 'unknown',
      packageName: null,
      reviewId: null,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization ?? null,
      bearerKind: 'none',
      body: '',
      assertion: null,
      status: null,
      response: null,
      injected: null,
    }
    calls.push(call)
    if (calls.length > (options.maxRecordedCalls ?? Number.POSITIVE_INFINITY)) calls.shift()
    readBody(req)
      .then(async (body) => {
        call.body = body
        if (url.pathname === '/token' && req.method === 'POST') {
          call.endpoint = 'token'
          return handleToken(req, res, call)
        }
        const rawPath = (req.url ?? '/').split('?')[0]!
        if (rawPath.startsWith('/storage/v1/')) {
          call.endpoint = 'storage'
          const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
          const token = bearer ? tokens.get(bearer) : undefined
          call.bearerKind = !bearer ? 'none' : token ? 'access_token' : 'unknown'
          const caller: Caller = !bearer
            ? { kind: 'anonymous' }
            : !token || token.expiresAt <= clock.now()
              ? { kind: 'invalid' }
              : { kind: 'account', email: token.email, scopes: token.scopes }
          return storage.handle(
            res,
            (status, body) => send(res, call, status, body),
            caller,
            url,
            rawPath.slice('/storage/v1/'.length),
          )
        }
        const prefix = '/androidpublisher/v3/'
        if (!rawPath.startsWith(prefix))
          return send(res, call, 404, googleErrors.notFound('Resource'))
        return handleApi(req, res, call, url, rawPath.slice(prefix.length).split('/'))
      })
      .catch(() => {
        if (!res.headersSent) send(res, call, 400, googleErrors.invalidArgument('Bad request.'))
      })
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  tokenUrl = `${origin}/token`

  const addServiceAccount = async (): Promise<ServiceAccountKeyFile> => {
    const generated = await generateServiceAccount({
      tokenUri: tokenUrl,
      index: accounts.size,
      projectId: options.projectId ?? 'review-reply-demo',
    })
    accounts.set(generated.keyFile.client_email, generated)
    return generated.keyFile
  }
  const serviceAccount = await addServiceAccount()

  return {
    url: `${origin}/androidpublisher/v3`,
    storageUrl: origin,
    storage,
    allReviews: (pkg) => store.all(pkg),
    tokenUrl,
    serviceAccount,
    seed: (pkg, reviews) => store.seed(pkg, reviews, clock.now()),
    editReview: (pkg, id, change) => store.edit(pkg, id, change, clock.now()),
    addPackage: (pkg, track) => store.addPackage(pkg, track),
    setTrack: (pkg, track) => store.addPackage(pkg, track),
    setAccess: (pkg, a) => void access.set(pkg, a),
    addServiceAccount,
    review: (pkg, id) => store.get(pkg, id),
    calls,
    quotaUsed: (pkg) => {
      const u = usageOf(pkg)
      return { get: u.get.length, post: u.post.length }
    },
    failNext: (kind, opts = {}) => {
      injections.push({ kind, on: opts.on ?? defaultTarget(kind), remaining: opts.times ?? 1 })
    },
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
