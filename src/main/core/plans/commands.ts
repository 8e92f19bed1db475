import type { planCommands } from '../../../shared/contract/plans'
import { activateLicence, removeLicence } from './licences'
import { planView } from './plan-view'
import type { Handlers } from '../commands/types'

export const planHandlers = {
  'plan.get': ({ core, actor }) => planView(core, actor),
  'licence.activate': ({ core, actor }, input) => activateLicence(core, actor, input.token),
  'licence.remove': ({ core, actor }) => removeLicence(core, actor),
} satisfies Handlers<keyof typeof planCommands>
