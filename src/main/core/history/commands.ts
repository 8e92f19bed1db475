import { and, eq } from 'drizzle-orm'
import type { historyCommands } from '../../../shared/contract/history'
import { requireRole } from '../access/actor'
import { storeListings } from '../db/schema'
import { requireApp } from '../drafting/voice/store'
import { setReportBucket } from './bucket'
import { importFromCloudStorage } from './cloud-import'
import { assertGooglePlay } from './import'
import { importReport } from './import-file'
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
    requireRole(actor, 'editor', 'import review reports')
    const app = requireApp(core, actor.workspaceId, input.appId)
    const listing = assertGooglePlay(
      core.db
        .select()
        .from(storeListings)
        .where(and(eq(storeListings.appId, app.id), eq(storeListings.store, 'google_play')))
        .get(),
      app.name,
    )
    return importFromCloudStorage(core, listing, actor.userId)
  },
} satisfies Handlers<keyof typeof historyCommands>
