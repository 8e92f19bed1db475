import { z } from 'zod'
import type { PlanDto } from '../dto/plans'
import { command, inWorkspace } from './define'

export const planCommands = {
  /** Plan, trial days left, licence summary (never the key), what Pro unlocks, the upgrade URL. */
  'plan.get': command<PlanDto>()('viewer', inWorkspace({})),
  'licence.activate': command<PlanDto>()(
    'admin',
    inWorkspace({
      token: z
        .string()
        .trim()
        .min(1, 'paste the licence key from your purchase e-mail')
        .max(8192, 'that is far longer than a licence key'),
    }),
  ),
  'licence.remove': command<PlanDto>()('admin', inWorkspace({})),
}
