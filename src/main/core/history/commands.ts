import type { historyCommands } from '../../../shared/contract/history'
import { setReportBucket } from './bucket'
import { importFromCloudStorage } from './cloud-import'
import { importableListing, importReport } from './import-file'
import type { Handlers } from '../commands/types'

export const historyHandlers = {
  'history.import': ({ core, actor }, input) =>
    importReport(core, actor, {
      appId: input.appId,
      name: input.fileName,
      content: { base64: input.contentBase64 },
    }),
  'history.setBucket': ({ core, actor }, input) => ({
    bucket: setReportBucket(core, actor, input.appId, input.bucket),
  }),
  'history.importCloud': ({ core, actor }, input) => {
    return importFromCloudStorage(core, importableListing(core, actor, input.appId), actor.userId)
  },
} satisfies Handlers<keyof typeof historyCommands>
