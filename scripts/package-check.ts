/**
 * `npm run package:check`: validates the desktop packaging without the Electron binary (which
 * cannot be downloaded here): electron-builder.yml against electron-builder's own schema, plus the
 * release rules this project relies on (targets, hardened runtime, entitlements, icons, fuses
 * hook, asar, native rebuild). Packaging itself runs on each OS with `npm run dist:<os>`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { DebugLogger } from 'builder-util'
import { preloadRequireProblems } from './preload-requires'

export interface PackagingReport {
  problems: string[]
  checked: string[]
}

const FORBIDDEN_ENTITLEMENTS = [
  'com.apple.security.cs.disable-library-validation',
  'com.apple.security.cs.allow-dyld-environment-variables',
  'com.apple.security.get-task-allow',
  'com.apple.security.cs.debugger',
  'com.apple.security.cs.disable-executable-page-protection',
]

const REQUIRED_FUSES: Record<string, boolean> = {
  RunAsNode: false,
  EnableCookieEncryption: true,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
}

type Target = string | { target: string }
const targetNames = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(
    (t: Target) => (typeof t === 'string' ? t : t.target),
  )

function pngSize(file: string): number | null {
  const buf = readFileSync(file)
  if (buf.length < 24 || buf.toString('latin1', 1, 4) !== 'PNG') return null
  return buf.readUInt32BE(16) === buf.readUInt32BE(20) ? buf.readUInt32BE(16) : null
}

function icnsTypes(file: string): string[] {
  const buf = readFileSync(file)
  if (buf.toString('latin1', 0, 4) !== 'icns' || buf.readUInt32BE(4) !== buf.length) return []
  const types: string[] = []
  for (let o = 8; o + 8 <= buf.length;) {
    const length = buf.readUInt32BE(o + 4)
    if (length < 8) break
    types.push(buf.toString('latin1', o, o + 4))
    o += length
  }
  return types
}

function icoSizes(file: string): number[] {
  const buf = readFileSync(file)
  if (buf.length < 6 || buf.readUInt16LE(0) !== 0 || buf.readUInt16LE(2) !== 1) return []
  return Array.from({ length: buf.readUInt16LE(4) }, (_, i) => buf[6 + i * 16] || 256)
}

export async function checkPackaging(
  root: string,
  configFile = 'electron-builder.yml',
): Promise<PackagingReport> {
  const problems: string[] = []
  const checked: string[] = []
  const at = (p: string) => resolve(root, p)
  const expect = (ok: boolean, what: string, problem: string) =>
    ok ? checked.push(what) : problems.push(problem)

  // electron-builder logs "loaded configuration"; keep the report the only output.
  const { log } = await import('builder-util')
  const info = log.info.bind(log)
  log.info = () => {}
  let config: Awaited<ReturnType<typeof getConfig>>
  try {
    config = await getConfig(root, configFile, null)
    await validateConfiguration(config, new DebugLogger(false))
    checked.push(`${configFile} matches electron-builder's configuration schema`)
  } catch (error) {
    problems.push(
      `${configFile} is not a valid electron-builder configuration: ${(error as Error).message}`,
    )
    return { problems, checked }
  } finally {
    log.info = info
  }

  const pkg = JSON.parse(readFileSync(at('package.json'), 'utf8')) as {
    main?: string
    dependencies?: Record<string, string>
  }
  expect(
    config.appId === 'app.reviewreply.desktop',
    'appId app.reviewreply.desktop',
    `appId is ${config.appId}, expected app.reviewreply.desktop`,
  )
  expect(
    config.productName === 'Review Reply',
    'productName "Review Reply"',
    `productName is ${config.productName}`,
  )
  expect(
    config.asar === true,
    'asar archive on',
    'asar must be true (fuses OnlyLoadAppFromAsar and ASAR integrity need it)',
  )
  // getConfig normalizes `files` into file sets ({ filter: [...] }).
  const files = ([] as unknown[])
    .concat(config.files ?? [])
    .flatMap((f) =>
      typeof f === 'string'
        ? [f]
        : ([] as string[]).concat((f as { filter?: string | string[] }).filter ?? []),
    )
  expect(
    files.includes('out/**') && files.includes('package.json'),
    'files: out/** and package.json',
    'files must include out/** and package.json',
  )
  expect(
    pkg.main === './out/main/index.js' || pkg.main === 'out/main/index.js',
    'package.json main is out/main/index.js',
    `package.json main is ${pkg.main}`,
  )
  expect(
    config.npmRebuild !== false && Boolean(pkg.dependencies?.['better-sqlite3']),
    'better-sqlite3 is rebuilt for Electron (npmRebuild)',
    'better-sqlite3 must be a dependency and npmRebuild must stay on',
  )
  const unpack = ([] as string[]).concat((config.asarUnpack as string[] | string | undefined) ?? [])
  expect(
    unpack.some((p) => p.includes('.node')),
    'native modules unpacked from the asar',
    'asarUnpack must include **/*.node',
  )
  expect(
    config.electronFuses == null,
    'fuses flipped once (afterPack, not electronFuses)',
    'electronFuses is set as well as the afterPack hook: choose one',
  )

  // Targets
  expect(
    targetNames(config.linux?.target).includes('AppImage') &&
      targetNames(config.linux?.target).includes('deb'),
    'Linux targets AppImage + deb',
    'linux.target must include AppImage and deb',
  )
  expect(
    targetNames(config.mac?.target).includes('dmg'),
    'macOS target dmg',
    'mac.target must include dmg',
  )
  expect(
    targetNames(config.win?.target).includes('nsis'),
    'Windows target nsis',
    'win.target must include nsis',
  )

  // macOS hardened runtime and entitlements
  expect(
    config.mac?.hardenedRuntime !== false,
    'macOS hardened runtime on',
    'mac.hardenedRuntime must be true',
  )
  const entitlements = config.mac?.entitlements ? at(config.mac.entitlements) : null
  if (!entitlements || !existsSync(entitlements)) {
    problems.push('mac.entitlements must point to resources/entitlements.mac.plist')
  } else {
    const plist = readFileSync(entitlements, 'utf8')
    const granted = [...plist.matchAll(/<key>([^<]+)<\/key>\s*<true\s*\/>/g)].map((m) => m[1] ?? '')
    expect(
      /^<\?xml[\s\S]*<plist[\s\S]*<dict>[\s\S]*<\/dict>\s*<\/plist>\s*$/.test(plist),
      'entitlements plist is well formed',
      'entitlements file is not a plist',
    )
    expect(
      granted.includes('com.apple.security.cs.allow-jit'),
      'entitlement allow-jit (V8)',
      'entitlements must grant com.apple.security.cs.allow-jit',
    )
    const extra = granted.filter((k) => FORBIDDEN_ENTITLEMENTS.includes(k))
    expect(
      extra.length === 0,
      'no weakening entitlements',
      `entitlements weaken the hardened runtime: ${extra.join(', ')}`,
    )
  }

  // Icons
  const macIcon = config.mac?.icon ? at(config.mac.icon) : null
  expect(
    Boolean(
      macIcon &&
      existsSync(macIcon) &&
      ['ic09', 'ic10'].every((t) => icnsTypes(macIcon).includes(t)),
    ),
    'macOS icon.icns with 512 and 1024 px images',
    'mac.icon must be an .icns with 512 (ic09) and 1024 (ic10) images',
  )
  const winIcon = config.win?.icon ? at(config.win.icon) : null
  expect(
    Boolean(winIcon && existsSync(winIcon) && icoSizes(winIcon).includes(256)),
    'Windows icon.ico with a 256 px image',
    'win.icon must be an .ico with a 256 px image',
  )
  const linuxIcons = config.linux?.icon ? at(config.linux.icon) : null
  if (!linuxIcons || !existsSync(linuxIcons) || !statSync(linuxIcons).isDirectory()) {
    problems.push('linux.icon must be a folder of NxN.png files')
  } else {
    const bad = readdirSync(linuxIcons).filter((f) => {
      const m = /^(\d+)x\1\.png$/.exec(f)
      return !m || pngSize(join(linuxIcons, f)) !== Number(m[1])
    })
    const have = readdirSync(linuxIcons)
    expect(
      bad.length === 0 && ['256x256.png', '512x512.png'].every((f) => have.includes(f)),
      'Linux icon set (256 and 512 px PNGs, sizes match names)',
      `linux icons: need 256x256.png and 512x512.png with matching sizes${bad.length ? `; wrong: ${bad.join(', ')}` : ''}`,
    )
  }

  // Fuses hook
  const hook = typeof config.afterPack === 'string' ? at(config.afterPack) : null
  if (!hook || !existsSync(hook)) {
    problems.push('afterPack must name scripts/after-pack.mjs (it flips the Electron fuses)')
  } else {
    const mod = (await import(pathToFileURL(hook).href)) as {
      default?: unknown
      FUSES?: Record<number, boolean>
    }
    const { FuseV1Options } = await import('@electron/fuses')
    const wrong = Object.entries(REQUIRED_FUSES).filter(
      ([name, value]) => mod.FUSES?.[FuseV1Options[name as keyof typeof FuseV1Options]] !== value,
    )
    expect(
      typeof mod.default === 'function' && wrong.length === 0,
      'afterPack flips the six required fuses',
      `afterPack fuses wrong or missing: ${wrong.map(([n, v]) => `${n} should be ${v ? 'on' : 'off'}`).join(', ') || 'no default export'}`,
    )
  }

  // The build output, when `npm run build` has run.
  if (existsSync(at('out'))) {
    const missing = [
      'out/main/index.js',
      'out/preload/index.cjs',
      'out/renderer/index.html',
    ].filter((f) => !existsSync(at(f)))
    expect(
      missing.length === 0,
      'build output present (main, preload, renderer)',
      `build output incomplete: ${missing.join(', ')} (run npm run build)`,
    )
    const preload = at('out/preload/index.cjs')
    if (existsSync(preload)) {
      const wrong = preloadRequireProblems(readFileSync(preload, 'utf8'))
      expect(
        wrong.length === 0,
        'preload requires only electron (loads in the sandbox)',
        `out/preload/index.cjs cannot load in the sandbox: ${wrong.join('; ')}`,
      )
    }
  }
  return { problems, checked }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const report = await checkPackaging(process.cwd())
  for (const line of report.checked) process.stdout.write(`  ✓ ${line}\n`)
  for (const line of report.problems) process.stdout.write(`  ✗ ${line}\n`)
  process.stdout.write(
    `\npackage:check: ${report.checked.length} passed, ${report.problems.length} failed.\n` +
      'Not run here: electron-builder itself (needs the Electron binary for each OS), signing and notarization. See docs/release.md.\n',
  )
  process.exit(report.problems.length === 0 ? 0 : 1)
}
