import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The checkout's root (the folder with our package.json), from wherever this code was loaded. */
function findRepoRoot(): string {
  // The sources and the CLI bundle (out/cli) both live inside the checkout.
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'review-reply') return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Cannot find the Review Reply checkout (package.json).')
    dir = parent
  }
}

const REPO_ROOT = findRepoRoot()
/** @internal Exported for tests. */
export const RENDERER_OUT = join(REPO_ROOT, 'out', 'renderer')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

/** Builds the renderer once when it is missing (fresh clone), so `serve` works without `npm run build`. */
export async function ensureRendererBuilt(log: (line: string) => void): Promise<void> {
  if (existsSync(join(RENDERER_OUT, 'index.html'))) return
  log('Building the user interface (first run only, about 20 seconds)…')
  const { build } = await import('vite')
  const react = (await import('@vitejs/plugin-react')).default
  await build({
    root: join(REPO_ROOT, 'src', 'renderer'),
    base: './',
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: RENDERER_OUT, emptyOutDir: true },
  })
}

/** Resolves a request path to a file inside the renderer output, never outside it. */
export function rendererFile(urlPath: string): { body: Buffer; type: string } | null {
  let relative: string
  try {
    relative = decodeURIComponent(urlPath.split('?')[0] ?? '/')
  } catch {
    return null
  }
  if (relative === '/' || relative === '') relative = '/index.html'
  const full = normalize(join(RENDERER_OUT, relative))
  if (!full.startsWith(RENDERER_OUT + sep)) return null
  if (!existsSync(full) || !statSync(full).isFile()) return null
  return { body: readFileSync(full), type: TYPES[extname(full)] ?? 'application/octet-stream' }
}
