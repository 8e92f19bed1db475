import type { voiceProposalCommands } from '../../../../../shared/contract/voice-proposal'
import { proposeVoice } from './propose'
import { publishedReplies } from './read'
import { requireApp } from '../store'
import type { Handlers } from '../../../commands/types'

export const voiceProposalHandlers = {
  'voice.propose': ({ core, actor }, input) => {
    if (input.appId) requireApp(core, actor.workspaceId, input.appId)
    return proposeVoice(publishedReplies(core, actor.workspaceId, input.appId ?? null))
  },
} satisfies Handlers<keyof typeof voiceProposalCommands>
