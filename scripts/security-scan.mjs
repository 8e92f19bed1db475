// `npm run scan:security`: Electronegativity over the Electron shell, preload, renderer and core
// (all of src/), offline. Fails when a finding of MEDIUM severity or higher is neither fixed nor
// explained in .electronegativity-allowlist.json; LOW and informational findings are listed only.
// Exit codes: 0 clean, 1 unexplained findings or unreadable files, 2 the scan itself failed.
import { existsSync, readFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'

// `--root DIR` scans another project laid out the same way (DIR/src, DIR/.electronegativity-allowlist.json).
const rootArg = process.argv.indexOf('--root')
const ROOT =
  rootArg > 0 && process.argv[rootArg + 1]
    ? resolve(process.argv[rootArg + 1])
    : resolve(dirname(new URL(import.meta.url).pathname), '..')
const SCAN_DIR = 'src'
const ALLOWLIST = '.electronegativity-allowlist.json'
const FAIL_AT = 2 // MEDIUM
const PROJECT = '(project)'

const require = createRequire(import.meta.url)

/**
 * Electronegativity fetches translations and Electron's release list over the network. This scan
 * is offline (CI has no network): `got` is replaced before the scanner loads, translations come
 * from the package itself, and the release-list check is excluded (Electron advisories are tracked
 * by pinning Electron and `npm audit`).
 */
function goOffline() {
  const scannerRequire = createRequire(require.resolve('@doyensec/electronegativity/package.json'))
  const gotPath = scannerRequire.resolve('got')
  const offline = () => Promise.reject(new Error('offline scan'))
  offline.head = offline
  const stub = new Module(gotPath)
  stub.filename = gotPath
  stub.loaded = true
  stub.exports = offline
  require.cache[gotPath] = stub
}

function readAllowlist() {
  const path = join(ROOT, ALLOWLIST)
  if (!existsSync(path)) return []
  const parsed = JSON.parse(readFileSync(path, 'utf8'))
  const entries = Array.isArray(parsed.entries) ? parsed.entries : null
  if (!entries) throw new Error(`${ALLOWLIST}: expected { "entries": [...] }`)
  entries.forEach((e, i) => {
    for (const key of ['check', 'file', 'reason']) {
      if (typeof e[key] !== 'string' || e[key].trim() === '')
        throw new Error(`${ALLOWLIST}: entry ${i + 1} needs "${key}"`)
    }
    if (e.reason.trim().length < 20)
      throw new Error(`${ALLOWLIST}: entry ${i + 1} needs a real reason (say why it is safe)`)
    if (e.code !== undefined && typeof e.code !== 'string')
      throw new Error(`${ALLOWLIST}: entry ${i + 1}: "code" must be text`)
  })
  return entries
}

function sourceLine(file, line) {
  if (file === PROJECT) return ''
  try {
    return readFileSync(join(ROOT, file), 'utf8').split('\n')[line - 1] ?? ''
  } catch {
    return ''
  }
}

/**
 * An allowance covers a finding when check and file match and, if given, the flagged line contains
 * `code`. Project-wide findings use the file "(project)".
 */
const covers = (entry, finding) =>
  entry.check === finding.check &&
  entry.file === finding.file &&
  (entry.code === undefined || finding.line.includes(entry.code))

async function main() {
  goOffline()
  const allowlist = readAllowlist()
  const electronVersion = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
    .devDependencies?.electron
  if (!electronVersion)
    throw new Error('package.json names no electron devDependency (the scan needs the version)')
  const run = require('@doyensec/electronegativity')
  const scannerVersion = require('@doyensec/electronegativity/package.json').version

  const log = console.log
  console.log = () => {} // the scanner's own chatter ("could not retrieve translations")
  let result
  try {
    result = await run({
      input: join(ROOT, SCAN_DIR),
      isRelative: false,
      isVerbose: false,
      customScan: [],
      excludeFromScan: ['availablesecurityfixesglobalcheck'],
      electronVersionOverride: electronVersion,
      parserPlugins: [],
    })
  } finally {
    console.log = log
  }

  const findings = result.issues
    .map((issue) => {
      // Global checks (a missing CSP, no navigation limits) concern the whole project: "N/A".
      const file = issue.file === 'N/A' ? PROJECT : relative(ROOT, issue.file).split('\\').join('/')
      const line = issue.location?.line ?? 0
      return {
        check: issue.id,
        file,
        line: sourceLine(file, line),
        where: file === PROJECT ? PROJECT : `${file}:${line}:${issue.location?.column ?? 0}`,
        severity: issue.severity.name,
        level: issue.severity.value,
        confidence: issue.confidence.name,
        review: Boolean(issue.manualReview),
        description: issue.description ?? '',
        url: issue.shortenedURL ?? '',
      }
    })
    .sort((a, b) => b.level - a.level || a.where.localeCompare(b.where))

  const used = new Set()
  let unexplained = 0
  log(
    `Electronegativity ${scannerVersion}: ${result.atomicChecks} atomic + ${result.globalChecks} global checks over ${SCAN_DIR}/ (Electron ${electronVersion}, offline)\n`,
  )
  for (const f of findings) {
    const allowance = allowlist.find((e) => covers(e, f))
    if (allowance) used.add(allowance)
    const blocking = f.level >= FAIL_AT && !allowance
    if (blocking) unexplained++
    const status = blocking ? 'UNEXPLAINED' : allowance ? 'explained' : 'listed'
    log(
      `  [${f.severity}/${f.confidence}${f.review ? ', review' : ''}] ${f.check}  ${f.where}  (${status})`,
    )
    if (allowance) log(`      why it is fine: ${allowance.reason}`)
    else if (f.description || f.url)
      log(`      ${[f.description, f.url].filter(Boolean).join(' ')}`)
  }
  const unreadable = result.errors.filter((e) => !e.tolerable)
  for (const e of unreadable) log(`  [UNREADABLE] ${relative(ROOT, e.file)}: ${e.message}`)
  for (const entry of allowlist.filter((e) => !used.has(e))) {
    log(
      `  note: allowlist entry no longer matches anything (remove it): ${entry.check} ${entry.file}${entry.code ? ` "${entry.code}"` : ''}`,
    )
  }

  const high = findings.filter((f) => f.level >= FAIL_AT).length
  log(
    `\nscan:security: ${findings.length} finding(s): ${high} medium or higher (${high - unexplained} explained in ${ALLOWLIST}, ${unexplained} unexplained), ` +
      `${findings.length - high} low/informational; ${unreadable.length} unreadable file(s).`,
  )
  if (unexplained > 0 || unreadable.length > 0) {
    log(
      'FAILED: fix each UNEXPLAINED finding, or add it to the allowlist with the reason it is safe.',
    )
    return 1
  }
  log('PASSED')
  return 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`scan:security could not run: ${error.stack ?? error}`)
    process.exit(2)
  },
)
