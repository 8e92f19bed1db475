import type { LookupAddress, LookupOptions } from 'node:dns'
import { ne } from 'drizzle-orm'
import { Agent, buildConnector } from 'undici'
import { readInstallationSettings } from '../access/installation'
import type { CoreContext } from '../context'
import { members } from '../db/schema'
import { invalid } from '../errors'
import {
  pinAddresses,
  refusal,
  type AddressGate,
  type OutboundPolicy,
  type ResolvedAddress,
} from './gate'
import { bareAddress } from './special-addresses'

export { refusedMessage, type AddressGate } from './gate'

/** Someone besides the owner is a member of a workspace: they can make this server connect. */
export function othersAreMembers(ctx: CoreContext): boolean {
  return (
    ctx.db
      .select({ id: members.id })
      .from(members)
      .where(ne(members.userId, ctx.ownerUserId))
      .limit(1)
      .get() !== undefined
  )
}

/**
 * The guard is off only on one person's machine: nothing but the owner on this computer reaches
 * the instance (no TLS, public URL, proxy or other bind; `runtime.loopbackOnly`) and nobody else
 * is a member. Members are counted at every connection, so adding one turns the guard on at once.
 */
export function outboundGuardOn(ctx: CoreContext): boolean {
  return !ctx.runtime.loopbackOnly || othersAreMembers(ctx)
}

/** The installation's current rule: read at each connection, so a change applies at once. */
function outboundPolicy(ctx: CoreContext): OutboundPolicy {
  return {
    allowPrivate: !outboundGuardOn(ctx),
    allowlist: [
      ...(ctx.runtime.allowOutbound ?? []),
      ...readInstallationSettings(ctx).outboundAllowlist,
    ],
  }
}

/** The gate every outbound connection of this core goes through (HTTP agents and SMTP). */
export function outboundGate(ctx: CoreContext): AddressGate {
  return (hostname) => pinAddresses(hostname, outboundPolicy(ctx), ctx.state.outbound.resolve)
}

/**
 * Early, DNS-free feedback when a host is saved: an address literal or `localhost` that the
 * policy refuses is rejected with the field named. Names are checked when connecting.
 */
export function checkOutboundHost(ctx: CoreContext, hostname: string, field: string): void {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase()
  const address =
    host === 'localhost' || host.endsWith('.localhost') ? '127.0.0.1' : bareAddress(host)
  if (!address) return
  const why = refusal(host, address, outboundPolicy(ctx))
  if (why) throw invalid(why, field)
}

export function checkOutboundUrl(ctx: CoreContext, url: URL, field: string): void {
  checkOutboundHost(ctx, url.hostname, field)
}

/** The host of a URL as typed, or null when it is not a URL (its own validation says so). */
export function hostOf(raw: string): string | null {
  try {
    return new URL(raw.trim()).hostname || null
  } catch {
    return null
  }
}

/** How long saving waits for a name to resolve before leaving the check to the connection. */
const SAVE_LOOKUP_MS = 3_000

/**
 * The same check with the name resolved, when a target is saved: a name that points inside
 * (`metadata.internal` → 169.254.169.254) is refused with the field named. A name that does not
 * resolve now is accepted; every connection checks again.
 */
export async function screenOutboundHost(
  ctx: CoreContext,
  hostname: string,
  field: string,
): Promise<void> {
  checkOutboundHost(ctx, hostname, field)
  if (!hostname || !outboundGuardOn(ctx)) return
  let timer: NodeJS.Timeout | undefined
  const gave = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), SAVE_LOOKUP_MS)
    timer.unref()
  })
  try {
    await Promise.race([outboundGate(ctx)(hostname), gave])
  } catch (error) {
    const why =
      (error as { code?: unknown }).code === 'ERR_OUTBOUND_REFUSED'
        ? (error as Error).message
        : null
    if (why) throw invalid(why, field)
  } finally {
    clearTimeout(timer)
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` that answers with addresses the gate already checked and never asks DNS: the socket
 * can only connect to those (trying each in turn, as Node does for a name with several).
 */
function checkedLookup(addresses: readonly ResolvedAddress[]) {
  return (_hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const wanted =
      options.family === 4 || options.family === 6
        ? addresses.filter((a) => a.family === options.family)
        : addresses
    const first = wanted[0]
    if (!first)
      return callback(
        Object.assign(new Error('No address of that family'), { code: 'ENOTFOUND' }),
        [],
      )
    if (options.all)
      return callback(
        null,
        wanted.map((a) => ({ address: a.address, family: a.family })),
      )
    callback(null, first.address, first.family)
  }
}

/**
 * An undici Agent whose every connection passes the gate: the name is resolved and checked once
 * by the gate, and the socket connects only to those addresses, while TLS still verifies (and
 * sends SNI for) the name in the URL.
 */
export function guardedAgent(
  gate: AddressGate,
  options: Agent.Options & { connectTimeoutMs?: number } = {},
): Agent {
  const { connectTimeoutMs, ...agentOptions } = options
  return new Agent({
    ...agentOptions,
    connect(opts, callback) {
      gate(opts.hostname).then(
        (addresses) => {
          const connector = buildConnector({
            ...(connectTimeoutMs ? { timeout: connectTimeoutMs } : {}),
            lookup: checkedLookup(addresses),
          } as buildConnector.BuildOptions)
          connector(opts, callback)
        },
        (error: Error) => callback(error, null),
      )
    },
  })
}
