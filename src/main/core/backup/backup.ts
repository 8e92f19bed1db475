import Database from 'better-sqlite3'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { CoreError } from '../errors'
import { databaseFile } from '../paths'
import { createPrivateFile } from './private-file'
import { checkReviewReplyDatabase } from './schema-check'

/** better-sqlite3's own default batch. */
const PAGES_PER_STEP = 100

export interface BackupResult {
  file: string
  bytes: number
  schema: number
}

/**
 * Copies the data folder's database to `to` with SQLite's online backup: other processes (the
 * desktop app, `serve`) keep reading and writing meanwhile, and the copy is one consistent moment.
 * The copy is written beside its destination and renamed into place once checked, so a crash
 * never leaves a half backup under the name you asked for; it is owner-only from its first byte.
 */
export interface BackupProgress {
  /** The file being written (beside the destination until it is complete). */
  file: string
  totalPages: number
  remainingPages: number
}

export async function backupDatabase(
  dataDir: string,
  to: string,
  options: { onProgress?: (progress: BackupProgress) => void } = {},
): Promise<BackupResult> {
  const source = databaseFile(dataDir)
  if (!existsSync(source))
    throw new CoreError('NOT_FOUND', `There is no Review Reply database in ${dataDir}.`)
  if (existsSync(to))
    throw new CoreError(
      'CONFLICT',
      `${to} already exists. Pick a new file name (backups never overwrite).`,
    )
  checkReviewReplyDatabase(source)
  const partial = `${to}.partial`
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(partial + suffix, { force: true })
  const db = new Database(source, { fileMustExist: true })
  try {
    createPrivateFile(partial)
    db.pragma('busy_timeout = 5000')
    // better-sqlite3 copies a batch of pages per event-loop turn, so other work is not starved.
    const { totalPages } = await db.backup(partial, {
      progress: ({ totalPages, remainingPages }) => {
        options.onProgress?.({ file: partial, totalPages, remainingPages })
        return PAGES_PER_STEP
      },
    })
    // One self-contained file: a WAL-mode copy would grow -wal/-shm companions when opened.
    const copy = new Database(partial)
    copy.pragma('journal_mode = DELETE')
    copy.close()
    const { schema } = checkReviewReplyDatabase(partial)
    renameSync(partial, to)
    return {
      file: to,
      bytes: totalPages * (db.pragma('page_size', { simple: true }) as number),
      schema,
    }
  } catch (error) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(partial + suffix, { force: true })
    if (error instanceof CoreError) throw error
    throw new CoreError(
      'UNAVAILABLE',
      `The backup could not be written to ${to}: ${(error as Error).message}`,
    )
  } finally {
    db.close()
  }
}
