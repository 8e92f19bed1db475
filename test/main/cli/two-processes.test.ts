import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { run } from '../../../src/main/core/commands/dispatch'
import { createCore } from '../../../src/main/core/core'
import { databaseFile } from '../../../src/main/core/paths'
import { passphraseKeyProvider } from '../../../src/main/core/vault/passphrase-provider'
import {
  generateReviews,
  startAppStoreSimulator,
  type AppStoreSimulator,
} from '../../../src/main/simulators/app-store'
import { startGooglePlaySimulator, type GooglePlaySimulator } from '../../../src/main/simulators/google-play'
import { tempDir } from '../../support/core'

const exec = promisify(execFile)
const PASSPHRASE = 'two processes'
const APPLE_ID = '1234567890'
const PKG = 'com.example.notes'
const MINUTE = 60_000

let as: AppStoreSimulator | undefined
let gp: GooglePlaySimulator | undefined
const children: ChildProcess[] = []
afterEach(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  children.length = 0
  await Promise.all([as?.close(), gp?.close()])
})

/** A data folder with one app on both stores, connected to the simulators, as a user sets it up. */
async function prepareDataFolder(): Promise<string> {
  const dataDir = tempDir('rr-two-processes-')
  const core = createCore({
    dataDir,
    keyProvider: passphraseKeyProvider(PASSPHRASE),
    endpoints: { appStoreApiUrl: as!.url, googlePlayApiUrl: gp!.url, googleTokenUrl: gp!.tokenUrl },
  })
  try {
    const owner = { userId: core.ownerUserId }
    const [ws] = await run(core, owner, 'workspaces.list', {})
    const workspaceId = ws!.id
    await run(core, owner, 'apps.add', {
      workspaceId,
      name: 'Notes',
      appStoreId: APPLE_ID,
      googlePlayPackage: PKG,
    })
    await run(core, owner, 'googlePlay.connect', {
      workspaceId,
      serviceAccountJson: JSON.stringify(gp!.serviceAccount),
    })
    const key = as!.keys.create({ role: 'ADMIN' })
    await run(core, owner, 'appStore.connect', {
      workspaceId,
      ...(key.issuerId ? { issuerId: key.issuerId } : {}),
      keyId: key.keyId,
      privateKeyPem: key.privateKeyPem,
    })
  } finally {
    core.close()
  }
  return dataDir
}

function env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    REVIEW_REPLY_VAULT_PASSPHRASE: PASSPHRASE,
    REVIEW_REPLY_APP_STORE_API_URL: as!.url,
    REVIEW_REPLY_GOOGLE_PLAY_API_URL: gp!.url,
    REVIEW_REPLY_GOOGLE_TOKEN_URL: gp!.tokenUrl,
  }
}

/** `review-reply serve` on free ports; resolves once it printed its address (its polling has begun). */
async function startServe(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      'bin/review-reply.mjs',
      'serve',
      '--ui-port',
      '0',
      '--api-port',
      '0',
      '--json',
      '--data-dir',
      dataDir,
    ],
    {
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  children.push(child)
  const logs: string[] = []
  child.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', () => resolve())
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${logs.join('')}`)))
  })
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return { logs, stop }
}

interface Counts {
  reviews: number
  withoutReply: number
  draftEventsPerReview: number[]
  reviewEventsPerReview: number[]
  draftedAuditPerReview: number[]
  attempts: number
}

function readCounts(dataDir: string): Counts {
  const db = new Database(databaseFile(dataDir), { readonly: true })
  try {
    db.pragma('busy_timeout = 5000')
    const perReview = (type: string) =>
      (
        db
          .prepare(
            `SELECT r.id, (SELECT count(*) FROM outbox_events e WHERE e.type = ? AND json_extract(e.payload, '$.data.review.id') = r.id) AS n FROM reviews r`,
          )
          .all(type) as { n: number }[]
      ).map((row) => row.n)
    return {
      reviews: (db.prepare('SELECT count(*) AS n FROM reviews').get() as { n: number }).n,
      withoutReply: (
        db
          .prepare(
            'SELECT count(*) AS n FROM reviews r WHERE NOT EXISTS (SELECT 1 FROM replies p WHERE p.review_id = r.id)',
          )
          .get() as { n: number }
      ).n,
      draftEventsPerReview: perReview('draft.created'),
      reviewEventsPerReview: perReview('review.created'),
      draftedAuditPerReview: (
        db
          .prepare(
            `SELECT (SELECT count(*) FROM reply_events e WHERE e.review_id = r.id AND e.action = 'drafted') AS n FROM reviews r`,
          )
          .all() as { n: number }[]
      ).map((row) => row.n),
      attempts: (db.prepare('SELECT count(*) AS n FROM draft_attempts').get() as { n: number }).n,
    }
  } finally {
    db.close()
  }
}

describe('two processes on one data folder', () => {
  it('the CLI syncs while serve syncs and drafts: every review ends with exactly one draft and one draft.created', async () => {
    as = await startAppStoreSimulator({ rateLimit: 1_000_000, publishDelayMs: 0 })
    gp = await startGooglePlaySimulator()
    const now = Date.now()
    // Recent reviews, so each needs a draft: 1,000 on the App Store (5 pages), 300 on Google Play.
    as.seed(
      APPLE_ID,
      generateReviews(1_000, { newestAt: now - MINUTE, spacingMs: 20 * MINUTE }),
      'Notes',
    )
    gp.seed(
      PKG,
      Array.from({ length: 300 }, (_, i) => ({
        authorName: `User ${i}`,
        text: `Since the update the app crashes when I open note ${i}.`,
        starRating: 1 + (i % 5),
        reviewerLanguage: 'en_US',
        lastModified: now - (i + 1) * 10 * MINUTE,
      })),
    )
    const dataDir = await prepareDataFolder()

    const serve = await startServe(dataDir)
    // serve starts polling at once (nothing was synced yet); the CLI syncs and drafts meanwhile.
    const cli = await exec(
      process.execPath,
      ['bin/review-reply.mjs', '--data-dir', dataDir, 'sync'],
      { env: env() },
    )
    expect(cli.stderr).not.toMatch(/locked|busy/i)

    // serve drafts whatever is left; wait for that state, then stop it.
    await expect
      .poll(() => readCounts(dataDir).withoutReply, { timeout: 120_000, interval: 200 })
      .toBe(0)
    await serve.stop()

    const counts = readCounts(dataDir)
    expect(counts.reviews).toBe(1_300)
    expect(counts.withoutReply).toBe(0)
    expect(new Set(counts.reviewEventsPerReview)).toEqual(new Set([1]))
    expect(new Set(counts.draftEventsPerReview)).toEqual(new Set([1]))
    expect(new Set(counts.draftedAuditPerReview)).toEqual(new Set([1]))
    expect(counts.attempts).toBe(0)
    // serve polled and drafted in its work thread, from the CLI bundle's own work-thread entry.
    expect(serve.logs.join('')).toContain('worker started in the work thread')
    expect(serve.logs.join('')).not.toMatch(
      /database is locked|automatic draft failed|sync failed/i,
    )
  }, 300_000)
})
