/** Turns a command's period input into a checked scope: the app in the workspace, a sane range. */
import type { StoreName } from '../../../../shared/dto/apps'
import type { CoreContext } from '../../context'
import { invalid } from '../../errors'
import { assertAppInWorkspace } from '../digest/store'
import type { EffectScope } from './compute'

const DAY = 24 * 60 * 60_000
/** Without `since`: the 90 days before `until`. */
const DEFAULT_DAYS = 90

export interface PeriodInput {
  appId?: string | undefined
  store?: StoreName | undefined
  since?: number | undefined
  until?: number | undefined
}

export function effectScope(
  ctx: CoreContext,
  workspaceId: string,
  input: PeriodInput,
): EffectScope {
  if (input.appId) assertAppInWorkspace(ctx, workspaceId, input.appId)
  const until = input.until ?? ctx.clock.now()
  const since = input.since ?? until - DEFAULT_DAYS * DAY
  if (since >= until) throw invalid('The period must start before it ends.', 'since')
  return { workspaceId, appId: input.appId, store: input.store, since, until }
}
