/**
 * Retries for failures that say nothing about the request itself: timeouts, dropped connections,
 * unreadable JSON, 5xx. Everything else (permissions, quota, bad input) fails at once.
 */
import type { CoreContext } from '../../context'
import { failures, type GooglePlayError } from './errors'
import { httpSend, TransportError, type HttpAnswer, type HttpCall } from './http'
import { googlePlayRuntime, type GooglePlayRuntime } from './runtime'

/** Thrown inside a retried body to ask for another try. */
export class Transient extends Error {
  constructor(
    readonly kind: 'malformed' | 'server' | 'auth',
    readonly status: number | null = null,
  ) {
    super(kind)
    this.name = 'Transient'
  }
}

export type Send = (call: Omit<HttpCall, 'timeoutMs' | 'signal'>) => Promise<HttpAnswer>

function finalFailure(
  last: Transient | TransportError,
  runtime: GooglePlayRuntime,
): GooglePlayError {
  const tries = runtime.attempts
  if (last instanceof TransportError) {
    return last.kind === 'timeout'
      ? failures.timeout(tries, Math.round(runtime.timeoutMs / 100) / 10)
      : failures.network(tries, last.message)
  }
  if (last.kind === 'server') return failures.server(last.status ?? 500, tries)
  if (last.kind === 'auth') return failures.tokenRejected('the access token was not accepted')
  return failures.malformed(tries)
}

export async function withRetries<T>(
  ctx: CoreContext,
  signal: AbortSignal | undefined,
  body: (send: Send, attempt: number) => Promise<T>,
): Promise<T> {
  const runtime = googlePlayRuntime(ctx)
  const send: Send = (call) => httpSend({ ...call, timeoutMs: runtime.timeoutMs, signal })
  let last: Transient | TransportError = new Transient('malformed')
  for (let attempt = 1; attempt <= runtime.attempts; attempt++) {
    if (signal?.aborted) throw failures.aborted()
    try {
      return await body(send, attempt)
    } catch (error) {
      if (error instanceof TransportError && error.kind === 'aborted') throw failures.aborted()
      if (!(error instanceof TransportError) && !(error instanceof Transient)) throw error
      last = error
      ctx.log.warn('google play call will be retried', {
        attempt,
        kind: error instanceof Transient ? error.kind : error.kind,
      })
    }
    if (attempt < runtime.attempts) await runtime.sleep(runtime.backoffMs(attempt))
  }
  throw finalFailure(last, runtime)
}
