import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import type { ChangeKind, ChangeNotice } from '../../shared/changes'
import { RENDERER_CSP } from '../../shared/csp'
import { HISTORY_REPORT_MAX_BYTES } from '../../shared/contract/history'
import { markServePage } from '../../shared/serve-page'
import { actorFor, type Principal } from '../core/access/actor'
import { endSession, resolveSession } from '../core/access/login-links'
import { dispatch } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import { CoreError } from '../core/errors'
import { parseCookies, readBody } from '../core/http/loopback'
import { exposureOf, networkPolicy, validateNetwork, type NetworkOptions, type NetworkPolicy } from './network'
import { loginRequiredPage, signedOutPage, STATIC_PAGE_CSP } from './pages'
import { rendererFile } from './renderer-assets'
import { handleSignIn } from './sign-in'
import { SignInThrottle } from './sign-in-throttle'
import { limitPerAddress } from './connection-limits'

const MAX_BODY = 1024 * 1024
/** Commands that carry a file's contents (base64 in JSON) may be larger, up to their own cap. */
const UPLOAD_LIMITS: Record<string, number> = {
  'history.import': Math.ceil(HISTORY_REPORT_MAX_BYTES / 3) * 4 + 4096,
}
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60
/** Slow or half-sent requests must not hold sockets: a whole request within 30 s, headers in 10 s. */
const HEADERS_TIMEOUT_MS = 10_000
const REQUEST_TIMEOUT_MS = 30_000
/** A small team's browsers need a few dozen sockets; connections beyond this are closed at once. */
const MAX_CONNECTIONS = 256
/** One browser uses at most 6 connections per server, so 64 covers an office behind one NAT. */
const MAX_CONNECTIONS_PER_ADDRESS = 64
/** A TLS client that has not finished its handshake by then is dropped (Node's default is 120 s). */
const TLS_HANDSHAKE_TIMEOUT_MS = 10_000

const SECURITY_HEADERS = {
  'content-security-policy': RENDERER_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
}

interface Stream {
  principal: Principal
  token: string
  res: ServerResponse
}

export interface BridgeServer {
  url: string
  port: number
  close(): Promise<void>
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, ...extra })
  res.end(body)
}

const html = (
  res: ServerResponse,
  status: number,
  body: string,
  extra: Record<string, string> = {},
) =>
  send(res, status, 'text/html; charset=utf-8', body, {
    'content-security-policy': STATIC_PAGE_CSP,
    ...extra,
  })

const json = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value))

/** A request target that is not a URL (`//`) is a path we do not have, not a server error. */
function parseUrl(target: string, origin: string): URL | null {
  try {
    return new URL(target, origin)
  } catch {
    return null
  }
}

/** The command named by `/rpc/<name>`, or null when its percent-encoding is broken. */
function commandOf(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.slice(5))
  } catch {
    return null
  }
}

function tlsServer(
  tls: { cert: Buffer; key: Buffer },
  handshakeTimeout: number,
  onRequest: (req: IncomingMessage, res: ServerResponse) => void,
) {
  try {
    return createTlsServer(
      { cert: tls.cert, key: tls.key, minVersion: 'TLSv1.2', handshakeTimeout },
      onRequest,
    )
  } catch (error) {
    throw new CoreError(
      'INVALID_INPUT',
      `The TLS certificate and key cannot be used together: ${(error as Error).message}.`,
      'tls-cert',
    )
  }
}

/**
 * The `serve` shell's HTTP bridge: the same command table as Electron's IPC, behind a session
 * cookie obtained from a sign-in link. Loopback by default (see ./network for the team-server
 * options); Host allow-listed; cross-origin writes refused (Origin must match, plus a custom
 * header browsers cannot add cross-site).
 */
