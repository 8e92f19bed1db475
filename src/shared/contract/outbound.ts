import type { OutboundStatusDto } from '../dto/outbound'
import { command, empty } from './define'

/** The outbound guard of the instance the app talks to (a team server, or this computer). */
export const outboundCommands = {
  'outbound.status': command<OutboundStatusDto>()('signed_in', empty),
}
