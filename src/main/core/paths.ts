import { homedir } from 'node:os'
import { join } from 'node:path'

const PRODUCT_NAME = 'Review Reply'

/**
 * The folder the desktop app uses (Electron's `userData`), so the CLI and `serve` see the same
 * data by default. `REVIEW_REPLY_DATA_DIR` or `--data-dir` override it.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.REVIEW_REPLY_DATA_DIR) return env.REVIEW_REPLY_DATA_DIR
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME)
  if (process.platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), PRODUCT_NAME)
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), PRODUCT_NAME)
}

export const databaseFile = (dataDir: string): string => join(dataDir, 'review-reply.db')
export const vaultKeyFile = (dataDir: string): string => join(dataDir, 'vault.key')
