import { isIP } from 'node:net'
import type { WebhookKind } from '../../../shared/dto/webhooks'
import { invalid } from '../errors'

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (isIP(host) === 4) return host.startsWith('127.')
  if (isIP(host) === 6) return host === '::1'
  return false
}

/**
 * Accepts https anywhere, and plain http only on this machine (a receiver under development):
 * a signature proves origin but not secrecy, and payloads carry customer reviews.
 */
export function parseEndpointUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw invalid('That is not a URL. Paste the full address, starting with https://.', 'url')
  }
  if (url.username || url.password) {
    throw invalid(
      'Remove the user name and password from the URL; receivers verify the signature instead.',
      'url',
    )
  }
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:') {
    if (isLoopbackHost(url.hostname)) return url
    throw invalid(
      'Use an https:// URL. Plain http:// is only accepted for this computer (localhost, 127.0.0.1).',
      'url',
    )
  }
  throw invalid('Only https:// URLs can receive webhooks.', 'url')
}

/** Known incoming-webhook hosts of team tools; anything else is a standard (signed) receiver. */
export function detectKind(url: URL): WebhookKind {
  const host = url.hostname.toLowerCase()
  const path = url.pathname
  if (
    (host === 'hooks.slack.com' || host === 'hooks.slack-gov.com') &&
    path.startsWith('/services/')
  )
    return 'slack'
  if (
    /^(?:(?:ptb|canary)\.)?discord(?:app)?\.com$/.test(host) &&
    path.startsWith('/api/webhooks/')
  ) {
    return 'discord'
  }
  if (
    host.endsWith('.webhook.office.com') ||
    (host === 'outlook.office.com' && path.startsWith('/webhook')) ||
    host.endsWith('.logic.azure.com') ||
    host.endsWith('.api.powerplatform.com')
  ) {
    return 'teams'
  }
  return 'standard'
}

/**
 * What lists show of a receiver's URL: scheme, host and path. A query string often carries a
 * token (`?code=…`, `?sig=…`), so it is sealed with the full URL and never stored in the clear.
 */
function redactQuery(url: URL): string {
  return `${url.origin}${url.pathname}`
}

/** The form kept in `webhook_endpoints.url` and shown in lists; the full URL lives in the vault. */
export function displayUrl(url: URL, kind: WebhookKind): string {
  return kind === 'standard' ? redactQuery(url) : redactUrl(url)
}

/**
 * Team-tool URLs are the credential (anyone holding one can post to the channel), so only the
 * origin and the first path segment are ever stored in the clear or shown.
 */
function redactUrl(url: URL): string {
  const first = url.pathname.split('/').filter(Boolean)[0]
  return `${url.origin}/${first ? `${first}/` : ''}…`
}
