// Builds better-sqlite3 for Electron's ABI into node_modules/.cache/electron-sqlite, leaving the
// Node build in node_modules/better-sqlite3 untouched (the CLI, `serve` and tests use that one).
// The Electron main process loads this copy through `nativeBinding` (src/main/electron/sqlite-binding.ts).
import { execSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const electronVersion = require('electron/package.json').version
const sqliteVersion = require('better-sqlite3/package.json').version
const cache = join('node_modules', '.cache', 'electron-sqlite')
const output = join(cache, 'better_sqlite3.node')
const marker = join(cache, 'built-for.json')
const wanted = JSON.stringify({ electronVersion, sqliteVersion, platform: process.platform, arch: process.arch })

if (existsSync(output) && existsSync(marker) && readFileSync(marker, 'utf8') === wanted) process.exit(0)

if (!existsSync(join('node_modules', 'electron', 'dist'))) {
  console.error(
    'The Electron runtime is not installed (the install used ELECTRON_SKIP_BINARY_DOWNLOAD=1).\n' +
      'Install it with `node node_modules/electron/install.js`, then run `npm start` again.\n' +
      'Without it, use `npx review-reply serve` to run the app in a browser.',
  )
  process.exit(1)
}

console.log(`Building better-sqlite3 ${sqliteVersion} for Electron ${electronVersion} (first start only)…`)
const work = join(cache, 'src')
rmSync(work, { recursive: true, force: true })
mkdirSync(cache, { recursive: true })
cpSync(join('node_modules', 'better-sqlite3'), work, { recursive: true, filter: (p) => !p.includes(`${join('better-sqlite3', 'build')}`) })
execSync('npm run install --ignore-scripts=false', {
  cwd: work,
  stdio: 'inherit',
  env: {
    ...process.env,
    npm_config_runtime: 'electron',
    npm_config_target: electronVersion,
    npm_config_disturl: 'https://electronjs.org/headers',
    npm_config_build_from_source: process.env.npm_config_build_from_source ?? '',
  },
})
copyFileSync(join(work, 'build', 'Release', 'better_sqlite3.node'), output)
writeFileSync(marker, wanted)
rmSync(work, { recursive: true, force: true })
console.log('Done.')
