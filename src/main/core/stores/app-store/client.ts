import { request } from 'undici'
import { retryAfterMs } from '../../http/retry-after'
import type { CoreContext } from '../../context'
import type { LoadedAppStoreKey } from './credential'
import {
  AppStoreError,
  errorFromResponse,
  rateLimitedError,
  transientError,
  type AppStoreApiError,
} from './errors'
import {
  parseRateLimitHeader,
  readRateBudget,
  recordRateLimited,
  recordRateReport,
  reserveCall,
  type CallPriority,
} from './rate-limit'
import { bearerToken, forgetToken } from './token'

/** Knobs for the HTTP side; tests inject `sleep` so retries take no real time. */
export interface AppStoreOptions {
  sleep?: (ms: number) => Promise<void>
  /** Per attempt, for the response headers and again for the body. */
  timeoutMs?: number
  /** Attempts for failures that may pass (timeouts, 5xx, unreadable bodies). */
  maxAttempts?: number
  /** First retry delay; doubles each time. */
  backoffMs?: number
}

type ResolvedOptions = Required<AppStoreOptions>

const DEFAULTS: ResolvedOptions = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  timeoutMs: 30_000,
  maxAttempts: 3,
  backoffMs: 2_000,
}

/**
 * Sets the defaults for every App Store call made with this core (tests, demo mode).
 * @internal Exported for tests.
 */
export function configureAppStore(ctx: CoreContext, options: AppStoreOptions): void {
  ctx.state.appStore.options = { ...ctx.state.appStore.options, ...options }
}

function resolveOptions(ctx: CoreContext, options?: AppStoreOptions): ResolvedOptions {
  return { ...DEFAULTS, ...ctx.state.appStore.options, ...options }
}

export interface CallRequest {
  method: 'GET' | 'POST' | 'DELETE'
  /** A path under the API base (`/v1/...`) or an absolute `links.next` URL from the API. */
  url: string
  body?: unknown
  priority: CallPriority
  /** Words that fit "while …", for error messages. */
  doing: string
  /** 404 is an answer here (e.g. "this review has no response"), not an error. */
  allowNotFound?: boolean
}

export interface CallResult {
  status: number
  json: unknown
}

type Attempt =
  { ok: true; result: CallResult } | { ok: false; error: AppStoreError; retry: boolean }

function extractErrors(json: unknown): AppStoreApiError[] {
  if (typeof json !== 'object' || json === null) return []
  const list = (json as { errors?: unknown }).errors
  if (!Array.isArray(list)) return []
  return list.flatMap((e): AppStoreApiError[] => {
    if (typeof e !== 'object' || e === null) return []
    const { status, code, title, detail } = e as Record<string, unknown>
    return [
      {
        status: typeof status === 'string' ? status : String(status ?? ''),
        code: typeof code === 'string' ? code : '',
        ...(typeof title === 'string' ? { title } : {}),
        ...(typeof detail === 'string' ? { detail } : {}),
      },
    ]
  })
}

const networkCode = (error: unknown): string => {
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  const code =
    typeof e.code === 'string' ? e.code : typeof e.cause?.code === 'string' ? e.cause.code : ''
  return code
}

/** One API key's view of App Store Connect: signing, budget, retries and error mapping. */
export class AppStoreClient {
  private readonly options: ResolvedOptions
  private readonly base: string

  constructor(
    private readonly ctx: CoreContext,
    readonly key: LoadedAppStoreKey,
    options?: AppStoreOptions,
  ) {
    this.options = resolveOptions(ctx, options)
    this.base = ctx.endpoints.appStoreApiUrl.replace(/\/+$/, '')
  }

  url(path: string, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString()
    return `${this.base}${path}${search ? `?${search}` : ''}`
  }

  /** `links.next` is followed verbatim, but only to the API we signed for (never leak the token). */
  sameOrigin(url: string): boolean {
    try {
      return new URL(url).origin === new URL(this.base).origin
    } catch {
      return false
    }
  }

  rateLimit(): { limit: number | null; remaining: number | null } {
    const view = readRateBudget(this.ctx, this.key.keyId, this.ctx.clock.now())
    return { limit: view.limit, remaining: view.remaining }
  }

