import { request, type Dispatcher } from 'undici'
import { refusedMessage } from '../http/outbound'
import { retryAfterMs } from '../http/retry-after'
import type { TrackerRuntime } from './runtime'
import type { TrackerFailure } from './types'

/** How a tracker client reaches the network: the outbound-guarded pool and the retry policy. */
export interface TrackerHttp {
  dispatcher: Dispatcher
  runtime: TrackerRuntime
  now(): number
}

export interface HttpAnswer {
  status: number
  headers: Record<string, string>
  text: string
}

/** A tracker's answer bigger than this is not an issue or a page of projects. */
const MAX_BYTES = 2_000_000

/** Keeps a token out of anything that may be shown, stored or logged. */
function scrub(text: string, secrets: (string | null | undefined)[]): string {
  let out = text
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]')
  return out.replace(/(Bearer|Basic)\s+\S+/gi, '$1 [redacted]')
}

function headersOf(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(raw))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
  return out
}

/**
 * How long the service asked to wait: `Retry-After`, or GitHub's `x-ratelimit-reset` (epoch
 * seconds) once no requests are left.
 * @internal Exported for tests.
 */
export function waitAskedMs(headers: Record<string, string>, now: number): number | null {
  const after = retryAfterMs(headers['retry-after'], now)
  if (after !== null) return after
  if (headers['x-ratelimit-remaining'] === '0' && headers['x-ratelimit-reset']) {
    const reset = Number(headers['x-ratelimit-reset']) * 1000
    if (Number.isFinite(reset)) return Math.max(0, reset - now)
  }
  return null
}

/** Whether an answer says "slow down": a 429, or GitHub's 403 with no requests left. */
function isRateLimited(answer: HttpAnswer): boolean {
  return (
    answer.status === 429 ||
    (answer.status === 403 && answer.headers['x-ratelimit-remaining'] === '0')
  )
}

function networkWords(error: unknown, service: string, url: string): string {
  const refused = refusedMessage(error)
  if (refused) return `Could not reach ${service}: ${refused}`
  const e = error as { code?: string; cause?: { code?: string }; message?: string }
  const code = e.code ?? e.cause?.code
  const { host } = new URL(url)
  switch (code) {
    case 'ECONNREFUSED':
      return `Could not reach ${service} at ${host}: nothing is listening there (connection refused).`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Could not reach ${service}: the host ${host} was not found.`
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `Could not reach ${service} at ${host}: it did not answer in time.`
    default:
      return `Could not reach ${service} at ${host} (${code ?? 'network error'}).`
  }
}

async function readCapped(body: AsyncIterable<Buffer | Uint8Array>): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > MAX_BYTES) return null
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks).toString('utf8')
}

export interface TrackerRequest {
  method: 'GET' | 'POST' | 'PUT'
  url: string
  headers: Record<string, string>
  body?: string
  /** The service's name in messages ("GitHub"). */
  service: string
  /** Secrets to scrub from any message (the token, the auth header). */
  secrets: string[]
}

/**
 * One call with the service's manners: a 429 (or GitHub's exhausted 403) waits `Retry-After`
 * (or backs off) and tries again, and so does a 5xx; a wait longer than the runtime allows is
 * not done here but returned as `rate_limited`, for the poller to come back later. Never throws.
 */
export async function send(
  http: TrackerHttp,
  req: TrackerRequest,
): Promise<HttpAnswer | TrackerFailure> {
  const { runtime } = http
  for (let attempt = 1; ; attempt++) {
    let answer: HttpAnswer
    try {
      const res = await request(req.url, {
        method: req.method,
        headers: req.headers,
        ...(req.body !== undefined ? { body: req.body } : {}),
        dispatcher: http.dispatcher,
        headersTimeout: runtime.timeoutMs,
        bodyTimeout: runtime.timeoutMs,
      })
      const text = await readCapped(res.body)
      if (text === null)
        return {
          ok: false,
          code: 'invalid',
          message: `${req.service} sent an answer far too large.`,
        }
      answer = { status: res.statusCode, headers: headersOf(res.headers), text }
    } catch (error) {
      if (attempt < runtime.attempts) {
        await runtime.sleep(runtime.backoffMs(attempt))
        continue
      }
      return {
        ok: false,
        code: 'network',
        message: scrub(networkWords(error, req.service, req.url), req.secrets),
      }
    }
    const limited = isRateLimited(answer)
    if (!limited && answer.status < 500) return answer
    const asked = limited ? waitAskedMs(answer.headers, http.now()) : null
    const wait = asked ?? runtime.backoffMs(attempt)
    if (attempt >= runtime.attempts || wait > runtime.maxWaitMs) {
      if (limited)
        return {
          ok: false,
          code: 'rate_limited',
          message: `${req.service} asked Review Reply to slow down; it will try again in ${Math.ceil(wait / 1000)} s.`,
          retryAfterMs: wait,
        }
      return answer
    }
    await runtime.sleep(wait)
  }
}

export const isFailure = (x: HttpAnswer | TrackerFailure): x is TrackerFailure =>
  'ok' in x && x.ok === false

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
