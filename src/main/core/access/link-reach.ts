/**
 * Where sign-in and invitation links point: `serve` knows the address it answers on
 * (`--public-url` when given, else its listening address). A loopback one opens only on this
 * computer, which the Members page says, with the fix.
 */
import type { LinkReachDto } from '../../../shared/dto/workspaces'
import type { CoreContext } from '../context'
import { isLoopbackAddress } from '../http/special-addresses'

export function linkReach(ctx: CoreContext): LinkReachDto {
  const origin = ctx.runtime.uiBaseUrl
  if (!origin) return { origin: null, thisComputerOnly: false }
  let host: string
  try {
    host = new URL(origin).hostname
  } catch {
    return { origin: null, thisComputerOnly: false }
  }
  return { origin: origin.replace(/\/+$/, ''), thisComputerOnly: isLoopbackAddress(host) }
}
