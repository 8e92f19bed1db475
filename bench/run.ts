/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or those named on the command line) in turn.
 * `npm run bench -- inbox --size 1m`: one bench, with its options.
 * Each prints its own figures; nothing here asserts a time.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import buildCliIfStale from '../test/support/build-cli'

const here = dirname(fileURLToPath(import.meta.url))
// Names of benches; options (`--size 1m`) are read by the benches themselves.
const args = process.argv.slice(2)
const wanted = args.filter((a, i) => !a.startsWith('-') && !args[i - 1]?.match(/^--\w+$/))
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort()

// The inbox bench starts `serve` through bin/review-reply.mjs, which runs the built CLI.
buildCliIfStale()
for (const file of files) {
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`)
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    default: () => Promise<void>
  }
  await mod.default()
}
