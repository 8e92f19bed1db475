/**
 * The renderer's Content-Security-Policy, used by the Electron shell, the `serve` bridge and the
 * HTML meta tag. No eval, no inline script, nothing remote.
 */
export const RENDERER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
