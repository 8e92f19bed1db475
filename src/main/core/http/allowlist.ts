import { BlockList, isIP } from 'node:net'
import { domainToASCII } from 'node:url'
import { invalid } from '../errors'
import { bareAddress, familyOf } from './special-addresses'

/** A host name as DNS sees it: lower case, punycode, no trailing dot. */
export function canonicalHost(host: string): string {
  const h = host
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase()
  if (isIP(h)) return h
  return domainToASCII(h) || h
}

/**
 * One exception to the outbound guard, as written by the owner (`serve --allow-outbound`,
 * Settings → Installation): a host name, an IP address, or a CIDR range. Returns it in its
 * canonical form, or throws a field error naming the bad entry.
 */
export function parseAllowEntry(raw: string, field: string): string {
  const entry = raw.trim()
  const [net = '', bits, extra] = entry.replace(/^\[|\]$/g, '').split('/')
  const ip = bareAddress(net)
  if (ip && extra === undefined) {
    const max = familyOf(ip) === 'ipv6' ? 128 : 32
    const prefix = bits === undefined ? max : Number(bits)
    if (
      Number.isInteger(prefix) &&
      prefix >= 0 &&
      prefix <= max &&
      (bits === undefined || /^\d+$/.test(bits))
    ) {
      return bits === undefined ? ip : `${ip}/${prefix}`
    }
  }
  const host = canonicalHost(entry)
  if (
    bits === undefined &&
    /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?)*$/.test(
      host,
    )
  ) {
    return host
  }
  throw invalid(
    `"${entry}" is not a host name, an IP address or a CIDR range (such as mail.lan, 10.0.0.5 or 10.0.0.0/24).`,
    field,
  )
}

/** Whether `hostname`, resolved to `address`, is named by one of the exceptions. */
export function allowlisted(
  hostname: string,
  address: string,
  allowlist: readonly string[],
): boolean {
  const host = canonicalHost(hostname)
  const ip = bareAddress(address)
  for (const entry of allowlist) {
    const [net = '', bits] = entry.replace(/^\[|\]$/g, '').split('/')
    const entryIp = bareAddress(net)
    if (!entryIp) {
      if (canonicalHost(net) === host) return true
      continue
    }
    if (!ip || familyOf(entryIp) !== familyOf(ip)) continue
    const prefix = bits === undefined ? (familyOf(entryIp) === 'ipv4' ? 32 : 128) : Number(bits)
    const list = new BlockList()
    try {
      list.addSubnet(entryIp, prefix, familyOf(entryIp))
    } catch {
      continue
    }
    if (list.check(ip, familyOf(ip))) return true
  }
  return false
}
