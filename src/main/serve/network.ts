import { BlockList, isIP } from 'node:net'
import type { IncomingMessage } from 'node:http'
import { CoreError } from '../core/errors'
import { clientAddress, plainAddress } from './client-address'

/** How the UI server is reached: where it listens, whether it speaks TLS, and who is in front. */
export interface NetworkOptions {
  /** The address to bind (default 127.0.0.1). */
  host?: string
  /** PEM certificate chain and key: the server itself speaks HTTPS. */
  tls?: { cert: Buffer; key: Buffer } | null
  /** The address people type, when it differs from the bound one (reverse proxy, DNS name). */
  publicUrl?: string | null
  /** Addresses or CIDR ranges of reverse proxies whose X-Forwarded-* headers are believed. */
  trustedProxies?: string[]
}

export interface NetworkPolicy {
  /** The origin people use, e.g. https://reviews.example.com (no trailing slash). */
  origin: string
  /** Browsers reach us over HTTPS (directly or through a TLS proxy). */
  secure: boolean
  cookieName: string
  /** Attributes every session cookie carries. */
  cookieAttributes: string
  /** Headers every response carries (HSTS when secure). */
  headers: Record<string, string>
  /** Whether `address` is one of the reverse proxies named by `--trust-proxy`. */
  isTrustedProxy(address: string): boolean
  /** The client's address: the peer, or the client a trusted proxy names in X-Forwarded-For. */
  clientAddress(req: IncomingMessage): string
  /** The origin this request was addressed to (for the Origin check), or the refusal to send. */
  admit(
    req: IncomingMessage,
  ): { ok: true; origin: string } | { ok: false; status: number; message: string }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])
const isLoopbackAddress = (host: string): boolean =>
  LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host)
const urlHost = (address: string): string => (isIP(address) === 6 ? `[${address}]` : address)

function parsePublicUrl(value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new CoreError(
      'INVALID_INPUT',
      `--public-url "${value}" is not a URL. Use the address people type, e.g. https://reviews.example.com.`,
      'public-url',
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CoreError(
      'INVALID_INPUT',
      '--public-url must start with https:// (or http:// on a trusted network).',
      'public-url',
    )
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new CoreError(
      'INVALID_INPUT',
      '--public-url is an origin only (scheme, host and port), without a path, query or credentials.',
      'public-url',
    )
  }
  return url
}

