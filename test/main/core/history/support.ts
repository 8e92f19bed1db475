/** A core with one Google Play app connected to the simulator, for the report import tests. */
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../../src/main/simulators/google-play'
import { createTestCore, type TestCore } from '../../../support/core'

export const PKG = 'com.example.notes'
export const DAY = 24 * 60 * 60_000

export interface PlayFixture {
  t: TestCore
  gp: GooglePlaySimulator
  workspaceId: string
  appId: string
  close(): Promise<void>
}

export async function playFixture(): Promise<PlayFixture> {
  const t = await createTestCore()
  const gp = await startGooglePlaySimulator({ clock: t.clock })
  t.core.endpoints = {
    appStoreApiUrl: 'http://127.0.0.1:9',
    googlePlayApiUrl: gp.url,
    googleTokenUrl: gp.tokenUrl,
  }
  gp.addPackage(PKG)
  const workspaceId = t.workspaceId
  const app = await t.run('apps.add', { workspaceId, name: 'Notes', googlePlayPackage: PKG })
  await t.run('googlePlay.connect', {
    workspaceId,
    serviceAccountJson: JSON.stringify(gp.serviceAccount),
  })
  return { t, gp, workspaceId, appId: app.id, close: () => gp.close() }
}

/** Imports report bytes through the command contract, as the CLI and the app page do. */
export function importReport(
  f: PlayFixture,
  bytes: Uint8Array,
  fileName = `reviews_${PKG}_202611.csv`,
) {
  return f.t.dispatch('history.import', {
    workspaceId: f.workspaceId,
    appId: f.appId,
    fileName,
    contentBase64: Buffer.from(bytes).toString('base64'),
  })
}
