// Bundles the CLI (src/main/cli) into out/cli/index.mjs, with the work thread's own bundle beside
// it (out/cli/work-thread.mjs, found by src/main/core/work/entry.ts). esbuild takes about a
// second, so `npm ci` runs this through `prepare` and `npx review-reply` works on a fresh clone;
// `npm run build` runs it after electron-vite. With --if-stale (the test setups) it builds only
// when the bundle is missing or older than a source.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outdir = join(root, 'out', 'cli')
const outputs = ['index.mjs', 'work-thread.mjs'].map((name) => join(outdir, name))
// The CLI bundles src/main (core, shells, simulators) and src/shared; this file decides how.
const sources = [join(root, 'src', 'main'), join(root, 'src', 'shared'), fileURLToPath(import.meta.url)]

function newestMtime(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

function stale() {
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return Math.max(...sources.map(newestMtime)) > built
}

if (!process.argv.includes('--if-stale') || stale()) {
  const { build } = await import('esbuild')
  await build({
    entryPoints: {
      index: join(root, 'src', 'main', 'cli', 'index.ts'),
      'work-thread': join(root, 'src', 'main', 'core', 'work', 'thread.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules at run time (better-sqlite3 is native).
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'error',
  })
}
