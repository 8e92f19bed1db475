import { readFileSync } from 'node:fs'
import { rootCertificates } from 'node:tls'
import { Agent } from 'undici'
import { CoreError } from '../core/errors'

/**
 * An HTTPS agent that trusts the system's CAs plus, optionally, one private CA file. Certificate
 * verification is never turned off: a private CA is trusted, not a bypass.
 */
export function agentTrusting(caFile: string | null): Agent {
  if (!caFile) return new Agent({ connect: { timeout: 10_000 } })
  let pem: string
  try {
    pem = readFileSync(caFile, 'utf8')
  } catch (error) {
    throw new CoreError(
      'INVALID_INPUT',
      `Cannot read the CA certificate file ${caFile} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
      'caFile',
    )
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new CoreError(
      'INVALID_INPUT',
      `${caFile} is not a PEM certificate (it should contain -----BEGIN CERTIFICATE-----).`,
      'caFile',
    )
  }
  return new Agent({ connect: { timeout: 10_000, ca: [...rootCertificates, pem] } })
}

const TLS_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
])

/** Turns a transport failure into a sentence that says what to check. */
export function unreachable(serverUrl: string, error: unknown): CoreError {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string })
  const code = cause?.code ?? ''
  if (TLS_CODES.has(code)) {
    return new CoreError(
      'UNAVAILABLE',
      `The team server at ${serverUrl} has a certificate this computer does not trust (${code}). If your team uses its own CA, choose its certificate file under "CA certificate".`,
      'caFile',
    )
  }
  return new CoreError(
    'UNAVAILABLE',
    `The team server at ${serverUrl} is not reachable (${code || (error as Error).message}). Check the address and your network.`,
  )
}

/** The sign-in link an admin handed out: the server's origin plus a one-time token. */
export function parseSignInLink(link: string): { serverUrl: string; token: string } {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    throw new CoreError(
      'INVALID_INPUT',
      'That is not a link. Paste the whole sign-in link, starting with https://.',
      'link',
    )
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new CoreError(
      'INVALID_INPUT',
      'A team server link must start with https:// (plain http is only accepted on this computer).',
      'link',
    )
  }
  const token = url.searchParams.get('token')
  if (url.pathname !== '/login' || !token) {
    throw new CoreError(
      'INVALID_INPUT',
      'That link is not a Review Reply sign-in link (it should end in /login?token=…).',
      'link',
    )
  }
  return { serverUrl: url.origin, token }
}
