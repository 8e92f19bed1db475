import { execFile } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync, copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { run } from '../../../src/main/core/commands/dispatch'
import { createCore, type Core } from '../../../src/main/core/core'
import { databaseFile } from '../../../src/main/core/paths'
import { passphraseKeyProvider } from '../../../src/main/core/vault/passphrase-provider'
import { tempDir } from '../../support/core'

const exec = promisify(execFile)
const PASSPHRASE = 'backup test passphrase'

async function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['bin/review-reply.mjs', '--data-dir', dataDir, ...args], {
      env: { ...process.env, REVIEW_REPLY_VAULT_PASSPHRASE: PASSPHRASE },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

const openApp = (dataDir: string): Core => createCore({ dataDir, keyProvider: passphraseKeyProvider(PASSPHRASE) })
const workspaceNames = async (core: Core) => (await run(core, { userId: core.ownerUserId }, 'workspaces.list', {})).map((w) => w.name).sort()

describe('review-reply backup and restore', () => {
  it('backs up while the app has the database open and writing, then restores it once the app is stopped', async () => {
    const dataDir = tempDir()
    const backups = tempDir()
    const backupFile = join(backups, 'monday.db')
    const app = openApp(dataDir)
    const owner = { userId: app.ownerUserId }
    await run(app, owner, 'workspaces.create', { name: 'Before backup' })

    const backup = await cli(dataDir, 'backup', '--to', backupFile, '--json')
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(JSON.parse(backup.stdout)).toMatchObject({ file: backupFile, schema: expect.any(Number) })
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)
    expect(readdirSync(backups)).toEqual(['monday.db'])

    // The running app is undisturbed and keeps writing after the backup.
    await run(app, owner, 'workspaces.create', { name: 'After backup' })
    expect(await workspaceNames(app)).toContain('After backup')

    // Restoring under a running instance is refused, and nothing moves.
    const refused = await cli(dataDir, 'restore', backupFile)
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toContain('Review Reply is running on this data folder')
    expect(readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([])
    expect(await workspaceNames(app)).toContain('After backup')
    app.close()

    const restored = await cli(dataDir, 'restore', backupFile, '--json')
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    const { keptAside } = JSON.parse(restored.stdout) as { keptAside: string }
    expect(existsSync(keptAside)).toBe(true)

    const reopened = openApp(dataDir)
    // The first workspace created replaced the unused first-run one.
    expect(await workspaceNames(reopened)).toEqual(['Before backup'])
    reopened.close()
    // The database that was there before is kept aside, whole.
    const aside = new Database(keptAside, { readonly: true })
    expect(aside.prepare("SELECT count(*) AS n FROM workspaces WHERE name = 'After backup'").get()).toEqual({ n: 1 })
    aside.close()
  }, 120_000)

  it('never overwrites an existing backup file', async () => {
    const dataDir = tempDir()
    openApp(dataDir).close()
    const target = join(tempDir(), 'taken.db')
    writeFileSync(target, 'precious')
    const r = await cli(dataDir, 'backup', '--to', target)
    expect(r.code).not.toBe(0)
    expect(r.stderr).toContain('already exists')
  }, 60_000)

  it('refuses a backup from a newer schema, a foreign SQLite file and a non-database, leaving the data as it was', async () => {
    const dataDir = tempDir()
    const app = openApp(dataDir)
    await run(app, { userId: app.ownerUserId }, 'workspaces.create', { name: 'Keep me' })
    app.close()
    const dir = tempDir()

    const newer = join(dir, 'newer.db')
    copyFileSync(databaseFile(dataDir), newer)
    const db = new Database(newer)
    db.prepare('INSERT INTO __migrations (idx, tag, hash, applied_at) VALUES (99, ?, ?, 0)').run('0099_future', 'f'.repeat(64))
    db.close()

    const foreign = join(dir, 'foreign.db')
    const other = new Database(foreign)
    other.exec('CREATE TABLE notes (body TEXT)')
    other.close()

    const text = join(dir, 'notes.txt')
    writeFileSync(text, 'not a database at all')

    const cases: [string, string][] = [
      [newer, 'newer version of Review Reply'],
      [foreign, 'is not a Review Reply backup'],
      [text, 'is not a Review Reply backup'],
      [join(dir, 'missing.db'), 'does not exist'],
      [databaseFile(dataDir), "this data folder's own database"],
    ]
    for (const [file, message] of cases) {
      const r = await cli(dataDir, 'restore', file)
      expect(r.code, file).not.toBe(0)
      expect(r.stderr).toContain(message)
    }
    expect(readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([])
    const still = openApp(dataDir)
    expect(await workspaceNames(still)).toContain('Keep me')
    still.close()
  }, 120_000)

  it('puts the previous database back when the vault key cannot open the backup', async () => {
    const dataDir = tempDir()
    const app = openApp(dataDir)
    await run(app, { userId: app.ownerUserId }, 'workspaces.create', { name: 'Mine' })
    app.close()
    const strangerDir = tempDir()
    const stranger = createCore({ dataDir: strangerDir, keyProvider: passphraseKeyProvider('another passphrase') })
    stranger.close()
    const r = await cli(dataDir, 'restore', databaseFile(strangerDir))
    expect(r.code).not.toBe(0)
    expect(r.stderr).toContain('The previous database was put back')
    const still = openApp(dataDir)
    expect(await workspaceNames(still)).toContain('Mine')
    still.close()
  }, 120_000)
})
