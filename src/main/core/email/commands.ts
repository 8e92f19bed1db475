import type { emailCommands } from '../../../shared/contract/email'
import { sendWorkspaceMail, testMail } from './send'
import { readEmailSettings, toEmailSettingsDto, writeEmailSettings } from './settings'
import { workspaceNameOf } from './workspace-name'
import { screenOutboundHost } from '../http/outbound'
import type { Handlers } from '../commands/types'

export const emailHandlers = {
  'email.settings.get': ({ core, actor }) =>
    toEmailSettingsDto(core, actor.workspaceId, readEmailSettings(core, actor.workspaceId)),
  'email.settings.set': async ({ core, actor }, { workspaceId: _ws, ...input }) => {
    await screenOutboundHost(core, input.host, 'host')
    return toEmailSettingsDto(
      core,
      actor.workspaceId,
      writeEmailSettings(core, actor.workspaceId, input),
    )
  },
  'email.test': async ({ core, actor }) => ({
    sentTo: await sendWorkspaceMail(
      core,
      actor.workspaceId,
      testMail(workspaceNameOf(core, actor.workspaceId)),
    ),
  }),
} satisfies Handlers<keyof typeof emailCommands>
