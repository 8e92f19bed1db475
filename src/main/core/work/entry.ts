import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** How to start the work thread in the running shell, or null when this build has no entry. */
export type ThreadEntry = { kind: 'file'; url: URL } | { kind: 'source'; url: URL }

/**
 * Where the work thread's code is. Under tsx or vitest this module is a TypeScript source and the
 * thread runs `thread.ts` through tsx. Bundled (the CLI's esbuild bundle, electron-vite's main
 * build) the whole core is one file, and the thread's own bundle sits beside it.
 */
export function threadEntry(here: string = import.meta.url): ThreadEntry | null {
  if (here.endsWith('.ts')) return { kind: 'source', url: new URL('./thread.ts', here) }
  // electron-vite puts the shared core in out/main/chunks/, the entries in out/main/.
  for (const name of ['./work-thread.mjs', './work-thread.js', '../work-thread.js']) {
    const url = new URL(name, here)
    if (existsSync(fileURLToPath(url))) return { kind: 'file', url }
  }
  return null
}
