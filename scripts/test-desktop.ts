/**
 * `npm run test:desktop`: the real-window tests (Playwright's Electron driver) over a fresh build.
 * Where the Electron binary is not installed (these build machines cannot download it) it says so
 * in one line and exits 0; release machines run it before shipping.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { electronBinary, NO_ELECTRON_LINE } from '../test/main/electron/support/electron-binary'

if (!electronBinary()) {
  console.log(NO_ELECTRON_LINE)
  process.exit(0)
}

const bin = (path: string) => join(process.cwd(), 'node_modules', path)
// Node runs each step directly (no npx), so this works the same on Windows release machines.
const step = (args: string[]): void => {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// What `npm start` does first: better-sqlite3 for Electron's ABI, then the app's build.
step(['scripts/build-electron-sqlite.mjs'])
step([bin('electron-vite/bin/electron-vite.js'), 'build'])
step([
  bin('@playwright/test/cli.js'),
  'test',
  '--config',
  'playwright.desktop.config.ts',
  ...process.argv.slice(2),
])
