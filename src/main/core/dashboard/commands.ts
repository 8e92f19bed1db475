import type { dashboardCommands } from '../../../shared/contract/dashboard'
import { appDashboard } from './app-dashboard'
import type { Handlers } from '../commands/types'

export const dashboardHandlers = {
  'dashboard.app': ({ core, actor }, input) => appDashboard(core, actor, input),
} satisfies Handlers<keyof typeof dashboardCommands>
