import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { app } from 'electron'

/**
 * better-sqlite3 needs a build for Electron's ABI, separate from the Node build that tests and
 * the CLI use. Packaged apps get it from electron-builder's rebuild; `npm start` builds it into
 * node_modules/.cache (scripts/build-electron-sqlite.mjs) so `npm test` is never affected.
 */
export function electronSqliteBinding(): string | undefined {
  if (app.isPackaged) return undefined
  const candidate = join(app.getAppPath(), 'node_modules', '.cache', 'electron-sqlite', 'better_sqlite3.node')
  return existsSync(candidate) ? candidate : undefined
}
