/**
 * The loopback public API server (docs/integrations/api.md). Shells start it next to the core (the desktop
 * app and `serve`) and put its `url` into `core.runtime.apiBaseUrl`; `close()` ends every
 * connection, idle or not, so quitting never waits on a client's keep-alive.
 */
import { createServer, type Server } from 'node:http'
import type { Clock } from '../clock'
import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { DEFAULT_RATE_LIMIT, type RateLimitConfig } from './rate-limit'
import { createApiHandler } from './router'

const DEFAULT_API_PORT = 4747

export interface ApiServerOptions {
  /** 0 picks a free port (tests). */
  port?: number
  /** Loopback only: 127.0.0.1 (default) or ::1. */
  host?: '127.0.0.1' | '::1'
  rateLimit?: Partial<RateLimitConfig>
  /** Defaults to the core's clock. */
  clock?: Clock
}

export interface ApiServer {
  url: string
  port: number
  close(): Promise<void>
}

/**
 * The port is taken by another program (or another copy of the app).
 * @internal Exported for tests.
 */
export class ApiPortInUseError extends CoreError {
  constructor(readonly port: number) {
    super(
      'CONFLICT',
      `Port ${port} is in use; set another with --api-port or in Settings.`,
      'apiPort',
    )
    this.name = 'ApiPortInUseError'
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES')
        reject(new ApiPortInUseError(port))
      else
        reject(
          new CoreError(
            'UNAVAILABLE',
            `The API server could not start on ${host}:${port}: ${error.message}`,
          ),
        )
    }
    const onListening = () => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen({ port, host, exclusive: true })
  })
}

export async function startApiServer(
  core: CoreContext,
  options: ApiServerOptions = {},
): Promise<ApiServer> {
  const port = options.port ?? DEFAULT_API_PORT
  const host = options.host ?? '127.0.0.1'
  if (host !== '127.0.0.1' && host !== '::1') {
    throw new CoreError(
      'INVALID_INPUT',
      'The API listens on loopback only (127.0.0.1 or ::1).',
      'apiHost',
    )
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CoreError(
      'INVALID_INPUT',
      `API port must be a number from 1 to 65535, not ${port}.`,
      'apiPort',
    )
  }
  const handler = createApiHandler(core, {
    rateLimit: { ...DEFAULT_RATE_LIMIT, ...options.rateLimit },
    clock: options.clock ?? core.clock,
  })
  const server = createServer(
    {
      keepAliveTimeout: 5_000,
      headersTimeout: 10_000,
      requestTimeout: 15_000,
      maxHeaderSize: 16_384,
    },
    (req, res) => handler.handle(req, res),
  )
  server.on('clientError', (error: Error & { code?: string }, socket) =>
    handler.clientError(error, socket),
  )
  const bound = await listen(server, port, host)
  handler.setPort(bound)
  const url = `http://${host === '::1' ? '[::1]' : host}:${bound}`
  core.log.info('api server listening', { url })
  let closing: Promise<void> | null = null
  return {
    url,
    port: bound,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
