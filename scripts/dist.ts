/**
 * `npm run dist:linux|dist:mac|dist:win [-- --unsigned]`: builds the app and packages it with
 * electron-builder for one OS, on that OS. Checks the signing and notarization settings first, so a
 * release is never silently unsigned, and afterwards restores better-sqlite3's Node build (the
 * packaging step rebuilds it in place for Electron) so `npm test` keeps working.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export type DistTarget = 'linux' | 'mac' | 'win'

const HOST: Record<DistTarget, NodeJS.Platform> = { linux: 'linux', mac: 'darwin', win: 'win32' }

const has = (env: NodeJS.ProcessEnv, ...names: string[]): boolean =>
  names.every((n) => Boolean(env[n]))

/** What must be true before packaging `target` here; an empty list means go. */
export function preflight(
  target: DistTarget,
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  unsigned: boolean,
): string[] {
  const problems: string[] = []
  if (platform !== HOST[target]) {
    problems.push(
      `Build the ${target} packages on ${HOST[target]} (this is ${platform}): native modules and signing tools are per OS.`,
    )
  }
  if (unsigned || target === 'linux') return problems
  if (target === 'mac') {
    if (!has(env, 'CSC_LINK') && !has(env, 'CSC_NAME')) {
      problems.push(
        'Set CSC_LINK (Developer ID Application .p12, path or base64) and CSC_KEY_PASSWORD, or CSC_NAME for a keychain identity.',
      )
    }
    const notarize =
      has(env, 'APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER') ||
      has(env, 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID') ||
      has(env, 'APPLE_KEYCHAIN_PROFILE')
    if (!notarize) {
      problems.push(
        'Set notarization credentials: APPLE_API_KEY + APPLE_API_KEY_ID + APPLE_API_ISSUER, or APPLE_ID + APPLE_APP_SPECIFIC_PASSWORD + APPLE_TEAM_ID, or APPLE_KEYCHAIN_PROFILE.',
      )
    }
  }
  if (target === 'win') {
    const azure = has(env, 'AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET')
    if (!has(env, 'WIN_CSC_LINK') && !has(env, 'CSC_LINK') && !azure) {
      problems.push(
        'Set WIN_CSC_LINK (or CSC_LINK) and WIN_CSC_KEY_PASSWORD for a code-signing certificate, or AZURE_TENANT_ID/AZURE_CLIENT_ID/AZURE_CLIENT_SECRET for Azure Trusted Signing.',
      )
    }
  }
  if (problems.length > 0) problems.push('For a local test build, add `-- --unsigned`.')
  return problems
}

function step(command: string, args: string[]): number {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}\n`)
  return (
    spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1
  )
}

function main(argv: string[]): number {
  const target = argv[0] as DistTarget | undefined
  if (target !== 'linux' && target !== 'mac' && target !== 'win') {
    process.stderr.write('usage: tsx scripts/dist.ts linux|mac|win [--unsigned]\n')
    return 2
  }
  const unsigned = argv.includes('--unsigned')
  const problems = preflight(target, process.platform, process.env, unsigned)
  if (problems.length > 0) {
    process.stderr.write(
      `Cannot package for ${target} yet:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
    )
    return 1
  }
  const extra = unsigned
    ? target === 'mac'
      ? ['-c.mac.identity=null', '-c.mac.notarize=false']
      : []
    : []
  const env = unsigned ? { CSC_IDENTITY_AUTO_DISCOVERY: 'false' } : {}
  Object.assign(process.env, env)
  let status = step('npx', ['electron-vite', 'build'])
  if (status === 0)
    status = step('npx', ['electron-builder', `--${target}`, '--publish', 'never', ...extra])
  // Always put the Node build of better-sqlite3 back, even after a failed packaging run.
  const restored = step('npm', ['rebuild', 'better-sqlite3'])
  if (restored !== 0)
    process.stderr.write(
      'Could not restore the Node build of better-sqlite3: run `npm rebuild better-sqlite3` before `npm test`.\n',
    )
  return status
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exit(main(process.argv.slice(2)))
}
