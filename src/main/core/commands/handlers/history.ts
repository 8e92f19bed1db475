import type { historyCommands } from '../../../../shared/contract/history'
import { importReportFile } from '../../history/import-file'
import type { Handlers } from '../types'

export const historyHandlers = {
  'history.import': ({ core, actor }, input) =>
    importReportFile(core, actor, {
      appId: input.appId,
      name: input.fileName,
      bytes: Buffer.from(input.contentBase64, 'base64'),
    }),
} satisfies Handlers<keyof typeof historyCommands>
