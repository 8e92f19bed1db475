import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ELECTRON_DIR = join(process.cwd(), 'node_modules', 'electron')

/**
 * The installed Electron executable, or null. Found the way `require('electron')` finds it, but
 * without its side effect: where the binary is missing, requiring `electron` starts a download.
 */
export function electronBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  const pathFile = join(ELECTRON_DIR, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : ''
  const full = env.ELECTRON_OVERRIDE_DIST_PATH
    ? join(env.ELECTRON_OVERRIDE_DIST_PATH, relative || 'electron')
    : relative
      ? join(ELECTRON_DIR, 'dist', relative)
      : null
  return full && existsSync(full) ? full : null
}

export const NO_ELECTRON_LINE =
  'test:desktop skipped: the Electron binary is not installed here (node_modules/electron/dist); run it on a release machine.'
