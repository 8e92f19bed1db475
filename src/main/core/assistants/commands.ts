import type { assistantCommands } from '../../../shared/contract/assistants'
import { readAssistantSettings, setAssistantSettings } from './settings'
import { forbidden } from '../errors'
import type { Handlers } from '../commands/types'

export const assistantHandlers = {
  'assistants.settings.get': ({ core, actor }) => readAssistantSettings(core, actor.workspaceId),
  'assistants.settings.set': ({ core, actor }, input) => {
    // What assistants may do is a person's decision, never the assistant's own.
    if (actor.via)
      throw forbidden(
        'Only a person can change what assistants may do; ask an admin to do it in Review Reply.',
      )
    return setAssistantSettings(core, actor.workspaceId, { mayApprove: input.mayApprove })
  },
} satisfies Handlers<keyof typeof assistantCommands>
