import type { keyCommands } from '../../../shared/contract/keys'
import { createApiKey, listApiKeys, revokeApiKey } from './keys'
import type { Handlers } from '../commands/types'

export const keyHandlers = {
  'keys.list': ({ core, actor }) => listApiKeys(core, actor),
  'keys.create': ({ core, actor }, input) =>
    createApiKey(core, actor, input.name, core.runtime.apiBaseUrl),
  'keys.revoke': ({ core, actor }, input) => revokeApiKey(core, actor, input.keyId),
} satisfies Handlers<keyof typeof keyCommands>
