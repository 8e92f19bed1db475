/**
 * In the desktop app and `serve` the work thread runs report imports (their one long write
 * transaction must not hold up the loop that answers people): the command's answer and its
 * errors come back from there unchanged.
 */
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { startBackground } from '../../../../src/main/core/background'
import { dispatch, run } from '../../../../src/main/core/commands/dispatch'
import { createCore, type Core } from '../../../../src/main/core/core'
import { storeRatings } from '../../../../src/main/core/db/schema'
import { reportBytes, reportText } from '../../../../src/main/simulators/google-play/report'
import { tempDir, testKeyProvider } from '../../../support/core'
import { PKG } from './support'

let core: Core | undefined
let background: { stop(): Promise<void> } | undefined
afterEach(async () => {
  await background?.stop()
  core?.close()
})

describe('a report import in the work thread', () => {
  it('imports there, and a bad file comes back with its line and column', async () => {
    core = createCore({
      dataDir: tempDir('rr-history-thread-'),
      keyProvider: testKeyProvider(),
      endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: 'http://127.0.0.1:9' },
    })
    const owner = { userId: core.ownerUserId }
    const [ws] = await run(core, owner, 'workspaces.list', {})
    const workspaceId = ws!.id
    const app = await run(core, owner, 'apps.add', {
      workspaceId,
      name: 'Notes',
      googlePlayPackage: PKG,
    })
    background = startBackground(core, (w) => w.name === 'store polling')
    expect(core.state.reportImporter).not.toBeNull()

    const rows = [1, 2, 3].map((rating) => ({
      reviewId: null,
      rating,
      text: '',
      submittedAt: Date.UTC(2026, 9, rating),
    }))
    const input = (bytes: Uint8Array) => ({
      workspaceId,
      appId: app.id,
      fileName: 'report.csv',
      contentBase64: Buffer.from(bytes).toString('base64'),
    })
    expect(await run(core, owner, 'history.import', input(reportBytes(PKG, rows)))).toMatchObject({
      ratingsAdded: 3,
    })
    // This thread's connection sees what the work thread committed.
    expect(
      core.db
        .select({ n: sql<number>`count(*)` })
        .from(storeRatings)
        .get()?.n,
    ).toBe(3)

    const bad = reportText(PKG, rows).replace('"2","",""', '"two","",""')
    expect(await dispatch(core, owner, 'history.import', input(Buffer.from(bad)))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: expect.stringContaining('line 3, column 10') },
    })
  }, 60_000)
})
