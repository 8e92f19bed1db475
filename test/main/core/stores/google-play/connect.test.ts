import { afterEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { connectGooglePlayFromFile } from '../../../../../src/main/cli/commands/google-play'
import type { CliContext } from '../../../../../src/main/cli/types'
import { ManualClock } from '../../../../../src/main/core/clock'
import { credentials, storeListings } from '../../../../../src/main/core/db/schema'
import { configureGooglePlay } from '../../../../../src/main/core/stores/google-play/runtime'
import { syncGooglePlayListing } from '../../../../../src/main/core/sync/pass'
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../../../src/main/simulators/google-play'
import { createTestCore, tempDir, type TestCore } from '../../../../support/core'
import { makeReviews, PKG, tokenCalls } from './support'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

let t: TestCore
let sim: GooglePlaySimulator
afterEach(async () => {
  t?.core.close()
  await sim?.close()
})

async function start(): Promise<void> {
  const clock = new ManualClock()
  sim = await startGooglePlaySimulator({ clock })
  sim.addPackage(PKG)
  t = await createTestCore({
    clock,
    endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: sim.url },
    // The key files name the simulator's token endpoint on loopback; with members besides the
    // owner the outbound guard is on, so it is named as an exception, as a team would name it.
    runtime: { allowOutbound: ['127.0.0.1'] },
  })
  configureGooglePlay(t.core, { sleep: async (ms) => clock.advance(ms), timeoutMs: 10_000 })
}

const connect = (json: unknown, as?: { userId: string }) =>
  t.dispatch(
    'googlePlay.connect',
    {
      workspaceId: t.workspaceId,
      serviceAccountJson: typeof json === 'string' ? json : JSON.stringify(json),
    },
    as,
  )

