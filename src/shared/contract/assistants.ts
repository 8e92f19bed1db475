import { z } from 'zod'
import type { AssistantSettingsDto } from '../dto/assistants'
import { command, inWorkspace } from './define'

/** The workspace's rules for AI assistants connected through `review-reply mcp`. */
export const assistantCommands = {
  'assistants.settings.get': command<AssistantSettingsDto>()('viewer', inWorkspace({})),
  /** "Assistants may approve": only an admin turns it on or off. */
  'assistants.settings.set': command<AssistantSettingsDto>()(
    'admin',
    inWorkspace({ mayApprove: z.boolean() }),
  ),
}
