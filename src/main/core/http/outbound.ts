import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import { Agent, buildConnector } from 'undici'
import { readInstallationSettings } from '../access/installation'
import type { CoreContext } from '../context'
import { invalid } from '../errors'

/**
 * The one gate for connections the server makes on a member's behalf (webhooks, team-tool
 * channels, the test ping, the drafting model). On a shared server a member must not reach the
 * machine's own services or its private network (SSRF), so every address a name resolves to is
 * checked, and the connection is made to that checked address: a DNS answer that changes between
 * check and connect (rebinding) cannot slip through.
 */
export interface OutboundPolicy {
  /** One person's machine (everything bound to loopback): private targets are theirs to reach. */
  allowPrivate: boolean
  /** Host names, addresses or CIDR ranges the installation owner allows although they are private. */
  allowlist: readonly string[]
}

const REFUSED_CODE = 'ERR_OUTBOUND_REFUSED'

const SPECIAL: [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'an unspecified address'],
  ['10.0.0.0', 8, 'ipv4', 'a private address'],
  ['100.64.0.0', 10, 'ipv4', 'a carrier-grade NAT address'],
  ['127.0.0.0', 8, 'ipv4', 'a loopback address (this server itself)'],
  ['169.254.0.0', 16, 'ipv4', 'a link-local address (cloud metadata lives here)'],
  ['172.16.0.0', 12, 'ipv4', 'a private address'],
  ['192.0.0.0', 24, 'ipv4', 'a reserved address'],
  ['192.0.2.0', 24, 'ipv4', 'a documentation address'],
  ['192.88.99.0', 24, 'ipv4', 'a reserved address'],
  ['192.168.0.0', 16, 'ipv4', 'a private address'],
  ['198.18.0.0', 15, 'ipv4', 'a benchmarking address'],
  ['198.51.100.0', 24, 'ipv4', 'a documentation address'],
  ['203.0.113.0', 24, 'ipv4', 'a documentation address'],
  ['224.0.0.0', 4, 'ipv4', 'a multicast address'],
  ['240.0.0.0', 4, 'ipv4', 'a reserved or broadcast address'],
  ['::', 128, 'ipv6', 'an unspecified address'],
  ['::1', 128, 'ipv6', 'a loopback address (this server itself)'],
  ['::', 96, 'ipv6', 'an IPv4-compatible address'],
  ['::ffff:0:0', 96, 'ipv6', 'an IPv4-mapped address'],
  ['64:ff9b::', 96, 'ipv6', 'a NAT64 address'],
  ['64:ff9b:1::', 48, 'ipv6', 'a NAT64 address'],
  ['100::', 64, 'ipv6', 'a discard address'],
  ['2001::', 23, 'ipv6', 'a reserved address'],
  ['2001:db8::', 32, 'ipv6', 'a documentation address'],
  ['2002::', 16, 'ipv6', 'a 6to4 address'],
  ['fc00::', 7, 'ipv6', 'a private (unique local) address'],
  ['fe80::', 10, 'ipv6', 'a link-local address'],
  ['fec0::', 10, 'ipv6', 'a site-local address'],
  ['ff00::', 8, 'ipv6', 'a multicast address'],
]

const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** What kind of special-purpose address this is, or null for an ordinary public one. */
export function specialPurpose(address: string): string | null {
  const ip = address.replace(/^\[|\]$/g, '')
  if (!isIP(ip)) return null
  for (const [network, prefix, type, words] of SPECIAL) {
    if (type !== family(ip)) continue
    const list = new BlockList()
    list.addSubnet(network, prefix, type)
    if (list.check(ip, type)) return words
  }
  return null
}

export const isLoopbackAddress = (host: string): boolean => {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase()
  return h === 'localhost' || specialPurpose(h)?.startsWith('a loopback') === true
}

function allowlisted(hostname: string, address: string, allowlist: readonly string[]): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  for (const entry of allowlist) {
    const [net, bits] = entry.replace(/^\[|\]$/g, '').split('/')
    if (!net) continue
    if (!isIP(net)) {
      if (net.toLowerCase() === host) return true
      continue
    }
    if (!isIP(address) || family(net) !== family(address)) continue
    const list = new BlockList()
    const prefix = bits === undefined ? (family(net) === 'ipv4' ? 32 : 128) : Number(bits)
    try {
      list.addSubnet(net, prefix, family(net))
    } catch {
      continue
    }
    if (list.check(address, family(address))) return true
  }
  return false
}

/** Plain words when `hostname`, resolved to `address`, may not be reached; null when it may. */
export function refusal(hostname: string, address: string, policy: OutboundPolicy): string | null {
  if (policy.allowPrivate) return null
  const kind = specialPurpose(address)
  if (!kind || allowlisted(hostname, address, policy.allowlist)) return null
  const host = hostname.replace(/^\[|\]$/g, '')
  const via = host === address ? '' : ` (${host} resolves to ${address})`
  return `Refused: the address is ${kind}${via}. This server is shared, so it only connects to public addresses; the installation owner can allow this host in Settings → Installation.`
}

class OutboundRefused extends Error {
  readonly code = REFUSED_CODE
}

/** The installation's current rule: read at each connection, so an owner's change applies at once. */
export function outboundPolicy(ctx: CoreContext): OutboundPolicy {
  return { allowPrivate: ctx.runtime.loopbackOnly, allowlist: readInstallationSettings(ctx).outboundAllowlist }
}

/**
 * Early, DNS-free feedback when a URL is saved: an address literal or `localhost` that the
 * policy refuses is rejected with the field named. Names are checked when connecting.
 */
export function checkOutboundUrl(ctx: CoreContext, url: URL, field: string): void {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const address = host === 'localhost' || host.endsWith('.localhost') ? '127.0.0.1' : host
  if (!isIP(address)) return
  const why = refusal(host, address, outboundPolicy(ctx))
  if (why) throw invalid(why, field)
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** A `dns.lookup` that fails when any answer is refused; the socket then connects to what was checked. */
function guardedLookup(policy: () => OutboundPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const current = policy()
      for (const { address } of addresses) {
        const why = refusal(hostname, address, current)
        if (why) return callback(new OutboundRefused(why), [])
      }
      if (options.all) return callback(null, addresses)
      const first = addresses[0]
      if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), [])
      callback(null, first.address, first.family)
    })
  }
}

/**
 * An undici Agent whose every connection passes the policy. Address literals never reach a
 * lookup (Node connects to them directly), so they are checked here first.
 */
export function guardedAgent(policy: () => OutboundPolicy, options: Agent.Options & { connectTimeoutMs?: number } = {}): Agent {
  const { connectTimeoutMs, ...agentOptions } = options
  const connector = buildConnector({
    lookup: guardedLookup(policy),
    ...(connectTimeoutMs ? { timeout: connectTimeoutMs } : {}),
  } as buildConnector.BuildOptions)
  return new Agent({
    ...agentOptions,
    connect(opts, callback) {
      const host = opts.hostname.replace(/^\[|\]$/g, '')
      if (isIP(host)) {
        const why = refusal(host, host, policy())
        if (why) return callback(new OutboundRefused(why), null)
      }
      connector(opts, callback)
    },
  })
}

/** The refusal's plain words when `error` (or its cause) is one, for showing to the admin. */
export function refusedMessage(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === REFUSED_CODE) return (current as Error).message
    current = (current as { cause?: unknown }).cause
  }
  return null
}
