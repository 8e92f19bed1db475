import { z } from 'zod'
import type { TeamServerStatusDto } from '../dto/team-server'
import { command, empty } from './define'

/** The desktop app as a client of a team server. Always handled by this computer's own core. */
export const teamServerCommands = {
  'teamServer.status': command<TeamServerStatusDto>()('signed_in', empty),
  'teamServer.connect': command<TeamServerStatusDto>()(
    'signed_in',
    z
      .object({
        link: z
          .string()
          .trim()
          .min(1, 'paste the personal sign-in link an admin of the team server gave you')
          .max(4096, 'that is far longer than a sign-in link'),
        caFile: z.string().trim().max(4096).optional(),
      })
      .strict(),
  ),
  'teamServer.disconnect': command<TeamServerStatusDto>()('signed_in', empty),
}

/** These never travel to the team server: they decide whether commands do. */
export const isTeamServerCommand = (name: string): boolean => name.startsWith('teamServer.')
