import type { TeamServerStatusDto } from '../../../shared/dto/team-server'
import type { Core } from '../core'
import { CoreError } from '../errors'

/** What the desktop shell provides so Settings → Team server works through the contract. */
export interface TeamServerPort {
  status(): TeamServerStatusDto
  connect(link: string, caFile: string | null): Promise<TeamServerStatusDto>
  disconnect(): Promise<TeamServerStatusDto>
}

/** Without a port (the browser UI of `serve`), this installation *is* the team server. */
export function teamServerStatus(core: Core): TeamServerStatusDto {
  if (core.runtime.teamServer) return core.runtime.teamServer.status()
  return { mode: 'server', serverUrl: core.runtime.uiBaseUrl, member: null, caFile: null, problem: null }
}

export function requireTeamServerPort(core: Core): TeamServerPort {
  if (core.runtime.teamServer) return core.runtime.teamServer
  throw new CoreError(
    'FORBIDDEN',
    'This is the team server. Connecting to a team server is done in the desktop app, under Settings → Team server.',
  )
}
