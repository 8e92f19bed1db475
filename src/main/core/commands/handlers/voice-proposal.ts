import type { voiceProposalCommands } from '../../../../shared/contract/voice-proposal'
import { proposeVoice } from '../../drafting/voice/learn/propose'
import { publishedReplies } from '../../drafting/voice/learn/read'
import { requireApp } from '../../drafting/voice/store'
import type { Handlers } from '../types'

export const voiceProposalHandlers = {
  'voice.propose': ({ core, actor }, input) => {
    if (input.appId) requireApp(core, actor.workspaceId, input.appId)
    return proposeVoice(publishedReplies(core, actor.workspaceId, input.appId ?? null))
  },
} satisfies Handlers<keyof typeof voiceProposalCommands>
