import type { historyCommands } from '../../../../shared/contract/history'
import { importReport } from '../../history/import-file'
import type { Handlers } from '../types'

export const historyHandlers = {
  'history.import': ({ core, actor }, input) =>
    importReport(core, actor, {
      appId: input.appId,
      name: input.fileName,
      content: { base64: input.contentBase64 },
    }),
} satisfies Handlers<keyof typeof historyCommands>
