import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { createCore, type Core } from '../../../../src/main/core/core'
import { writeIfFree } from '../../../../src/main/core/db/no-wait'
import { BUSY_TIMEOUT_MS } from '../../../../src/main/core/db/open'
import { emitEvent } from '../../../../src/main/core/events/outbox'
import { authenticateApiKey } from '../../../../src/main/core/keys/keys'
import { run } from '../../../../src/main/core/commands/dispatch'
import { databaseFile } from '../../../../src/main/core/paths'
import { fanOutBatch } from '../../../../src/main/core/webhooks/fanout'
import { tempDir, testKeyProvider } from '../../../support/core'

const open: Core[] = []
const others: Database.Database[] = []
afterEach(() => {
  others.splice(0).forEach((d) => d.close())
  open.splice(0).forEach((c) => c.close())
})

/** A core on a data folder, and a second connection (another thread or process) on its file. */
function twoWriters(): { core: Core; other: Database.Database } {
  const dataDir = tempDir()
  const core = createCore({ dataDir, keyProvider: testKeyProvider(), clock: new ManualClock() })
  open.push(core)
  const other = new Database(databaseFile(dataDir))
  others.push(other)
  return { core, other }
}

describe('writing without waiting for the lock', () => {
  it('returns null while another connection writes, keeps the busy timeout, then writes', () => {
    const { core, other } = twoWriters()
    const sqlite = core.db.$client
    const write = () =>
      core.db.transaction(() => sqlite.prepare("UPDATE users SET name = 'Ann'").run().changes)
    other.exec('BEGIN IMMEDIATE')
    expect(writeIfFree(sqlite, write)).toBeNull()
    expect(Number(sqlite.pragma('busy_timeout', { simple: true }))).toBe(BUSY_TIMEOUT_MS)
    other.exec('COMMIT')
    expect(writeIfFree(sqlite, write)).toBeGreaterThan(0)
  })

  it('fan-out steps report a taken lock instead of waiting, and lose no event', () => {
    const { core, other } = twoWriters()
    const [workspace] = core.db.$client.prepare('SELECT id FROM workspaces').all() as {
      id: string
    }[]
    // An enabled endpoint: without one an event is stored already fanned out.
    core.db.$client
      .prepare(
        "INSERT INTO webhook_endpoints (id, workspace_id, url, created_at, updated_at) VALUES ('whe_1', ?, 'https://hooks.example.com/in', 0, 0)",
      )
      .run(workspace!.id)
    core.db.transaction(() => emitEvent(core, workspace!.id, 'review.created', { n: 1 }))
    other.exec('BEGIN IMMEDIATE')
    expect(fanOutBatch(core, core.clock.now(), { wait: false })).toBeNull()
    other.exec('COMMIT')
    expect(fanOutBatch(core, core.clock.now(), { wait: false })).toEqual({ events: 1, created: 1 })
    const left = core.db.$client
      .prepare('SELECT count(*) AS n FROM outbox_events WHERE fanned_out_at IS NULL')
      .get() as { n: number }
    expect(left.n).toBe(0)
  })

  it('an event nobody receives is stored fanned out, so no fan-out step has to take the lock for it', () => {
    const { core } = twoWriters()
    const [workspace] = core.db.$client.prepare('SELECT id FROM workspaces').all() as {
      id: string
    }[]
    core.db.transaction(() => emitEvent(core, workspace!.id, 'review.created', { n: 1 }))
    const left = core.db.$client
      .prepare('SELECT count(*) AS n FROM outbox_events WHERE fanned_out_at IS NULL')
      .get() as { n: number }
    expect(left.n).toBe(0)
    expect(fanOutBatch(core, core.clock.now(), { wait: false })).toEqual({ events: 0, created: 0 })
  })

  it("an API request is answered while another connection writes; the key's last use waits for a free lock", async () => {
    const { core, other } = twoWriters()
    const owner = { userId: core.ownerUserId }
    const [workspace] = await run(core, owner, 'workspaces.list', {})
    const { key } = await run(core, owner, 'keys.create', { workspaceId: workspace!.id, name: 'k' })
    const lastUsed = async () =>
      (await run(core, owner, 'keys.list', { workspaceId: workspace!.id }))[0]?.lastUsedAt
    // The work thread's import holds the write lock: before, this slept up to the busy timeout
    // and then failed the request with SQLITE_BUSY.
    other.exec('BEGIN IMMEDIATE')
    expect(authenticateApiKey(core, key)).toMatchObject({ ok: true })
    other.exec('COMMIT')
    expect(await lastUsed()).toBeNull()
    expect(authenticateApiKey(core, key)).toMatchObject({ ok: true })
    expect(await lastUsed()).toBe(core.clock.now())
  })
})
