import { performance } from 'node:perf_hooks'
import { request } from 'undici'
import { guardedAgent, refusedMessage, type AddressGate } from '../http/outbound'
import { ATTEMPT_TIMEOUT_MS } from './schedule'

interface OutgoingRequest {
  url: string
  headers: Record<string, string>
  body: string
  /** Aborts the attempt (shutdown). */
  signal?: AbortSignal
}

export type SendResult =
  | {
      kind: 'response'
      statusCode: number
      retryAfter: string | undefined
      /** The first `SNIPPET_BYTES` of the body, as text. */
      snippet: string
      latencyMs: number
    }
  | {
      kind: 'error'
      /** Plain words: what went wrong on the way. */
      error: string
      latencyMs: number
      /** The attempt was cut short by a shutdown, not by the receiver. */
      aborted: boolean
    }

export interface Sender {
  send(req: OutgoingRequest): Promise<SendResult>
  close(): Promise<void>
}

/** How much of a response body is read and kept for the delivery log. */
const SNIPPET_BYTES = 4096

const USER_AGENT = 'ReviewReply-Webhooks/1'

function errorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Turns a network failure into something an admin can act on. */
function describeNetworkError(error: unknown, timedOut: boolean): string {
  const refused = refusedMessage(error)
  if (refused) return refused
  if (timedOut) return `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} seconds (timed out).`
  const code = errorCode(error)
  switch (code) {
    case 'ECONNREFUSED':
      return 'Connection refused: nothing is listening at that address.'
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The host name could not be found (DNS). Check the URL.'
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'EPIPE':
      return 'The receiver closed the connection before answering.'
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return 'Could not connect in time (connection timed out).'
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} seconds (timed out).`
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The receiver cannot be reached from this computer (network unreachable).'
    case 'CERT_HAS_EXPIRED':
      return "The receiver's TLS certificate has expired."
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
      return "The receiver's TLS certificate is not trusted (self-signed or incomplete chain)."
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return "The receiver's TLS certificate is for a different host name."
    default:
      return `The request failed (${code ?? 'network error'}).`
  }
}

async function readSnippet(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of body) {
      const room = SNIPPET_BYTES - size
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk)
      size += Math.min(chunk.length, room)
      if (size >= SNIPPET_BYTES) {
        // Enough for the log: drop the rest rather than read an unbounded body.
        body.destroy()
        break
      }
    }
  } catch {
    // A body cut off mid-way still leaves the status code, which is what decides the outcome.
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')
}

/**
 * POSTs with undici: a 15 s budget for the whole exchange, redirects never followed (undici's
 * `request` does not follow them; a 3xx is reported as is), the body read capped.
 */
export function createHttpSender(options: { connections?: number; gate: AddressGate }): Sender {
  const agent = guardedAgent(options.gate, {
    connectTimeoutMs: ATTEMPT_TIMEOUT_MS,
    headersTimeout: ATTEMPT_TIMEOUT_MS,
    bodyTimeout: ATTEMPT_TIMEOUT_MS,
    keepAliveTimeout: 30_000,
    ...(options.connections ? { connections: options.connections } : {}),
  })
  return {
    async send(req) {
      const started = performance.now()
      const controller = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        controller.abort()
      }, ATTEMPT_TIMEOUT_MS)
      const onAbort = () => controller.abort()
      req.signal?.addEventListener('abort', onAbort, { once: true })
      try {
        const res = await request(req.url, {
          method: 'POST',
          dispatcher: agent,
          headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...req.headers },
          body: req.body,
          signal: controller.signal,
        })
        const latencyMs = Math.round(performance.now() - started)
        const retryAfter = res.headers['retry-after']
        const snippet = await readSnippet(res.body)
        return {
          kind: 'response',
          statusCode: res.statusCode,
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
          snippet,
          latencyMs,
        }
      } catch (error) {
        const aborted = !timedOut && req.signal?.aborted === true
        return {
          kind: 'error',
          error: aborted
            ? 'Stopped: Review Reply was shutting down.'
            : describeNetworkError(error, timedOut),
          latencyMs: Math.round(performance.now() - started),
          aborted,
        }
      } finally {
        clearTimeout(timer)
        req.signal?.removeEventListener('abort', onAbort)
      }
    },
    async close() {
      await agent.close()
    },
  }
}
