import { lookup } from 'node:dns/promises'
import { allowlisted, canonicalHost } from './allowlist'
import { bareAddress, familyOf, specialPurpose } from './special-addresses'

/**
 * The one gate for connections the server makes on a member's behalf (webhooks and their test,
 * team-tool channels, the drafting model and translation, SMTP, a Google Play key's token
 * endpoint). On a server others can reach, a member must not reach the machine's own services or
 * its private network (SSRF): the name is resolved once, every address it resolves to is
 * checked, and the caller connects to the address that was checked, never to the name again, so
 * a DNS answer that changes between check and connect (rebinding) cannot slip through.
 */
export interface OutboundPolicy {
  /** Only the owner can reach this instance: private targets are theirs to reach. */
  allowPrivate: boolean
  /** Host names, addresses or CIDR ranges allowed although they are private. */
  allowlist: readonly string[]
}

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** Every address a name resolves to (injected in tests, `dns.lookup` otherwise). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true })
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }))
}

/** Checks one name and hands out the addresses to connect to (all checked, in the resolver's order). */
export type AddressGate = (hostname: string) => Promise<ResolvedAddress[]>

const REFUSED_CODE = 'ERR_OUTBOUND_REFUSED'

class OutboundRefused extends Error {
  readonly code = REFUSED_CODE
}

/** Plain words when `hostname`, resolved to `address`, may not be reached; null when it may. */
export function refusal(hostname: string, address: string, policy: OutboundPolicy): string | null {
  if (policy.allowPrivate) return null
  const kind = specialPurpose(address)
  if (!kind || allowlisted(hostname, address, policy.allowlist)) return null
  const host = hostname.replace(/^\[|\]$/g, '')
  const via = bareAddress(host) === bareAddress(address) ? '' : ` (${host} resolves to ${address})`
  return `Refused: the address is ${kind}${via}. Others can reach this server, so it only connects to public addresses; the owner can name this host with serve --allow-outbound, or in Settings → Installation.`
}

/**
 * Resolves `hostname` once and returns the addresses to connect to, after checking every
 * address the name has (one refused answer refuses the name: which one a client would pick is
 * not ours to guess). Callers connect only to these, never to the name again. An address
 * literal is checked as it is, without a lookup.
 */
export async function pinAddresses(
  hostname: string,
  policy: OutboundPolicy,
  resolve: Resolver,
): Promise<ResolvedAddress[]> {
  const literal = bareAddress(hostname)
  if (literal) {
    const why = refusal(literal, literal, policy)
    if (why) throw new OutboundRefused(why)
    return [{ address: literal, family: familyOf(literal) === 'ipv6' ? 6 : 4 }]
  }
  const name = canonicalHost(hostname)
  const answers = await resolve(name)
  const checked: ResolvedAddress[] = []
  for (const { address } of answers) {
    const ip = bareAddress(address)
    if (!ip)
      throw new OutboundRefused(`Refused: ${name} resolves to something that is not an IP address.`)
    const why = refusal(name, ip, policy)
    if (why) throw new OutboundRefused(why)
    checked.push({ address: ip, family: familyOf(ip) === 'ipv6' ? 6 : 4 })
  }
  if (checked.length === 0)
    throw Object.assign(new Error(`No address for ${name}`), { code: 'ENOTFOUND' })
  return checked
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
