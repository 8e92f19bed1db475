/** Writes docs/reference/ from the command contract and the CLI registry (`npm run docs:reference`). */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { referencePages } from './docs-reference/render'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
for (const [path, text] of Object.entries(referencePages(root))) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
  process.stdout.write(`wrote ${path}\n`)
}
