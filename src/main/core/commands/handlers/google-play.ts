import type { googlePlayCommands } from '../../../../shared/contract/google-play'
import {
  connectGooglePlay,
  disconnectGooglePlay,
  googlePlayStatus,
} from '../../stores/google-play'
import { testGooglePlayConnection } from '../../sync/pass'
import type { Handlers } from '../types'

export const googlePlayHandlers = {
  'googlePlay.connect': ({ core, actor }, input) =>
    connectGooglePlay(core, actor, input.serviceAccountJson),
  'googlePlay.testConnection': ({ core, actor }, input) =>
    testGooglePlayConnection(core, actor, input.listingId),
  'googlePlay.status': ({ core, actor }) => googlePlayStatus(core, actor),
  'googlePlay.disconnect': ({ core, actor }) => {
    disconnectGooglePlay(core, actor)
    return null
  },
} satisfies Handlers<keyof typeof googlePlayCommands>
