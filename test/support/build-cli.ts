import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const BUILD_CLI = fileURLToPath(new URL('../../scripts/build-cli.mjs', import.meta.url))

/**
 * Tests and benches run the CLI as users do, through bin/review-reply.mjs and its bundle in
 * out/cli; rebuild the bundle once, before any test, when it is missing or older than its sources.
 * vitest's globalSetup, Playwright's global setup and bench/run.ts call this.
 */
export default function buildCliIfStale(): void {
  execFileSync(process.execPath, [BUILD_CLI, '--if-stale'], { stdio: ['ignore', 'ignore', 'inherit'] })
}
