import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { createCore, type Core } from '../../../../src/main/core/core'
import { migrations } from '../../../../src/main/core/db/migrations'
import { openDatabase } from '../../../../src/main/core/db/open'
import { databaseFile } from '../../../../src/main/core/paths'
import { tempDir, testKeyProvider } from '../../../support/core'

const open: Core[] = []
afterEach(() => open.splice(0).forEach((c) => c.close()))

function coreAt(dataDir: string): Core {
  const core = createCore({ dataDir, keyProvider: testKeyProvider(), clock: new ManualClock() })
  open.push(core)
  return core
}

describe('database', () => {
  it('applies every migration to a new file, in WAL mode with foreign keys on', () => {
    const dir = tempDir()
    const core = coreAt(dir)
    expect(core.db.$client.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(core.db.$client.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(Number(core.db.$client.pragma('busy_timeout', { simple: true }))).toBeGreaterThan(0)
    const applied = core.db.$client.prepare('SELECT tag FROM __migrations ORDER BY idx').all() as {
      tag: string
    }[]
    expect(applied.map((a) => a.tag)).toEqual(migrations.map((m) => m.tag))
  })

  it('reopens an existing database without re-running migrations and keeps its data', async () => {
    const dir = tempDir()
    const first = coreAt(dir)
    const ownerId = first.ownerUserId
    first.close()
    open.length = 0
    const again = coreAt(dir)
    expect(again.ownerUserId).toBe(ownerId)
  })

  it('refuses a corrupt file with a clear message and leaves it untouched', () => {
    const dir = tempDir()
    const path = databaseFile(dir)
    const garbage = Buffer.from(
      'this is not a database, just some bytes that happen to be here '.repeat(100),
    )
    writeFileSync(path, garbage)
    expect(() => coreAt(dir)).toThrow(/not a Review Reply database or is corrupt.*left untouched/)
    expect(readFileSync(path).equals(garbage)).toBe(true)
    expect(existsSync(`${path}-wal`)).toBe(false)
  })

  it('refuses a SQLite file whose pages are damaged, untouched', () => {
    const dir = tempDir()
    const path = databaseFile(dir)
    coreAt(dir).close()
    open.length = 0
    const bytes = readFileSync(path)
    bytes.fill(0xab, 100, 4096 * 2) // keep the header magic, wreck the schema pages
    writeFileSync(path, bytes)
    expect(() => coreAt(dir)).toThrow(/corrupt/)
    expect(readFileSync(path).equals(bytes)).toBe(true)
  })

  it('refuses a database written by a newer version and leaves it untouched', () => {
    const dir = tempDir()
    const path = databaseFile(dir)
    coreAt(dir).close()
    open.length = 0
    const raw = new Database(path)
    raw
      .prepare('INSERT INTO __migrations (idx, tag, hash, applied_at) VALUES (?, ?, ?, ?)')
      .run(migrations.length, '9999_future', 'x', 1)
    raw.pragma('wal_checkpoint(TRUNCATE)')
    raw.close()
    const before = readFileSync(path)
    expect(() => coreAt(dir)).toThrow(/newer version of Review Reply.*left untouched/)
    expect(readFileSync(path).equals(before)).toBe(true)
  })

  it('refuses a database whose migration history differs from this build', () => {
    const dir = tempDir()
    const path = databaseFile(dir)
    coreAt(dir).close()
    open.length = 0
    const raw = new Database(path)
    raw.prepare('UPDATE __migrations SET hash = ? WHERE idx = 0').run('edited')
    raw.close()
    expect(() => openDatabase({ path, now: 0 })).toThrow(/does not match this version/)
  })

  it('keeps data files private (0600)', () => {
    if (process.platform === 'win32') return
    const dir = tempDir()
    coreAt(dir)
    expect(statSync(join(dir, 'review-reply.db')).mode & 0o777).toBe(0o600)
  })
})
