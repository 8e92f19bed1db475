// electron-builder `afterPack` hook: flips the Electron fuses of the packaged binary before it is
// signed (electron-builder signs after this hook, so signatures cover the flipped binary).
// https://www.electronjs.org/docs/latest/tutorial/fuses
import { join } from 'node:path'
import {
  flipFuses,
  FuseState,
  FuseV1Options,
  FuseVersion,
  getCurrentFuseWire,
} from '@electron/fuses'

/**
 * Every fuse is set explicitly (`strictlyRequireAllFuses`), so an Electron upgrade that adds a fuse
 * fails the build until someone decides its value here.
 */
export const FUSES = {
  // No `ELECTRON_RUN_AS_NODE`: the app binary cannot be used as a plain Node interpreter.
  [FuseV1Options.RunAsNode]: false,
  // Cookies on disk are encrypted with the OS key store.
  [FuseV1Options.EnableCookieEncryption]: true,
  // `NODE_OPTIONS` / `NODE_EXTRA_CA_CERTS`-style injection is ignored.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  // `--inspect`, `--inspect-brk` and friends are ignored: no debugger attach to a release build.
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // app.asar is checked against the hash electron-builder embeds (macOS Info.plist, Windows
  // resource); Electron does not implement this check on Linux.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // Only app.asar is loaded, never a loose `resources/app` folder dropped next to it.
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // Electron's defaults, stated so the choice is visible:
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // Pages loaded from file:// keep their extra privileges only if the renderer is served from
  // file://; set this to false once the shell serves it from a custom protocol.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
  [FuseV1Options.WasmTrapHandlers]: true,
}

/** The packaged Electron executable, named the way electron-builder names it per platform. */
export function electronBinaryPath(context) {
  const { appOutDir, electronPlatformName, packager } = context
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return join(appOutDir, `${packager.appInfo.productFilename}.app`)
    case 'win32':
      return join(appOutDir, `${packager.appInfo.productFilename}.exe`)
    case 'linux':
      return join(appOutDir, packager.executableName)
    default:
      throw new Error(`after-pack: unknown platform ${electronPlatformName}`)
  }
}

export default async function afterPack(context) {
  const binary = electronBinaryPath(context)
  // electron-builder's Arch enum: arm64 is 3. An ad-hoc signature (unsigned arm64 builds) must be
  // redone after the binary changes, or macOS refuses to start the app.
  const resetAdHocDarwinSignature = context.electronPlatformName === 'darwin' && context.arch === 3
  await flipFuses(binary, {
    version: FuseVersion.V1,
    strictlyRequireAllFuses: true,
    resetAdHocDarwinSignature,
    ...FUSES,
  })
  // Read back: a release must never ship with a fuse in the wrong position.
  const wire = await getCurrentFuseWire(binary)
  for (const [option, wanted] of Object.entries(FUSES)) {
    const actual = wire[option]
    if (actual !== (wanted ? FuseState.ENABLE : FuseState.DISABLE)) {
      throw new Error(
        `after-pack: fuse ${FuseV1Options[option]} is ${actual}, expected ${wanted ? 'on' : 'off'} in ${binary}`,
      )
    }
  }
  console.log(`  • fuses set on ${binary}`)
}
