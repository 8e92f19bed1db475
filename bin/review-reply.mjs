#!/usr/bin/env node
// Runs the TypeScript CLI straight from the sources, so `npx review-reply` works right after
// install with no build step. The sources are bundled once with esbuild into
// node_modules/.cache and rebundled whenever a source file is newer than the bundle.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const entry = join(root, 'src', 'main', 'cli', 'index.ts')
// One bundle per checkout: git worktrees may share one node_modules (a symlink), and each must
// run its own sources.
const bundle = join(root, 'node_modules', '.cache', 'review-reply', createHash('sha256').update(root).digest('hex').slice(0, 12), 'cli.mjs')
// The work thread (store paging, ingest, drafting) is started from its own bundle beside cli.mjs.
const workThread = join(root, 'src', 'main', 'core', 'work', 'thread.ts')
const sourceDirs = [join(root, 'src', 'main'), join(root, 'src', 'shared')]

function newestSource(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }
  return newest
}

const stale =
  !existsSync(bundle) ||
  !existsSync(join(dirname(bundle), 'work-thread.mjs')) || sourceDirs.some((d) => existsSync(d) && newestSource(d) > statSync(bundle).mtimeMs)
if (stale) {
  const { build } = await import('esbuild')
  await build({
    entryPoints: { cli: entry, 'work-thread': workThread },
    outdir: dirname(bundle),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'error',
  })
}
// The bundle's own location may be a symlink's target in another checkout: say which one this is.
globalThis.__reviewReplyCheckout = root
await import(pathToFileURL(bundle).href)
