import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock, systemClock } from '../../../../src/main/core/clock'
import { run } from '../../../../src/main/core/commands/dispatch'
import { createCore, type Core } from '../../../../src/main/core/core'
import { storeListings } from '../../../../src/main/core/db/schema'
import { databaseFile } from '../../../../src/main/core/paths'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { tempDir, testKeyProvider } from '../../../support/core'
import { outboxIds, Receiver } from './support'

const child = fileURLToPath(new URL('./fixtures/dispatch-child.ts', import.meta.url))

let receiver: Receiver | undefined
let core: Core | undefined
let dataDir: string | undefined
afterEach(async () => {
  await receiver?.close()
  core?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const rows = (c: Core) =>
  c.db.$client.prepare('select event_id, status from webhook_deliveries').all() as {
    event_id: string
    status: string
  }[]

describe('crash safety', () => {
  it('a process killed mid-dispatch loses nothing and resends nothing already acknowledged', async () => {
    dataDir = tempDir('rr-webhook-crash-')
    receiver = await new Receiver(systemClock).start()

    // Set up an installation with an endpoint and ten events waiting.
    const setup = createCore({ dataDir, keyProvider: testKeyProvider() })
    const owner = { userId: setup.ownerUserId }
    const [ws] = await run(setup, owner, 'workspaces.list', {})
    if (!ws) throw new Error('no workspace')
    const created = await run(setup, owner, 'webhooks.create', {
      workspaceId: ws.id,
      url: receiver.url,
    })
    receiver.secrets = [created.secret ?? '']
    const app = await run(setup, owner, 'apps.add', {
      workspaceId: ws.id,
      name: 'Notes',
      googlePlayPackage: 'com.example.notes',
    })
    const listing = setup.db
      .select()
      .from(storeListings)
      .where(eq(storeListings.appId, app.id))
      .get()
    if (!listing) throw new Error('no listing')
    const now = Date.now()
    ingestReviews(
      setup,
      listing,
      Array.from({ length: 10 }, (_, i) => ({
        storeReviewId: `r${i}`,
        rating: 1 + (i % 5),
        title: null,
        body: `review ${i}`,
        author: null,
        language: 'en',
        territory: null,
        appVersion: null,
        createdAt: now,
        updatedAt: now,
        storeReply: null,
      })),
    )
    setup.close()

    // The child acknowledges-and-records three, then its next four hang; it is killed with them on the wire.
    let answered = 0
    receiver.answer = () => (++answered <= 3 ? { status: 200 } : 'hang')
    const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      proc.on('exit', (code, signal) => resolve(signal ?? code)),
    )
    await Promise.race([
      receiver.waitFor(7),
      exited.then(() => {
        throw new Error(`child exited early: ${stderr}`)
      }),
    ])
    // Kill it once the three answers are on disk (recording is batched a few ms after the answer).
    const peek = new Database(databaseFile(dataDir), { readonly: true })
    try {
      const recorded = () =>
        (
          peek
            .prepare("select count(*) as n from webhook_deliveries where status = 'succeeded'")
            .get() as { n: number }
        ).n
      for (let i = 0; i < 500 && recorded() < 3; i++) await new Promise((r) => setTimeout(r, 10))
    } finally {
      peek.close()
    }
    proc.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')

    // Restart later (past the attempt timeout) on the same database file.
    const clock = new ManualClock(Date.now() + 3 * 60_000)
    core = createCore({ dataDir, keyProvider: testKeyProvider(), clock })
    const before = rows(core)
    const acknowledgedBeforeCrash = new Set(
      before.filter((r) => r.status === 'succeeded').map((r) => r.event_id),
    )
    expect(acknowledgedBeforeCrash.size).toBe(3)
    // The rest were on the wire or claimed ahead when the process died: still in_flight.
    expect(before.filter((r) => r.status === 'in_flight')).toHaveLength(7)
    const sentBefore = receiver.deliveries.length

    receiver.clock = clock
    receiver.answer = () => ({ status: 200 })
    const dispatcher = new WebhookDispatcher(core)
    try {
      const summary = await dispatcher.dispatchDue()
      expect(summary).toMatchObject({ recovered: 7, attempted: 7, succeeded: 7 })
    } finally {
      await dispatcher.close()
    }
    expect(rows(core).every((r) => r.status === 'succeeded')).toBe(true)
    const after = receiver.deliveries.slice(sentBefore)
    for (const id of acknowledgedBeforeCrash) expect(after.some((d) => d.id === id)).toBe(false)
    expect([...receiver.acknowledged()].sort()).toEqual(outboxIds(core).sort())
    expect(after.every((d) => d.verifiedBy.length === 1)).toBe(true)
  })
})