export async function startBridge(
  core: Core,
  options: {
    port: number
    maxConnections?: number
    maxConnectionsPerAddress?: number
    handshakeTimeoutMs?: number
  } & NetworkOptions,
): Promise<BridgeServer> {
  validateNetwork(options)
  // Anyone but the owner on this computer can reach it: outbound calls may not reach inside.
  const exposure = exposureOf(options)
  if (exposure) {
    core.runtime.loopbackOnly = false
    core.runtime.exposure = exposure
  }
  const sockets = new Set<Socket>()
  const streams = new Set<Stream>()
  const throttle = new SignInThrottle(() => core.clock.now())
  let policy: NetworkPolicy | null = null

  const principalOf = (req: IncomingMessage): { principal: Principal; token: string } | null => {
    const token = parseCookies(req.headers.cookie).get(policy?.cookieName ?? '')
    if (!token) return null
    const principal = resolveSession(core, token)
    return principal ? { principal, token } : null
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!policy) throw new Error('request before listen')
    for (const [name, value] of Object.entries(policy.headers)) res.setHeader(name, value)
    if (req.url === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      // Container health checks call this from inside with whatever Host they like; it says nothing.
      core.db.$client.prepare('SELECT 1').get()
      send(
        res,
        200,
        'application/json; charset=utf-8',
        req.method === 'HEAD' ? '' : '{"status":"ok"}',
      )
      return
    }
    const admitted = policy.admit(req)
    if (!admitted.ok) {
      send(res, admitted.status, 'text/plain; charset=utf-8', admitted.message)
      return
    }
    const origin = req.headers.origin
    const ownOrigin = admitted.origin
    if (origin !== undefined && origin !== ownOrigin) {
      send(res, 403, 'text/plain; charset=utf-8', 'Cross-origin requests are refused.')
      return
    }
    const url = parseUrl(req.url ?? '/', ownOrigin)
    if (!url) {
      send(res, 404, 'text/plain; charset=utf-8', 'Not found.')
      return
    }

    if (url.pathname === '/login') {
      await handleSignIn(req, res, url, {
        core,
        throttle,
        ownOrigin,
        cookieName: policy.cookieName,
        cookieAttributes: policy.cookieAttributes,
        sessionMaxAgeS: SESSION_MAX_AGE_S,
        // Behind a trusted proxy, the client it names; never a header anyone else could send.
        clientAddress: policy.clientAddress(req),
        html,
        plain: (r, status, body, extra) =>
          send(r, status, 'text/plain; charset=utf-8', body, extra),
      })
      return
    }

    const session = principalOf(req)
    if (url.pathname === '/logout' && req.method === 'POST') {
      // Ending the session also ends its open /events streams (the `access` signal).
      if (session) endSession(core, session.token)
      html(res, 200, signedOutPage(), {
        'set-cookie': `${policy.cookieName}=; ${policy.cookieAttributes}; Max-Age=0`,
      })
      return
    }

    if (url.pathname.startsWith('/rpc/')) {
      if (!session) {
        json(res, 401, {
          ok: false,
          error: {
            code: 'UNAUTHENTICATED',
            message: 'Your session ended. Open your sign-in link again.',
          },
        })
        return
      }
      if (
        req.method !== 'POST' ||
        req.headers['x-review-reply'] !== '1' ||
        !(req.headers['content-type'] ?? '').startsWith('application/json')
      ) {
        json(res, 400, {
          ok: false,
          error: { code: 'INVALID_INPUT', message: 'Commands are JSON POSTs from the app.' },
        })
        return
      }
      const limit = UPLOAD_LIMITS[url.pathname.slice('/rpc/'.length)] ?? MAX_BODY
      const body = await readBody(req, limit)
      if (body === 'too_large') {
        json(res, 413, {
          ok: false,
          error: {
            code: 'INVALID_INPUT',
            message: `The request is too large (${Math.floor(limit / 1024 / 1024)} MiB at most).`,
          },
        })
        return
      }
      let input: unknown
      try {
        input = body.length === 0 ? {} : JSON.parse(body.toString('utf8'))
      } catch {
        json(res, 400, {
          ok: false,
          error: { code: 'INVALID_INPUT', message: 'The request body is not valid JSON.' },
        })
        return
      }
      const name = commandOf(url.pathname)
      if (name === null) {
        json(res, 404, {
          ok: false,
          error: { code: 'NOT_FOUND', message: 'There is no such command.' },
        })
        return
      }
      json(res, 200, await dispatch(core, session.principal, name, input))
      return
    }

    if (!session) {
      html(res, 401, loginRequiredPage())
      return
    }

    if (url.pathname === '/events' && req.method === 'GET') {
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'content-type': 'text/event-stream',
        connection: 'keep-alive',
      })
      res.write(': connected\n\n')
      const entry = { principal: session.principal, token: session.token, res }
      streams.add(entry)
      req.on('close', () => streams.delete(entry))
      return
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed.', { allow: 'GET, HEAD' })
      return
    }
    const file = rendererFile(url.pathname) ?? rendererFile('/index.html')
    if (!file) {
      send(
        res,
        503,
        'text/plain; charset=utf-8',
        'The user interface is not built. Run `npm run build`.',
      )
      return
    }
    const body = file.type.startsWith('text/html')
      ? markServePage(file.body.toString('utf8'))
      : file.body
    send(res, 200, file.type, req.method === 'HEAD' ? '' : body)
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      core.log.error('bridge request failed', { error: String(error) })
      if (!res.headersSent)
        json(res, 500, { ok: false, error: { code: 'INTERNAL', message: 'Something went wrong.' } })
      else res.end()
    })
  }
  const server = options.tls
    ? tlsServer(options.tls, options.handshakeTimeoutMs ?? TLS_HANDSHAKE_TIMEOUT_MS, onRequest)
    : createServer(onRequest)
  server.headersTimeout = HEADERS_TIMEOUT_MS
  server.requestTimeout = REQUEST_TIMEOUT_MS
  server.maxConnections = options.maxConnections ?? MAX_CONNECTIONS
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  limitPerAddress(
    server,
    options.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS,
    // A trusted proxy carries everyone's connections: it is not one client.
    (address) => policy?.isTrustedProxy(address) ?? false,
  )

  const endStream = (entry: Stream) => {
    streams.delete(entry)
    // Told, not just cut: the page signs out now instead of retrying blindly.
    entry.res.end('event: session-ended\ndata: {}\n\n')
  }

  const onChanged = (workspaceId: string, what: ChangeKind) => {
    const notice: ChangeNotice = { workspaceId, what }
    for (const entry of streams) {
      // Asked each time, not remembered: a session ended by any path hears nothing more.
      const principal = resolveSession(core, entry.token)
      if (!principal) {
        endStream(entry)
        continue
      }
      entry.principal = principal
      try {
        actorFor(core, principal, workspaceId)
      } catch {
        continue
      }
      entry.res.write(`data: ${JSON.stringify(notice)}\n\n`)
    }
  }
  core.signals.on('changed', onChanged)

  // A revoked or narrowed session must stop hearing about the workspace at once.
  const onAccess = (userId: string) => {
    for (const entry of streams) {
      if (entry.principal.userId !== userId) continue
      const now = resolveSession(core, entry.token)
      if (now) entry.principal = now
      else endStream(entry)
    }
  }
  core.signals.on('access', onAccess)

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const listening = networkPolicy(options, port)
  policy = listening
  return {
    url: listening.origin,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        core.signals.off('changed', onChanged)
        core.signals.off('access', onAccess)
        for (const { res } of streams) res.end()
        server.close(() => resolve())
        for (const s of sockets) s.destroy()
      }),
  }
}
