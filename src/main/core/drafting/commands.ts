import type { draftingCommands } from '../../../shared/contract/drafting'
import {
  getVoiceDto,
  modelSettingsDto,
  previewVoice,
  removeModelSettings,
  setModelSettings,
  setVoice,
  testModel,
} from '.'
import { hostOf, screenOutboundHost } from '../http/outbound'
import type { Handlers } from '../commands/types'

export const draftingHandlers = {
  'voice.get': ({ core, actor }, input) => getVoiceDto(core, actor, input.appId),
  'voice.set': ({ core, actor }, input) =>
    setVoice(core, actor, input.appId ?? null, input.settings),
  'voice.preview': ({ core, actor }, input) => previewVoice(core, actor, input),
  'model.get': ({ core, actor }) => modelSettingsDto(core, actor.workspaceId),
  'model.set': async ({ core, actor }, input) => {
    const host = hostOf(input.baseUrl)
    if (host) await screenOutboundHost(core, host, 'baseUrl')
    return setModelSettings(core, actor, input)
  },
  'model.remove': ({ core, actor }) => removeModelSettings(core, actor),
  'model.test': ({ core, actor }) => testModel(core, actor),
} satisfies Handlers<keyof typeof draftingCommands>
