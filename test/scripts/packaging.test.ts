import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses'
import { describe, expect, it } from 'vitest'
import { preflight } from '../../scripts/dist'
import { checkPackaging } from '../../scripts/package-check'
import { tempDir } from '../support/temp-dir'

const ROOT = process.cwd()

interface AfterPackContextLike {
  appOutDir: string
  electronPlatformName: string
  arch: number
  packager: { appInfo: { productFilename: string }; executableName: string }
}
/** The hook exactly as electron-builder loads it (an ES module, by URL). */
const afterPack = async (context: AfterPackContextLike): Promise<void> => {
  const hook = (await import(pathToFileURL(join(ROOT, 'scripts/after-pack.mjs')).href)) as {
    default: (c: AfterPackContextLike) => Promise<void>
  }
  return hook.default(context)
}
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
// Electron 45's defaults: RunAsNode on, cookie encryption off, NODE_OPTIONS on, --inspect on,
// ASAR integrity off, only-ASAR off, V8 snapshot off, file:// privileges on, WASM trap handlers on.
const ELECTRON_DEFAULT_WIRE = [1, 0, 1, 1, 0, 0, 0, 1, 1].map((on) =>
  on ? FuseState.ENABLE : FuseState.DISABLE,
)

/** A stand-in for the Electron binary: random bytes around the fuse sentinel and wire. */
function fakeElectron(path: string): void {
  mkdirSync(join(path, '..'), { recursive: true })
  const wire = Buffer.from([1, ELECTRON_DEFAULT_WIRE.length, ...ELECTRON_DEFAULT_WIRE])
  writeFileSync(
    path,
    Buffer.concat([Buffer.alloc(4096, 7), Buffer.from(SENTINEL), wire, Buffer.alloc(4096, 9)]),
  )
}

describe('desktop packaging', () => {
  it('electron-builder.yml passes electron-builder’s schema and the release rules', async () => {
    const report = await checkPackaging(ROOT)
    expect(report.problems).toEqual([])
    expect(report.checked).toEqual(
      expect.arrayContaining([
        "electron-builder.yml matches electron-builder's configuration schema",
        'appId app.reviewreply.desktop',
        'Linux targets AppImage + deb',
        'macOS target dmg',
        'Windows target nsis',
        'macOS hardened runtime on',
        'afterPack flips the six required fuses',
      ]),
    )
  })

  it('reports a configuration electron-builder would reject, and a weakened one', async () => {
    const dir = tempDir('rr-eb-')
    const bogus = join(dir, 'bogus.yml')
    writeFileSync(bogus, 'appId: app.reviewreply.desktop\nmac:\n  hardenedRuntim: true\n')
    const invalid = await checkPackaging(ROOT, bogus)
    expect(invalid.problems.join('\n')).toMatch(
      /not a valid electron-builder configuration[\s\S]*configuration\.mac/,
    )

    const weakened = join(dir, 'weak.yml')
    const yml = readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')
      .replace('asar: true', 'asar: false')
      .replace('hardenedRuntime: true', 'hardenedRuntime: false')
      .replace(/ {4}- target: deb\n {6}arch: \[x64\]\n/, '')
    writeFileSync(weakened, yml)
    const weak = await checkPackaging(ROOT, weakened)
    expect(weak.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('asar must be true'),
        'mac.hardenedRuntime must be true',
        'linux.target must include AppImage and deb',
      ]),
    )
  })

  it.each([
    ['linux', 'review-reply', 1],
    ['win32', 'Review Reply.exe', 1],
    [
      'darwin',
      'Review Reply.app/Contents/Frameworks/Electron Framework.framework/Electron Framework',
      1,
    ],
  ])(
    'afterPack flips the fuses of the %s binary and verifies them',
    async (platform, file, arch) => {
      const appOutDir = tempDir('rr-pack-')
      fakeElectron(join(appOutDir, file))
      await afterPack({
        appOutDir,
        electronPlatformName: platform,
        arch,
        packager: { appInfo: { productFilename: 'Review Reply' }, executableName: 'review-reply' },
      })
      const wire = await getCurrentFuseWire(
        join(appOutDir, platform === 'darwin' ? 'Review Reply.app' : file),
      )
      const state = (o: FuseV1Options) => wire[o]
      expect(state(FuseV1Options.RunAsNode)).toBe(FuseState.DISABLE)
      expect(state(FuseV1Options.EnableCookieEncryption)).toBe(FuseState.ENABLE)
      expect(state(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe(FuseState.DISABLE)
      expect(state(FuseV1Options.EnableNodeCliInspectArguments)).toBe(FuseState.DISABLE)
      expect(state(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe(FuseState.ENABLE)
      expect(state(FuseV1Options.OnlyLoadAppFromAsar)).toBe(FuseState.ENABLE)
    },
  )

  it('afterPack refuses a binary whose fuse wire it does not fully know', async () => {
    const appOutDir = tempDir('rr-pack-')
    const path = join(appOutDir, 'review-reply')
    // A future Electron with a tenth fuse: every fuse must be decided before a release.
    const wire = Buffer.from([1, 10, ...ELECTRON_DEFAULT_WIRE, FuseState.DISABLE])
    writeFileSync(path, Buffer.concat([Buffer.from(SENTINEL), wire]))
    await expect(
      afterPack({
        appOutDir,
        electronPlatformName: 'linux',
        arch: 1,
        packager: { appInfo: { productFilename: 'x' }, executableName: 'review-reply' },
      }),
    ).rejects.toThrow(/strictlyRequireAllFuses/)
  })

  it('will not start a signed release build without its signing and notarization settings', () => {
    expect(preflight('linux', 'linux', {}, false)).toEqual([])
    expect(preflight('mac', 'linux', {}, true)).toEqual([
      expect.stringContaining('Build the mac packages on darwin'),
    ])
    const mac = preflight('mac', 'darwin', {}, false)
    expect(mac.join('\n')).toContain('CSC_LINK')
    expect(mac.join('\n')).toContain('APPLE_API_KEY')
    expect(
      preflight(
        'mac',
        'darwin',
        { CSC_LINK: 'x', APPLE_API_KEY: 'k', APPLE_API_KEY_ID: 'i', APPLE_API_ISSUER: 'j' },
        false,
      ),
    ).toEqual([])
    expect(preflight('win', 'win32', {}, false).join('\n')).toContain('WIN_CSC_LINK')
    expect(preflight('win', 'win32', {}, true)).toEqual([])
  })
})
