import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = process.cwd()
export const OUT_DIR = join(ROOT, 'out')
export const BUILT_PRELOAD = join(OUT_DIR, 'preload', 'index.cjs')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/**
 * vitest globalSetup: the desktop tests load the BUILT preload, exactly as the app ships it, so
 * build once before any test file runs when it is missing or older than its sources.
 */
export default function buildPreload(): void {
  const sources = ['src/preload', 'src/shared', 'electron.vite.config.ts'].map((p) => join(ROOT, p))
  const newestSource = Math.max(
    ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  )
  if (existsSync(BUILT_PRELOAD) && statSync(BUILT_PRELOAD).mtimeMs >= newestSource) return
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
}
