import type { planCommands } from '../../../../shared/contract/plans'
import { activateLicence, removeLicence } from '../../plans/licences'
import { planView } from '../../plans/plan-view'
import type { Handlers } from '../types'

export const planHandlers = {
  'plan.get': ({ core, actor }) => planView(core, actor),
  'licence.activate': ({ core, actor }, input) => activateLicence(core, actor, input.token),
  'licence.remove': ({ core, actor }) => removeLicence(core, actor),
} satisfies Handlers<keyof typeof planCommands>
