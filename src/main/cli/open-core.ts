import { existsSync } from 'node:fs'
import { createCore, type Core } from '../core/core'
import { CoreError } from '../core/errors'
import { databaseFile } from '../core/paths'
import { createLogger } from '../core/log/logger'
import { passphraseKeyProvider } from '../core/vault/passphrase-provider'
import { nodeKeyProvider } from '../shell/node-key-provider'

/** Opens the installation the way every Node shell does. */
export function openCoreForCli(dataDir: string, shell: 'cli' | 'serve', demo = false): Core {
  // Demo data is throwaway and lives in its own folder: a fixed passphrase beats a key-file warning.
  const keyProvider =
    demo && !process.env.REVIEW_REPLY_VAULT_PASSPHRASE
      ? passphraseKeyProvider('review-reply-demo')
      : nodeKeyProvider(dataDir)
  const log = createLogger((line) => {
    if (process.env.REVIEW_REPLY_LOG === 'debug' || shell === 'serve')
      process.stderr.write(line + '\n')
  })
  const undoWindowMs = undoWindowFromEnv(process.env.REVIEW_REPLY_UNDO_WINDOW_MS)
  return createCore({
    dataDir,
    keyProvider,
    log,
    runtime: { shell, demo },
    ...(undoWindowMs !== null ? { undoWindowMs } : {}),
  })
}

/**
 * `serve --demo --data-dir DIR`: the demo seals its throwaway data with its own passphrase, so a
 * folder that holds a real installation cannot be opened by it. Say that, not the vault's
 * "wrong passphrase", and never touch the folder's data.
 */
export function openDemoCoreForCli(dataDir: string): Core {
  const existed = existsSync(databaseFile(dataDir))
  try {
    return openCoreForCli(dataDir, 'serve', true)
  } catch (error) {
    if (!existed) throw error
    throw new CoreError(
      'INVALID_INPUT',
      `--demo needs a data folder of its own: ${dataDir} holds another Review Reply installation, which the demo does not open (its data stays untouched). Leave out --data-dir (the demo then uses a fresh temporary folder), or pass an empty folder or one an earlier demo used.`,
      'data-dir',
    )
  }
}

/** `REVIEW_REPLY_UNDO_WINDOW_MS`: milliseconds an approval can be undone (0–1 hour). */
function undoWindowFromEnv(value: string | undefined): number | null {
  if (value === undefined || value === '') return null
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0 || ms > 3_600_000) {
    throw new Error(
      `REVIEW_REPLY_UNDO_WINDOW_MS must be a whole number of milliseconds from 0 to 3600000, not "${value}".`,
    )
  }
  return ms
}
