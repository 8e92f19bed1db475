import { describe, expect, it } from 'vitest'
import { canonicalWords } from '../../../src/main/cli/registry'
import { cli } from '../../support/cli'
import { tempDir } from '../../support/core'

describe('review-reply CLI', () => {
  it('creates and lists workspaces and apps, with --json on stdout', async () => {
    const dir = tempDir()
    const created = await cli(dir, 'workspace', 'create', '--name', 'Acme', '--json')
    expect(created.code).toBe(0)
    const ws = JSON.parse(created.stdout) as { id: string; name: string; role: string }
    expect(ws).toMatchObject({ name: 'Acme', role: 'admin' })

    const app = await cli(dir, 'app', 'add', '--workspace', 'Acme', '--name', 'Notes', '--google-play-package', 'com.acme.notes', '--app-store-id', '1234567890', '--json')
    expect(app.code).toBe(0)
    expect(JSON.parse(app.stdout)).toMatchObject({ name: 'Notes', listings: [{ store: 'app_store' }, { store: 'google_play' }] })

    const renamed = await cli(dir, 'workspace', 'rename', '--workspace', 'Acme', '--name', 'Acme Mobile')
    expect(renamed.code).toBe(0)

    // The unused first-run workspace was replaced: Acme is the only one, so the app opens it.
    const list = await cli(dir, 'workspace', 'list', '--json')
    expect((JSON.parse(list.stdout) as { name: string }[]).map((w) => w.name)).toEqual(['Acme Mobile'])
  }, 60_000)

  it('names resources with plural nouns and keeps the singular spellings as aliases', async () => {
    const dir = tempDir()
    expect((await cli(dir, 'workspaces', 'create', '--name', 'Acme')).code).toBe(0)
    expect((await cli(dir, 'apps', 'add', '--name', 'Notes', '--app-store-id', '1234567890')).code).toBe(0)
    const plural = await cli(dir, 'apps', 'list', '--json')
    const singular = await cli(dir, 'app', 'list', '--json')
    expect(plural.code).toBe(0)
    expect(singular.stdout).toBe(plural.stdout)
    expect((JSON.parse(plural.stdout) as { name: string }[]).map((a) => a.name)).toEqual(['Notes'])

    const help = await cli(dir, '--help')
    expect(help.stdout).toContain('webhooks create --workspace W --url U')
    expect(help.stdout).not.toMatch(/^ {2}webhooks? add/m)
    expect(help.stdout).toContain('Earlier verbs work too: webhooks add')
    // The resource and the verb are the command's (`webhooks.create`); both earlier spellings run it.
    expect(canonicalWords(['webhook', 'add', 'x'])).toEqual(['webhooks', 'create', 'x'])
    expect(canonicalWords(['webhooks', 'add'])).toEqual(['webhooks', 'create'])
    expect(canonicalWords(['reply', 'approve', 'rev_1'])).toEqual(['replies', 'approve', 'rev_1'])
    expect(canonicalWords(['apps', 'add'])).toEqual(['apps', 'add'])
    expect(canonicalWords(['constructor', 'add'])).toEqual(['constructor', 'add'])
    expect(help.stdout).toContain('Singular spellings work too: workspace …')
  }, 60_000)

  it('replaces the first-run workspace only while nobody has used it', async () => {
    const names = async (dir: string) =>
      (JSON.parse((await cli(dir, 'workspace', 'list', '--json')).stdout) as { name: string }[]).map((w) => w.name)

    // Used: an app was added to it before the first `workspace create`.
    const used = tempDir()
    expect((await cli(used, 'app', 'add', '--name', 'Notes', '--app-store-id', '1234567890')).code).toBe(0)
    expect((await cli(used, 'workspace', 'create', '--name', 'Acme')).code).toBe(0)
    expect(await names(used)).toEqual(['My workspace', 'Acme'])

    // Renamed by a person: theirs now, kept.
    const renamed = tempDir()
    expect((await cli(renamed, 'workspace', 'rename', '--workspace', 'My workspace', '--name', 'Home')).code).toBe(0)
    expect((await cli(renamed, 'workspace', 'create', '--name', 'Acme')).code).toBe(0)
    expect(await names(renamed)).toEqual(['Home', 'Acme'])

    // Only the first-run workspace is ever replaced: a second create keeps the first one made.
    const fresh = tempDir()
    expect((await cli(fresh, 'workspace', 'create', '--name', 'Acme')).code).toBe(0)
    expect((await cli(fresh, 'workspace', 'create', '--name', 'Beta')).code).toBe(0)
    expect(await names(fresh)).toEqual(['Acme', 'Beta'])
  }, 120_000)

  it('reports bad input, unknown things and duplicates with distinct exit codes and JSON errors on stderr', async () => {
    const dir = tempDir()
    const bad = await cli(dir, 'app', 'add', '--name', 'X', '--google-play-package', 'not a package', '--json')
    expect(bad.code).toBe(2)
    expect(bad.stdout).toBe('')
    expect(JSON.parse(bad.stderr)).toMatchObject({ error: { code: 'INVALID_INPUT', message: expect.stringContaining('com.example.app') } })

    const missing = await cli(dir, 'app', 'list', '--workspace', 'Nope')
    expect(missing.code).toBe(3)
    expect(missing.stderr).toContain('Workspace "Nope" not found')

    await cli(dir, 'app', 'add', '--name', 'A', '--app-store-id', '1234567890')
    const duplicate = await cli(dir, 'app', 'add', '--name', 'B', '--app-store-id', '1234567890')
    expect(duplicate.code).toBe(5)
    expect(duplicate.stderr).toContain('already added')

    const unknown = await cli(dir, 'frobnicate')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command')
  }, 60_000)

  it('refuses a corrupt database with a clear message', async () => {
    const dir = tempDir()
    const { writeFileSync } = await import('node:fs')
    writeFileSync(`${dir}/review-reply.db`, 'garbage garbage garbage garbage garbage garbage')
    const res = await cli(dir, 'workspace', 'list')
    expect(res.code).toBe(5)
    expect(res.stderr).toMatch(/corrupt.*left untouched/)
  }, 60_000)
})