describe('connecting Google Play', () => {
  it('explains every wrong file, and stores nothing', async () => {
    await start()
    const key = sim.serviceAccount
    const cases: [unknown, RegExp][] = [
      ['not json at all', /not a JSON file.*Create one in Google Cloud Console/],
      [key.private_key, /bare PEM key/],
      [
        { installed: { client_id: 'x.apps.googleusercontent.com', client_secret: 's' } },
        /OAuth client file .* not a service-account key/,
      ],
      [{ web: { client_id: 'x' } }, /OAuth client file/],
      [
        { ...key, type: 'authorized_user' },
        /not a service-account key \(its type is "authorized_user"\)/,
      ],
      [{ ...key, private_key_id: undefined }, /has no "private_key_id"/],
      [{ ...key, client_email: '' }, /has no "client_email"/],
      [
        {
          ...key,
          private_key: key.private_key
            .split('\n')
            .filter((_, i) => i < 5 || i > 8)
            .join('\n'),
        },
        /"private_key" in this file is damaged/,
      ],
      [{ ...key, private_key: 'hello' }, /not a PEM private key/],
      [{ ...key, token_uri: 'http://evil.example/token' }, /not an https address/],
    ]
    for (const [input, message] of cases) {
      const result = await connect(input)
      expect(result).toMatchObject({
        ok: false,
        error: {
          code: 'INVALID_INPUT',
          field: 'serviceAccountJson',
          message: expect.stringMatching(message),
        },
      })
    }
    expect(t.core.db.select().from(credentials).all()).toHaveLength(0)
  })

  it('only admins connect; the key lives only in the vault and status shows no secret', async () => {
    await start()
    await t.run('apps.add', { workspaceId: t.workspaceId, name: 'Notes', googlePlayPackage: PKG })
    const editor = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const viewer = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Vic',
      role: 'viewer',
    })
    expect(await connect(sim.serviceAccount, { userId: editor.userId })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })

    const connected = await t.run('googlePlay.connect', {
      workspaceId: t.workspaceId,
      serviceAccountJson: JSON.stringify(sim.serviceAccount),
    })
    expect(connected).toMatchObject({
      clientEmail: sim.serviceAccount.client_email,
      projectId: 'review-reply-demo',
      listingsAttached: 1,
    })

    const [row] = t.core.db.select().from(credentials).all()
    expect(row!.kind).toBe('google_play_service_account')
    expect(JSON.parse(row!.metadata)).toEqual({
      client_email: sim.serviceAccount.client_email,
      project_id: sim.serviceAccount.project_id,
      private_key_id: sim.serviceAccount.private_key_id,
    })
    const keyBody = sim.serviceAccount.private_key.split('\n')[1]!
    expect(row!.ciphertext.toString('latin1')).not.toContain(keyBody)

    const status = await t.run(
      'googlePlay.status',
      { workspaceId: t.workspaceId },
      { userId: viewer.userId },
    )
    expect(status).toMatchObject({
      connected: true,
      clientEmail: sim.serviceAccount.client_email,
      replyRules: { maxLength: 350, canDelete: false },
      listings: [
        {
          packageName: PKG,
          appName: 'Notes',
          connected: true,
          lastSyncAt: null,
          lastError: null,
          // The new key read the app's reviews once before it was stored.
          quota: { getRemaining: 199, postRemaining: 2000 },
        },
      ],
    })
    expect(JSON.stringify(status)).not.toContain(keyBody)
    expect(JSON.stringify(await t.run('apps.list', { workspaceId: t.workspaceId }))).not.toContain(
      keyBody,
    )
  })

  it('connecting again replaces the key on every Google Play app, and the new key is used', async () => {
    await start()
    await t.run('googlePlay.connect', {
      workspaceId: t.workspaceId,
      serviceAccountJson: JSON.stringify(sim.serviceAccount),
    })
    // An app added later uses the workspace's key.
    await t.run('apps.add', { workspaceId: t.workspaceId, name: 'Notes', googlePlayPackage: PKG })
    const listing = () =>
      t.core.db.select().from(storeListings).where(eq(storeListings.storeAppId, PKG)).get()!
    sim.seed(PKG, makeReviews(2, t.clock.now()))
    await syncGooglePlayListing(t.core, listing())
    const first = listing().credentialId
    expect(first).toBe(t.core.db.select().from(credentials).get()!.id)

    const second = await sim.addServiceAccount()
    // A key pasted through a form with literal "\n" sequences is repaired, not refused.
    const pasted = JSON.stringify(second).replace(/\\n/g, '\\\\n')
    await t.run('googlePlay.connect', { workspaceId: t.workspaceId, serviceAccountJson: pasted })
    const rows = t.core.db.select().from(credentials).all()
    expect(rows).toHaveLength(1)
    expect(listing().credentialId).toBe(rows[0]!.id)
    expect(listing().credentialId).not.toBe(first)

    await syncGooglePlayListing(t.core, listing())
    const issuers = tokenCalls(sim).map((c) => c.assertion?.iss)
    // The second key is tested (one token) before it replaces the first, then used by the sync.
    expect(issuers).toEqual([
      sim.serviceAccount.client_email,
      second.client_email,
      second.client_email,
    ])
  })

  it('"Test connection" runs the token exchange and one list call, in plain words', async () => {
    await start()
    const none = await t.run('googlePlay.testConnection', { workspaceId: t.workspaceId })
    expect(none).toMatchObject({
      ok: false,
      quota: null,
      nextStep: expect.stringMatching(/JSON key/),
    })

    await t.run('googlePlay.connect', {
      workspaceId: t.workspaceId,
      serviceAccountJson: JSON.stringify(sim.serviceAccount),
    })
    const tokenOnly = await t.run('googlePlay.testConnection', { workspaceId: t.workspaceId })
    expect(tokenOnly).toMatchObject({
      ok: true,
      quota: null,
      message: expect.stringMatching(/The key works/),
    })
    expect(sim.calls.map((c) => c.endpoint)).toEqual(['token'])

    await t.run('apps.add', { workspaceId: t.workspaceId, name: 'Notes', googlePlayPackage: PKG })
    sim.seed(PKG, makeReviews(3, t.clock.now()))
    const ok = await t.run('googlePlay.testConnection', { workspaceId: t.workspaceId })
    expect(ok).toEqual({
      ok: true,
      message: `Connected as ${sim.serviceAccount.client_email}. Google Play returned 3 reviews from the last 7 days for ${PKG}.`,
      quota: { getRemaining: 199, postRemaining: 2000 },
      packageName: PKG,
      reviewsFound: 3,
    })
    expect(sim.calls.filter((c) => c.endpoint === 'list')).toHaveLength(1)

    sim.setAccess(PKG, 'permission_denied')
    const denied = await t.run('googlePlay.testConnection', { workspaceId: t.workspaceId })
    expect(denied).toMatchObject({
      ok: false,
      message: expect.stringMatching(/refused access/),
      nextStep: expect.stringMatching(/“Reply to reviews”.*24–48 hours/),
      quota: { getRemaining: 198 },
    })
    const status = await t.run('googlePlay.status', { workspaceId: t.workspaceId })
    expect(status.listings[0]!.lastError).toMatch(/refused access/)

    const viewer = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Vic',
      role: 'viewer',
    })
    expect(
      await t.dispatch(
        'googlePlay.testConnection',
        { workspaceId: t.workspaceId },
        { userId: viewer.userId },
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
  })

  it('`store connect --service-account FILE` reads the file, connects, tests, and prints the result', async () => {
    await start()
    await t.run('apps.add', { workspaceId: t.workspaceId, name: 'Notes', googlePlayPackage: PKG })
    const lines: string[] = []
    const results: unknown[] = []
    const cli: CliContext = {
      core: t.core,
      principal: t.owner,
      args: { positionals: [], options: {} },
      dataDir: '/unused',
      dataDirChosen: false,
      json: false,
      print: (line) => lines.push(line),
      result: (value) => results.push(value),
      workspaceId: async () => t.workspaceId,
    }
    const dir = tempDir()
    await expect(connectGooglePlayFromFile(cli, join(dir, 'missing.json'))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(
        /Cannot read the service-account key .*missing.json: there is no such file/,
      ),
    })
    const file = join(dir, 'key.json')
    writeFileSync(file, JSON.stringify(sim.serviceAccount, null, 2))
    await connectGooglePlayFromFile(cli, file)
    expect(lines.join('\n')).toMatch(
      /Stored the Google Play key for play-replies-1@.* in the vault; 1 Google Play app uses it\./,
    )
    expect(lines.join('\n')).toMatch(/OK: Connected as .* returned no reviews from the last 7 days/)
    expect(lines.join('\n')).toMatch(
      /Budget left for com.example.notes: 198 reads this hour, 2000 replies today\./,
    )
    expect(results).toEqual([
      {
        connection: expect.objectContaining({ listingsAttached: 1 }),
        test: expect.objectContaining({ ok: true }),
      },
    ])
  })
})
