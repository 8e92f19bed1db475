import type { teamServerCommands } from '../../../shared/contract/team-server'
import { requireTeamServerPort, teamServerStatus } from './port'
import type { Handlers } from '../commands/types'

export const teamServerHandlers = {
  'teamServer.status': ({ core }) => teamServerStatus(core),
  'teamServer.connect': ({ core }, input) => requireTeamServerPort(core).connect(input.link, input.caFile || null),
  'teamServer.disconnect': ({ core }) => requireTeamServerPort(core).disconnect(),
} satisfies Handlers<keyof typeof teamServerCommands>
