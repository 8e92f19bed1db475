import type { googlePlayCommands } from '../../../../shared/contract/google-play'
import { disconnectGooglePlay, googlePlayStatus } from '.'
import { replaceGooglePlayKey } from './replace-key'
import { testGooglePlayConnection } from '../../sync/pass'
import type { Handlers } from '../../commands/types'

export const googlePlayHandlers = {
  // Tested against every Google Play app before it replaces the current key.
  'googlePlay.connect': ({ core, actor }, input) =>
    replaceGooglePlayKey(core, actor, input.serviceAccountJson),
  'googlePlay.testConnection': ({ core, actor }, input) =>
    testGooglePlayConnection(core, actor, input.listingId),
  'googlePlay.status': ({ core, actor }) => googlePlayStatus(core, actor),
  'googlePlay.disconnect': ({ core, actor }) => {
    disconnectGooglePlay(core, actor)
    return null
  },
} satisfies Handlers<keyof typeof googlePlayCommands>
