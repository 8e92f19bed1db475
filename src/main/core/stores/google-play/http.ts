import { request, type Dispatcher } from 'undici'
import { refusedMessage } from '../../http/outbound'

/** A call that produced no HTTP answer. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'aborted',
    message: string,
  ) {
    super(message)
    this.name = 'TransportError'
  }
}

export interface HttpAnswer {
  status: number
  text: string
}

export interface HttpCall {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body?: string
  timeoutMs: number
  signal?: AbortSignal | undefined
  /** A connection pool other than the default: the outbound-guarded one for key-named hosts. */
  dispatcher?: Dispatcher | undefined
}

/** One HTTP exchange, answer body included, bounded by `timeoutMs` and the caller's signal. */
export async function httpSend(call: HttpCall): Promise<HttpAnswer> {
  const timeout = AbortSignal.timeout(call.timeoutMs)
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout
  try {
    const res = await request(call.url, {
      method: call.method,
      headers: call.headers,
      ...(call.body === undefined ? {} : { body: call.body }),
      ...(call.dispatcher ? { dispatcher: call.dispatcher } : {}),
      signal,
    })
    return { status: res.statusCode, text: await res.body.text() }
  } catch (error) {
    if (call.signal?.aborted) throw new TransportError('aborted', 'stopped')
    if (timeout.aborted)
      throw new TransportError('timeout', `no answer within ${call.timeoutMs} ms`)
    const refused = refusedMessage(error)
    if (refused) throw new TransportError('network', refused)
    const code = (error as { code?: unknown }).code
    throw new TransportError('network', typeof code === 'string' ? code : 'connection failed')
  }
}
