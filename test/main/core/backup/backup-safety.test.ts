import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createStartupLink, resolveSession } from '../../../../src/main/core/access/login-links'
import { sha256Hex } from '../../../../src/main/core/access/tokens'
import { backupDatabase, type BackupProgress } from '../../../../src/main/core/backup/backup'
import { restoreDatabase } from '../../../../src/main/core/backup/restore'
import { createCore, type Core } from '../../../../src/main/core/core'
import { run } from '../../../../src/main/core/commands/dispatch'
import { databaseFile } from '../../../../src/main/core/paths'
import { tempDir, testKeyProvider } from '../../../support/core'
import { openLink } from '../../../support/sign-in'

const openApp = (dataDir: string): Core => createCore({ dataDir, keyProvider: testKeyProvider() })

/** A data folder with some rows in it, and a backup of it made the documented way. */
async function backedUp(): Promise<{ dataDir: string; backup: string; link: string }> {
  const dataDir = tempDir()
  const app = openApp(dataDir)
  await run(app, { userId: app.ownerUserId }, 'workspaces.create', { name: 'Acme' })
  const link = createStartupLink(app, app.ownerUserId)
  app.close()
  const backup = join(tempDir(), 'acme.db')
  await backupDatabase(dataDir, backup)
  return { dataDir, backup, link }
}

/** Edits a backup the way an attacker with the file would. */
function tamper(file: string, sql: string, ...params: unknown[]): void {
  const db = new Database(file)
  db.prepare(sql).run(...params)
  db.close()
}

const FORGED_TOKEN = 'forged-session-token-forged-session-token'

describe('backups are owner-only from the first byte (finding 12)', () => {
  it('the file being written is 0600 at every step of the copy, and so is the finished backup', async () => {
    const dataDir = tempDir()
    const app = openApp(dataDir)
    // Enough rows for a copy of several steps (better-sqlite3 copies 100 pages per step).
    const insert = app.db.$client.prepare(
      'INSERT INTO app_state (key, value, updated_at) VALUES (?, ?, 0)',
    )
    for (let i = 0; i < 200; i++) insert.run(`filler.${i}`, 'x'.repeat(8000))
    app.close()
    const to = join(tempDir(), 'full.db')
    const seen: { mode: number; size: number; remaining: number }[] = []
    await backupDatabase(dataDir, to, {
      onProgress: (p: BackupProgress) => {
        const stat = statSync(p.file)
        seen.push({ mode: stat.mode & 0o777, size: stat.size, remaining: p.remainingPages })
      },
    })
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.every((s) => s.mode === 0o600)).toBe(true)
    expect(statSync(to).mode & 0o777).toBe(0o600)
  })
})

describe('restore accepts only an unaltered database and signs everyone out (finding 11)', () => {
  it('refuses a tampered backup with a trigger and a NULL-scope session for the owner, changing nothing', async () => {
    const { dataDir, backup } = await backedUp()
    const ownerId = new Database(backup, { readonly: true })
      .prepare('SELECT id FROM users ORDER BY created_at LIMIT 1')
      .pluck()
      .get()
    tamper(
      backup,
      "INSERT INTO sessions (id, token_hash, user_id, login_link_id, created_at, expires_at, revoked_at, scope) VALUES ('ses_forged', ?, ?, NULL, 0, 9999999999999, NULL, NULL)",
      sha256Hex(FORGED_TOKEN),
      ownerId,
    )
    tamper(
      backup,
      "CREATE TRIGGER keep_forged AFTER UPDATE ON sessions BEGIN UPDATE sessions SET revoked_at = NULL WHERE id = 'ses_forged'; END",
    )

    const before = readdirSync(dataDir).sort()
    expect(() => restoreDatabase(dataDir, backup, new Date())).toThrow(
      /not an unaltered Review Reply database.*trigger "keep_forged"/,
    )
    expect(readdirSync(dataDir).sort()).toEqual(before)
    const app = openApp(dataDir)
    expect(resolveSession(app, FORGED_TOKEN)).toBeNull()
    app.close()
  })

  it('refuses extra views, tables and indexes, and a changed table', async () => {
    for (const sql of [
      'CREATE VIEW everyone AS SELECT * FROM users',
      'CREATE TABLE notes (body TEXT)',
      'CREATE INDEX users_name ON users (name)',
      'DROP INDEX invitations_user',
    ]) {
      const { dataDir, backup } = await backedUp()
      tamper(backup, sql)
      expect(() => restoreDatabase(dataDir, backup, new Date()), sql).toThrow(
        /not an unaltered Review Reply database/,
      )
    }
  })

  it('restores an unaltered backup with every session and sign-in link revoked, a forged NULL-scope session included', async () => {
    const { dataDir, backup, link } = await backedUp()
    const ownerId = new Database(backup, { readonly: true })
      .prepare('SELECT id FROM users ORDER BY created_at LIMIT 1')
      .pluck()
      .get()
    tamper(
      backup,
      "INSERT INTO sessions (id, token_hash, user_id, login_link_id, created_at, expires_at, revoked_at, scope) VALUES ('ses_forged', ?, ?, NULL, 0, 9999999999999, NULL, NULL)",
      sha256Hex(FORGED_TOKEN),
      ownerId,
    )
    const restored = restoreDatabase(dataDir, backup, new Date())
    expect(statSync(databaseFile(dataDir)).mode & 0o777).toBe(0o600)
    expect(restored.file).toBe(databaseFile(dataDir))

    const app = openApp(dataDir)
    try {
      expect(resolveSession(app, FORGED_TOKEN)).toBeNull()
      // The start-up link in the backup was still unused when it was made: it no longer works.
      expect(openLink({ core: app } as Parameters<typeof openLink>[0], link)).toEqual({
        ok: false,
        reason: 'invalid',
      })
      const live = app.db.$client
        .prepare('SELECT count(*) FROM sessions WHERE revoked_at IS NULL')
        .pluck()
        .get()
      expect(live).toBe(0)
    } finally {
      app.close()
    }
  })
})
