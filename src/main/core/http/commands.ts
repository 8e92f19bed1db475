import type { outboundCommands } from '../../../shared/contract/outbound'
import { outboundStatus } from './status'
import type { Handlers } from '../commands/types'

export const outboundHandlers = {
  'outbound.status': ({ core, principal }) => outboundStatus(core, principal),
} satisfies Handlers<keyof typeof outboundCommands>
