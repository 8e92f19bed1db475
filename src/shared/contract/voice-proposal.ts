import type { VoiceProposalDto } from '../dto/voice-proposal'
import { command, id, inWorkspace } from './define'

export const voiceProposalCommands = {
  /** Greeting, sign-off, length and contact line read from the replies already on the stores. */
  'voice.propose': command<VoiceProposalDto>()('editor', inWorkspace({ appId: id('app').nullable().optional() })),
}
