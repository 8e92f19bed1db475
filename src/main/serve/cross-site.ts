import type { IncomingMessage } from 'node:http'

/**
 * Whether a request was started by another site (login CSRF: a page signing the visitor in as
 * someone else). A link pasted into the address bar or opened from a mail client sends
 * `Sec-Fetch-Site: none` and no Origin or Referer, and is allowed.
 */
export function isCrossSite(req: IncomingMessage, ownOrigin: string): boolean {
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'none' && site !== 'same-origin') return true
  const origin = req.headers.origin
  if (origin !== undefined && origin !== ownOrigin) return true
  const referer = req.headers.referer
  if (referer !== undefined) {
    try {
      if (new URL(referer).origin !== ownOrigin) return true
    } catch {
      return true
    }
  }
  return false
}