  async call(req: CallRequest): Promise<CallResult> {
    const url = req.url.startsWith('/') ? `${this.base}${req.url}` : req.url
    if (!this.sameOrigin(url)) {
      throw new AppStoreError(
        'STORE_ERROR',
        'FOREIGN_LINK',
        `The App Store pointed Review Reply at another server (${new URL(url).host}) while ${req.doing}; it was not followed.`,
        'Check the App Store API address setting (REVIEW_REPLY_APP_STORE_API_URL).',
      )
    }
    let last: AppStoreError | null = null
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt++) {
      if (attempt > 1) await this.options.sleep(this.options.backoffMs * 2 ** (attempt - 2))
      const release = reserveCall(this.ctx, this.key.keyId, req.priority, this.ctx.clock.now())
      let outcome: Attempt
      try {
        outcome = await this.once(req, url)
      } finally {
        release()
      }
      if (outcome.ok) return outcome.result
      last = outcome.error
      if (!outcome.retry) throw outcome.error
      this.ctx.log.warn('app store call failed, retrying', {
        doing: req.doing,
        attempt,
        code: outcome.error.storeCode,
      })
    }
    throw last ?? transientError('UNKNOWN', `The App Store call failed while ${req.doing}.`)
  }

  private async once(req: CallRequest, url: string): Promise<Attempt> {
    const { ctx, key } = this
    const token = await bearerToken(ctx, key.cacheKey, key)
    const ms = this.options.timeoutMs
    const waited = ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`
    let status: number
    let headers: Record<string, string | string[] | undefined>
    let text: string
    // One deadline for the whole exchange (headers and body); undici's own timers are coarse.
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), ms)
    try {
      const res = await request(url, {
        method: req.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
        signal: abort.signal,
      })
      status = res.statusCode
      headers = res.headers
      text = await res.body.text()
    } catch (error) {
      const code = networkCode(error)
      const timedOut = abort.signal.aborted || /TIMEOUT/i.test(code)
      return {
        ok: false,
        retry: true,
        error: transientError(
          timedOut ? 'TIMEOUT' : 'NETWORK',
          timedOut
            ? `The App Store did not answer within ${waited} while ${req.doing}.`
            : `Review Reply could not reach the App Store while ${req.doing} (${code || 'network error'}); check the internet connection.`,
        ),
      }
    } finally {
      clearTimeout(timer)
    }

    const now = ctx.clock.now()
    const report = parseRateLimitHeader(headers['x-rate-limit'])
    if (status === 429) {
      const until = recordRateLimited(
        ctx,
        key.keyId,
        report,
        retryAfterMs(headers['retry-after'], now),
        now,
      )
      return { ok: false, retry: false, error: rateLimitedError(until, 'store') }
    }
    if (report) recordRateReport(ctx, key.keyId, report, now)

    if (status === 204) return { ok: true, result: { status, json: null } }
    if (status === 404 && req.allowNotFound) return { ok: true, result: { status, json: null } }

    let json: unknown = null
    let readable = text.trim() !== ''
    if (readable) {
      try {
        json = JSON.parse(text)
      } catch {
        readable = false
      }
    }
    if (status >= 200 && status < 300) {
      if (readable && typeof json === 'object' && json !== null)
        return { ok: true, result: { status, json } }
      return {
        ok: false,
        retry: true,
        error: transientError(
          'MALFORMED_RESPONSE',
          `The App Store sent an answer Review Reply could not read while ${req.doing}.`,
          status,
        ),
      }
    }
    if (status >= 500) {
      return {
        ok: false,
        retry: true,
        error: transientError(
          `HTTP_${status}`,
          `The App Store had a problem while ${req.doing} (HTTP ${status}).`,
          status,
        ),
      }
    }
    if (status === 401) forgetToken(ctx, key.cacheKey)
    return {
      ok: false,
      retry: false,
      error: errorFromResponse(status, extractErrors(json), {
        doing: req.doing,
        individual: key.individual,
        now,
      }),
    }
  }
}
