/**
 * What the three tracker simulators share: a loopback HTTP server, recorded calls, injected
 * failures (a 429 with Retry-After, a 5xx) and a clock. Each service's own rules live in its file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SimClock {
  now(): number
}

export interface RecordedTrackerCall {
  method: string
  path: string
  authorization: string | null
  body: string
  status: number
}

export type TrackerFailureKind = 'rate_limit' | 'server_error'

export interface Injection {
  kind: TrackerFailureKind
  retryAfterSeconds: number
  remaining: number
}

export interface SimRequest {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}

export interface SimAnswer {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

export interface SimServer {
  url: string
  calls: RecordedTrackerCall[]
  /** The next `times` calls fail this way (a 429 carries `Retry-After`). */
  failNext(kind: TrackerFailureKind, options?: { times?: number; retryAfterSeconds?: number }): void
  close(): Promise<void>
}

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

/** Starts a server answering with `handle`, after any injected failure. */
export async function startSimServer(
  port: number,
  rateLimited: (req: SimRequest) => SimAnswer,
  serverError: SimAnswer,
  handle: (req: SimRequest) => SimAnswer,
): Promise<SimServer> {
  const calls: RecordedTrackerCall[] = []
  const injections: Injection[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void readBody(req).then(
      (body) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1')
        const sim: SimRequest = { method: req.method ?? 'GET', url, headers: req.headers, body }
        const injected = injections[0]
        let answer: SimAnswer
        if (injected) {
          if (--injected.remaining <= 0) injections.shift()
          answer =
            injected.kind === 'rate_limit'
              ? (() => {
                  const a = rateLimited(sim)
                  return {
                    ...a,
                    headers: { ...a.headers, 'retry-after': String(injected.retryAfterSeconds) },
                  }
                })()
              : serverError
        } else {
          try {
            answer = handle(sim)
          } catch {
            answer = serverError
          }
        }
        calls.push({
          method: sim.method,
          path: url.pathname + url.search,
          authorization:
            typeof req.headers.authorization === 'string' ? req.headers.authorization : null,
          body,
          status: answer.status,
        })
        const text =
          answer.body === undefined
            ? ''
            : typeof answer.body === 'string'
              ? answer.body
              : JSON.stringify(answer.body)
        res.writeHead(answer.status, {
          ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
          'content-length': String(Buffer.byteLength(text)),
          ...answer.headers,
        })
        res.end(text)
      },
      () => {
        res.writeHead(413)
        res.end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    calls,
    failNext(kind, options = {}) {
      injections.push({
        kind,
        retryAfterSeconds: options.retryAfterSeconds ?? 2,
        remaining: options.times ?? 1,
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const iso = (ms: number): string => new Date(ms).toISOString()
