import type { syncCommands } from '../../../shared/contract/sync'
import type { Handlers } from '../commands/types'
import { backgroundWork } from '../work/health'
import { schedulerFor } from './scheduler'
import { syncStatus } from './status'

export const syncHandlers = {
  'sync.status': ({ core, actor }) => syncStatus(core, actor),
  'sync.now': async ({ core, actor }, input) => {
    await schedulerFor(core).syncNow(actor.workspaceId, input.appId)
    return syncStatus(core, actor)
  },
  'sync.worker': ({ core }) => backgroundWork(core),
} satisfies Handlers<keyof typeof syncCommands>
