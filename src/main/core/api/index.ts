/** The loopback public API: shells start it with `startApiServer(core, { port })`. */
export {
  ApiPortInUseError,
  DEFAULT_API_PORT,
  startApiServer,
  type ApiServer,
  type ApiServerOptions,
} from './server'
export { DEFAULT_RATE_LIMIT, type RateLimitConfig } from './rate-limit'
export { buildOpenApiDocument } from './openapi/document'
