import Database from 'better-sqlite3'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { CoreError } from '../errors'
import { databaseFile } from '../paths'
import { immediate } from '../db/transaction'
import { prepared } from '../db/statements'
import { copyPrivately } from './private-file'
import { REVOKE_LOGIN_LINKS, REVOKE_PENDING_INVITATIONS, REVOKE_SESSIONS } from './queries'
import { checkExactSchema, checkReviewReplyDatabase } from './schema-check'

export interface RestoreResult {
  file: string
  /** Where the database that was there before now lives, or null if there was none. */
  keptAside: string | null
  schema: number
}

const SIDE_FILES = ['', '-wal', '-shm']
const INCOMING_SIDE_FILES = ['', '-wal', '-shm', '-journal']

/**
 * Nobody stays signed in through a restore: sessions and sign-in links in a backup are as old as
 * the backup (and a backup file may have passed through other hands), so each person signs in
 * with a new link. Leaves the file as one self-contained database (no WAL beside it).
 */
function signEveryoneOut(path: string, now: number): void {
  const db = new Database(path, { fileMustExist: true })
  try {
    db.pragma('journal_mode = DELETE')
    immediate(db, () => {
      prepared(db, REVOKE_SESSIONS).run(now)
      prepared(db, REVOKE_LOGIN_LINKS).run(now)
      prepared(db, REVOKE_PENDING_INVITATIONS).run(now)
    })
  } finally {
    db.close()
  }
}

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
 * database, has a newer schema or any schema object this app does not make, and a folder some
 * running instance has open. Every session and sign-in link in the restored file is revoked. The previous
 * database is renamed aside (never deleted); `verify` runs on the result and, if it throws, the
 * previous database is put back.
 */
export function restoreDatabase(
  dataDir: string,
  from: string,
  now: Date,
  verify: () => void = () => {},
): RestoreResult {
  const target = databaseFile(dataDir)
  if (resolve(from) === resolve(target)) {
    throw new CoreError(
      'INVALID_INPUT',
      `${from} is this data folder's own database. Restore from a backup file made with \`review-reply backup\`.`,
    )
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
  for (const suffix of INCOMING_SIDE_FILES) rmSync(incoming + suffix, { force: true })
  try {
    // Checked again on the copy itself: the file named could change between check and copy.
    copyPrivately(from, incoming)
    checkReviewReplyDatabase(incoming)
    checkExactSchema(incoming, schema)
    signEveryoneOut(incoming, now.getTime())
    renameSync(incoming, target)
    verify()
  } catch (error) {
    for (const suffix of INCOMING_SIDE_FILES) rmSync(incoming + suffix, { force: true })
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
