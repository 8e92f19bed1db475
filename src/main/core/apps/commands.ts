import type { appCommands } from '../../../shared/contract/apps'
import { addApp, listApps, removeApp } from './apps'
import type { Handlers } from '../commands/types'

export const appHandlers = {
  'apps.list': ({ core, actor }) => listApps(core, actor),
  'apps.add': ({ core, actor }, input) => addApp(core, actor, input),
  'apps.remove': ({ core, actor }, input) => {
    removeApp(core, actor, input.appId)
    return null
  },
} satisfies Handlers<keyof typeof appCommands>
