import { z } from 'zod'
import type { CloudImportDto, HistoryImportDto } from '../dto/history'
import { command, id, inWorkspace } from './define'

/**
 * The largest report file accepted (bytes). Play's monthly reports are UTF-16, about 250 bytes a
 * row: this holds well over 100,000 rows while keeping a wrong file from filling memory.
 */
export const HISTORY_REPORT_MAX_BYTES = 64 * 1024 * 1024

export const historyCommands = {
  /**
   * Imports a Google Play monthly review report (CSV, UTF-16 or UTF-8) into an app. The file's
   * contents travel as base64, never a path: the serve shell's renderer cannot name files on disk.
   */
  'history.import': command<HistoryImportDto>()(
    'editor',
    inWorkspace({
      appId: id('app'),
      fileName: z.string().trim().min(1).max(300),
      contentBase64: z
        .string()
        .min(1, 'the file is empty')
        .max(
          Math.ceil(HISTORY_REPORT_MAX_BYTES / 3) * 4,
          `the file is larger than ${HISTORY_REPORT_MAX_BYTES / 1024 / 1024} MB; is it a monthly review report?`,
        ),
    }),
  ),
  /**
   * Sets (or with null, clears) the app's Play Console report bucket, `pubsite_prod_rev_…` or
   * `pubsite_prod_…` (a pasted `gs://…` URI is accepted).
   */
  'history.setBucket': command<{ bucket: string | null }>()(
    'admin',
    inWorkspace({ appId: id('app'), bucket: z.string().trim().max(200).nullable() }),
  ),
  /** Reads the app's report bucket now: new months, and the recent months' files that grew. */
  'history.importCloud': command<CloudImportDto>()('editor', inWorkspace({ appId: id('app') })),
}
