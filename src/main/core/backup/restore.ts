import Database from 'better-sqlite3'
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CoreError } from '../errors'
import { databaseFile } from '../paths'
import { checkReviewReplyDatabase } from './schema-check'

export interface RestoreResult {
  file: string
  /** Where the database that was there before now lives, or null if there was none. */
  keptAside: string | null
  schema: number
}

const SIDE_FILES = ['', '-wal', '-shm']

/**
 * Fails unless this process can take the database for itself. Leaving WAL mode needs every
 * other connection closed, so it is a reliable "is the app running on this folder?" check
 * (the desktop app, `serve`, or a container sharing the volume), and it folds the WAL back in.
 */
function takeOverOrRefuse(target: string): void {
  const db = new Database(target, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 0')
    db.pragma('journal_mode = DELETE')
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new CoreError(
        'CONFLICT',
        'Review Reply is running on this data folder (the desktop app or `serve`). Stop it, then restore again. Nothing was changed.',
      )
    }
    throw error
  } finally {
    db.close()
  }
}

/**
 * Replaces the data folder's database with a backup. Refuses a file that is not a Review Reply
 * database or has a newer schema, and a folder some running instance has open. The previous
 * database is renamed aside (never deleted); `verify` runs on the result and, if it throws, the
 * previous database is put back.
 */
export function restoreDatabase(dataDir: string, from: string, now: Date, verify: () => void = () => {}): RestoreResult {
  const target = databaseFile(dataDir)
  if (resolve(from) === resolve(target)) {
    throw new CoreError('INVALID_INPUT', `${from} is this data folder's own database. Restore from a backup file made with \`review-reply backup\`.`)
  }
  const { schema } = checkReviewReplyDatabase(from)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  let keptAside: string | null = null
  if (existsSync(target)) {
    takeOverOrRefuse(target)
    keptAside = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
    for (const suffix of SIDE_FILES) {
      if (existsSync(target + suffix)) renameSync(target + suffix, keptAside + suffix)
    }
  }
  const incoming = `${target}.restoring`
  try {
    copyFileSync(from, incoming)
    chmodSync(incoming, 0o600)
    renameSync(incoming, target)
    verify()
  } catch (error) {
    rmSync(incoming, { force: true })
    for (const suffix of SIDE_FILES) rmSync(target + suffix, { force: true })
    if (keptAside) {
      for (const suffix of SIDE_FILES) {
        if (existsSync(keptAside + suffix)) renameSync(keptAside + suffix, target + suffix)
      }
    }
    throw error
  }
  return { file: target, keptAside, schema }
}
