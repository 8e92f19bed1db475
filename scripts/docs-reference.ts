/**
 * Writes what is derived from the command contract and the CLI registry
 * (`npm run docs:reference`): docs/reference/ and the preload's list of command names.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COMMAND_NAMES_PATH, commandNamesSource } from './docs-reference/command-names'
import { referencePages } from './docs-reference/render'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const files = { ...referencePages(root), [COMMAND_NAMES_PATH]: commandNamesSource() }
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
  process.stdout.write(`wrote ${path}\n`)
}
