import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/** An address as compared: no IPv4-mapped prefix, no port, no brackets, lower case. */
export function plainAddress(raw: string | undefined): string | null {
  if (!raw) return null
  let a = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a)
  if (bracketed?.[1]) a = bracketed[1]
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'))
  if (a.startsWith('::ffff:') && isIP(a.slice(7)) === 4) a = a.slice(7)
  return isIP(a) ? a : null
}

/**
 * Who is asking, for throttling: the peer's address, unless the peer is a proxy named by
 * `--trust-proxy`. Then the client is the right-most `X-Forwarded-For` hop that is not one of
 * our proxies: each proxy appends the address it saw, so entries further left are whatever the
 * client chose to send and are never believed.
 */
export function clientAddress(
  req: IncomingMessage,
  isTrustedProxy: (address: string) => boolean,
): string {
  const peer = plainAddress(req.socket.remoteAddress) ?? 'unknown'
  if (!isTrustedProxy(peer)) return peer
  const header = req.headers['x-forwarded-for']
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i])
    // A hop our proxy wrote that is not an address: the proxy is misconfigured; count it as itself.
    if (!hop) return hops[i]?.trim() ? `${peer} (unreadable forwarded address)` : peer
    if (!isTrustedProxy(hop)) return hop
  }
  return peer
}
