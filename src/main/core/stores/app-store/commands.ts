import type { appStoreCommands } from '../../../../shared/contract/app-store'
import {
  appStoreStatus,
  disconnectAppStore,
  setAppStoreReplyLimit,
  testAppStoreConnection,
} from './index'
import { replaceAppStoreKey } from './replace-key'
import type { Handlers } from '../../commands/types'

export const appStoreHandlers = {
  // Tested against every App Store app before it replaces the current key.
  'appStore.connect': ({ core, actor }, input) => replaceAppStoreKey(core, actor, input),
  'appStore.disconnect': ({ core, actor }) => {
    disconnectAppStore(core, actor)
    return null
  },
  'appStore.testConnection': ({ core, actor }, input) =>
    testAppStoreConnection(core, actor, input.listingId),
  'appStore.status': ({ core, actor }) => appStoreStatus(core, actor),
  'appStore.setReplyLimit': ({ core, actor }, input) => ({
    appId: input.appId,
    replyLimit: setAppStoreReplyLimit(core, actor, input.appId, input.limit),
  }),
} satisfies Handlers<Exclude<keyof typeof appStoreCommands, 'appStore.deleteReply'>>
