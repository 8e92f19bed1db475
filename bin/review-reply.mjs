#!/usr/bin/env node
// Runs the CLI bundle that `npm run build` writes (and `npm ci` too, through `prepare`):
// no bundling here, so each call starts as fast as Node can load one file.
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const bundle = fileURLToPath(new URL('../out/cli/index.mjs', import.meta.url))
if (!existsSync(bundle)) {
  console.error(`review-reply: the CLI is not built (${bundle} is missing): run \`npm run build\` first.`)
  process.exit(1)
}
await import(pathToFileURL(bundle).href)
