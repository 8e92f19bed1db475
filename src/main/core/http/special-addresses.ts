import { BlockList, isIP } from 'node:net'

/**
 * Address ranges that are not "somewhere on the internet": this machine, its private networks,
 * cloud metadata, and the IPv6 forms that embed an IPv4 address (mapped, compatible, 6to4,
 * NAT64), so no spelling of 127.0.0.1 or 169.254.169.254 passes as public.
 */
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
  ['::ffff:0:0:0', 96, 'ipv6', 'an IPv4-translated address'],
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

const RANGES = SPECIAL.map(([network, prefix, type, words]) => {
  const list = new BlockList()
  list.addSubnet(network, prefix, type)
  return { list, type, words }
})

/** An address without URL brackets or an IPv6 zone ("fe80::1%eth0"), or null when it is not one. */
export function bareAddress(host: string): string | null {
  const ip = host.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  return isIP(ip) ? ip : null
}

export const familyOf = (address: string): 'ipv4' | 'ipv6' =>
  isIP(address) === 6 ? 'ipv6' : 'ipv4'

/** What kind of special-purpose address this is, or null for an ordinary public one. */
export function specialPurpose(address: string): string | null {
  const ip = bareAddress(address)
  if (!ip) return null
  const type = familyOf(ip)
  for (const range of RANGES) {
    if (range.type === type && range.list.check(ip, type)) return range.words
  }
  return null
}

export const isLoopbackAddress = (host: string): boolean => {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase()
  return h === 'localhost' || specialPurpose(h)?.startsWith('a loopback') === true
}
