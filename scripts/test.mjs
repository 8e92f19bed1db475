// `npm test`: unit tests (vitest) then browser tests (Playwright in Debian's Chromium), and one
// closing line with the total over both runners: "N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

mkdirSync('test-results', { recursive: true })
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' }

function runStep(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  return result.status ?? 1
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

let passed = 0
let failed = 0
let crashed = false

rmSync('test-results/vitest.json', { force: true })
const unitStatus = runStep('Unit tests (vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json',
])
const unit = readJson('test-results/vitest.json')
if (unit) {
  passed += unit.numPassedTests
  failed += unit.numFailedTests
  if (unitStatus !== 0 && unit.numFailedTests === 0) crashed = true
} else crashed = true

const only = process.argv[2]
if (only !== 'unit') {
  rmSync('test-results/playwright.json', { force: true })
  const e2eStatus = runStep('Browser tests (Playwright + Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
  })
  const e2e = readJson('test-results/playwright.json')
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky
    failed += e2e.stats.unexpected
    if (e2eStatus !== 0 && e2e.stats.unexpected === 0) crashed = true
  } else crashed = true
}

if (crashed) console.log('\nA test runner failed before reporting its results (see above).')
if (!existsSync('test-results')) mkdirSync('test-results')
console.log(`\n${passed} passed, ${failed + (crashed ? 1 : 0)} failed`)
process.exit(failed > 0 || crashed ? 1 : 0)