function proxyList(entries: string[]): BlockList {
  const list = new BlockList()
  for (const raw of entries) {
    const entry = raw.trim()
    const [address, bits] = entry.split('/')
    const family = isIP(address ?? '')
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits)
    if (
      !address ||
      family === 0 ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > (family === 6 ? 128 : 32)
    ) {
      throw new CoreError(
        'INVALID_INPUT',
        `--trust-proxy "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.0/8).`,
        'trust-proxy',
      )
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

function peerIsTrusted(list: BlockList, address: string | undefined): boolean {
  const ip = plainAddress(address)
  return ip !== null && list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')
}

/** Checks the flags before anything listens, so a bad combination fails with a clear sentence. */
export function validateNetwork(options: NetworkOptions): void {
  const host = options.host ?? '127.0.0.1'
  if (isIP(host) === 0 && host !== 'localhost') {
    throw new CoreError(
      'INVALID_INPUT',
      `--host "${host}" is not an IP address. Use e.g. 0.0.0.0 (every interface) or 192.168.1.20.`,
      'host',
    )
  }
  const publicUrl = options.publicUrl ? parsePublicUrl(options.publicUrl) : null
  const proxies = options.trustedProxies ?? []
  proxyList(proxies)
  const wildcard = host === '0.0.0.0' || host === '::'
  if (wildcard && !publicUrl) {
    throw new CoreError(
      'INVALID_INPUT',
      `Listening on every interface (${host}) needs --public-url, the address people type: it is the only Host this server answers.`,
      'public-url',
    )
  }
  if (!isLoopbackAddress(host) && !options.tls && !publicUrl) {
    throw new CoreError(
      'INVALID_INPUT',
      'A network address needs TLS: pass --tls-cert FILE --tls-key FILE, or --public-url https://… with --trust-proxy for the proxy that terminates TLS.',
      'tls-cert',
    )
  }
  if (
    publicUrl?.protocol === 'https:' &&
    !options.tls &&
    !isLoopbackAddress(host) &&
    proxies.length === 0
  ) {
    throw new CoreError(
      'INVALID_INPUT',
      'This server speaks plain HTTP but --public-url is https: name the proxy that terminates TLS with --trust-proxy ADDR (or pass --tls-cert/--tls-key).',
      'trust-proxy',
    )
  }
  if (publicUrl?.protocol === 'http:' && options.tls) {
    throw new CoreError(
      'INVALID_INPUT',
      'With --tls-cert the server speaks HTTPS: --public-url must start with https://.',
      'public-url',
    )
  }
}

/**
 * Why people other than the owner on this computer can reach this server, or null when nobody
 * can: any of TLS, a public URL, a trusted proxy, or a bind other than the default loopback one
 * (another 127.x address is what port forwarding and containers publish). The outbound guard
 * turns on for any of them.
 */
export function exposureOf(options: NetworkOptions): string | null {
  const host = options.host ?? '127.0.0.1'
  const reasons: string[] = []
  if (!LOOPBACK.has(host)) reasons.push(`it listens on ${host}`)
  if (options.tls) reasons.push('it serves TLS')
  if (options.publicUrl) reasons.push(`it is published at ${options.publicUrl}`)
  if ((options.trustedProxies ?? []).length > 0)
    reasons.push('it sits behind a reverse proxy (--trust-proxy)')
  return reasons.length > 0 ? `Others can reach this server: ${reasons.join(', ')}.` : null
}

/** A caveat to print at start: plain HTTP that leaves this machine carries sessions in clear text. */
export function plainHttpWarning(options: NetworkOptions): string | null {
  const host = options.host ?? '127.0.0.1'
  if (isLoopbackAddress(host) || options.tls || !options.publicUrl?.startsWith('http:')) return null
  return `Serving plain HTTP on ${host}: sign-in links and sessions cross the network unencrypted. Use --tls-cert/--tls-key or an https reverse proxy unless this network is yours alone.`
}

/** The rules for one listening server, once its port is known (options already validated). */
export function networkPolicy(options: NetworkOptions, port: number): NetworkPolicy {
  const host = options.host ?? '127.0.0.1'
  const tls = Boolean(options.tls)
  const publicUrl = options.publicUrl ? parsePublicUrl(options.publicUrl) : null
  const origin = publicUrl
    ? publicUrl.origin
    : `${tls ? 'https' : 'http'}://${urlHost(host)}:${port}`
  const publicHost = new URL(origin).host.toLowerCase()
  const secure = origin.startsWith('https:')
  const proxies = proxyList(options.trustedProxies ?? [])
  const behindProxy = (options.trustedProxies ?? []).length > 0

  // The default loopback bind keeps answering its usual names (a browser on localhost).
  const allowedHosts = new Set([publicHost])
  if (LOOPBACK.has(host)) {
    for (const name of ['127.0.0.1', 'localhost', '[::1]', urlHost(host)])
      allowedHosts.add(`${name}:${port}`)
  } else if (host !== '0.0.0.0' && host !== '::') {
    allowedHosts.add(`${urlHost(host)}:${port}`.toLowerCase())
  }

  return {
    origin,
    secure,
    // __Host- makes browsers refuse the cookie unless it is Secure, host-only and Path=/.
    cookieName: secure ? '__Host-rr_session' : 'rr_session',
    cookieAttributes: `HttpOnly; SameSite=Strict; Path=/${secure ? '; Secure' : ''}`,
    headers: secure ? { 'strict-transport-security': 'max-age=31536000' } : {},
    isTrustedProxy: (address) => behindProxy && peerIsTrusted(proxies, address),
    clientAddress(req) {
      return clientAddress(req, (address) => behindProxy && peerIsTrusted(proxies, address))
    },
    admit(req) {
      const fromProxy = behindProxy && peerIsTrusted(proxies, req.socket.remoteAddress)
      if (behindProxy && !tls && secure && !fromProxy && !isLoopbackAddress(host)) {
        return { ok: false, status: 403, message: `Open Review Reply at ${origin}.` }
      }
      const forwarded = fromProxy ? req.headers['x-forwarded-host'] : undefined
      const seen = (
        typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : req.headers.host
      )?.toLowerCase()
      if (!seen || !allowedHosts.has(seen)) {
        return {
          ok: false,
          status: 421,
          message: `Misdirected request: this server answers only at ${origin}.`,
        }
      }
      return {
        ok: true,
        origin: seen === publicHost ? origin : `${tls ? 'https' : 'http'}://${seen}`,
      }
    },
  }
}
