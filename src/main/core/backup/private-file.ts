import { closeSync, openSync, readSync, writeSync } from 'node:fs'

/** Owner read/write only: a backup holds every review, member and (encrypted) secret. */
const PRIVATE_MODE = 0o600

/**
 * Creates `path` empty with owner-only permissions before anything is written to it, so no byte
 * is ever readable by others (SQLite keeps an existing file's mode; a chmod at the end would leave
 * the file open to others while it fills). Fails if the path exists: nothing is overwritten.
 */
export function createPrivateFile(path: string): void {
  closeSync(openSync(path, 'wx', PRIVATE_MODE))
}

const CHUNK = 1024 * 1024

/** Copies `from` into a new owner-only file `to` (copyFile would give it the source's mode). */
export function copyPrivately(from: string, to: string): void {
  const input = openSync(from, 'r')
  try {
    const output = openSync(to, 'wx', PRIVATE_MODE)
    try {
      const buffer = Buffer.allocUnsafe(CHUNK)
      let read: number
      while ((read = readSync(input, buffer, 0, CHUNK, null)) > 0)
        writeSync(output, buffer, 0, read)
    } finally {
      closeSync(output)
    }
  } finally {
    closeSync(input)
  }
}
