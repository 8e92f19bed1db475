import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { request } from 'undici'
import { eq } from 'drizzle-orm'
import { appState } from '../../../src/main/core/db/schema'
import { startBridge, type BridgeServer } from '../../../src/main/serve/bridge'
import { loadConnection } from '../../../src/main/remote/connection-store'
import { TeamServerMode } from '../../../src/main/remote/team-server-mode'
import type { ChangeNotice } from '../../../src/shared/bridge'
import type { SessionDto, WorkspaceDto } from '../../../src/shared/dto/workspaces'
import type { TeamServerStatusDto } from '../../../src/shared/dto/team-server'
import { createTestCore, type TestCore } from '../../support/core'
import { makeTestCa, type TestCa } from '../../support/test-ca'

let ca: TestCa
let server: TestCore
let bridge: BridgeServer
let teamWorkspace: string

/** A personal sign-in link for a new editor of the team workspace, as an admin would make it. */
async function newMemberLink(name: string): Promise<{ link: string; linkId: string }> {
  const member = await server.run('members.add', { workspaceId: teamWorkspace, name, role: 'editor' })
  const created = await server.run('loginLinks.create', { workspaceId: teamWorkspace, memberId: member.id })
  return { link: `${bridge.url}${created.path}`, linkId: created.id }
}

function desktop(core: TestCore) {
  const notices: ChangeNotice[] = []
  const mode = new TeamServerMode(core.core, (n) => notices.push(n))
  core.core.runtime.teamServer = mode
  const run = mode.dispatchAs(core.owner)
  return { mode, run, notices }
}

beforeAll(async () => {
  ca = makeTestCa(['127.0.0.2'])
  server = await createTestCore()
  teamWorkspace = server.workspaceId
  await server.run('workspaces.rename', { workspaceId: teamWorkspace, name: 'Team HQ' })
  bridge = await startBridge(server.core, {
    port: 0,
    host: '127.0.0.2',
    tls: { cert: readFileSync(ca.certFile), key: readFileSync(ca.keyFile) },
  })
})
afterAll(async () => {
  await bridge.close()
  server.core.close()
})

describe('the desktop app as a client of a team server', () => {
  it('works locally by default, then as the member on the team server, and back after disconnecting', async () => {
    const local = await createTestCore()
    const d = desktop(local)
    const { link } = await newMemberLink('Dana Desk')

    expect(await d.run('teamServer.status', {})).toMatchObject({ ok: true, value: { mode: 'local', serverUrl: null } })
    const before = (await d.run('workspaces.list', {})) as { ok: true; value: WorkspaceDto[] }
    expect(before.value.map((w) => w.name)).toEqual(['My workspace'])

    // Verification stays on: without the team's CA the certificate is refused in plain words.
    const untrusted = await d.run('teamServer.connect', { link })
    expect(untrusted).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', field: 'caFile' } })
    expect(untrusted.ok || untrusted.error.message).toMatch(/does not trust.*CA certificate/)

    const connected = await d.run('teamServer.connect', { link, caFile: ca.caFile })
    expect(connected).toEqual({
      ok: true,
      value: { mode: 'remote', serverUrl: bridge.url, member: { name: 'Dana Desk' }, caFile: ca.caFile, problem: null },
    })

    const session = (await d.run('session.get', {})) as { ok: true; value: SessionDto }
    expect(session.value.user.name).toBe('Dana Desk')
    const teamList = (await d.run('workspaces.list', {})) as { ok: true; value: WorkspaceDto[] }
    expect(teamList.value.map((w) => w.name)).toEqual(['Team HQ'])
    expect(teamList.value[0]?.role).toBe('editor')
    // Roles are the server's: an editor cannot rename the team workspace from the desktop either.
    expect(await d.run('workspaces.rename', { workspaceId: teamWorkspace, name: 'Mine now' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })

    // The team server's change feed reaches the desktop window.
    await vi.waitFor(() => {
      server.core.signals.emit('changed', teamWorkspace, 'reviews')
      expect(d.notices).toContainEqual({ workspaceId: teamWorkspace, what: 'reviews' })
    })

    // The session is sealed with this computer's vault: not in plain text in the database.
    const stored = local.core.db.select().from(appState).where(eq(appState.key, 'team_server_connection')).get()
    const cookie = loadConnection(local.core)?.cookie ?? ''
    expect(cookie).toMatch(/^__Host-rr_session=.{20,}/)
    expect(stored?.value).not.toContain(cookie.split('=')[1])

    // After a restart the desktop is still connected as Dana.
    await d.mode.close()
    const again = desktop(local)
    again.mode.restore()
    const restored = (await again.run('session.get', {})) as { ok: true; value: SessionDto }
    expect(restored.value.user.name).toBe('Dana Desk')

    const disconnected = await again.run('teamServer.disconnect', {})
    expect(disconnected).toMatchObject({ ok: true, value: { mode: 'local', member: null } })
    const after = (await again.run('workspaces.list', {})) as { ok: true; value: WorkspaceDto[] }
    expect(after.value.map((w) => w.name)).toEqual(['My workspace'])
    expect(loadConnection(local.core)).toBeNull()
    // Disconnecting signed the session out on the server too.
    const stale = await request(`${bridge.url}/rpc/session.get`, {
      method: 'POST',
      headers: { cookie, 'x-review-reply': '1', 'content-type': 'application/json' },
      body: '{}',
      dispatcher: new (await import('undici')).Agent({ connect: { ca: ca.caPem } }),
    })
    await stale.body.dump()
    expect(stale.statusCode).toBe(401)
    local.core.close()
  })

  it('says so when the team server ends the session, and keeps the desktop usable', async () => {
    const local = await createTestCore()
    const d = desktop(local)
    const { link, linkId } = await newMemberLink('Rex Revoked')
    expect((await d.run('teamServer.connect', { link, caFile: ca.caFile })).ok).toBe(true)
    await server.run('loginLinks.revoke', { workspaceId: teamWorkspace, linkId })

    const refused = await d.run('workspaces.list', {})
    expect(refused).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } })
    expect(refused.ok || refused.error.message).toContain('Sign in again under Settings → Team server')
    const status = (await d.run('teamServer.status', {})) as { ok: true; value: TeamServerStatusDto }
    expect(status.value).toMatchObject({ mode: 'remote', problem: expect.stringContaining('ended') })
    expect((await d.run('teamServer.disconnect', {})).ok).toBe(true)
    local.core.close()
  })

  it('refuses links that are not sign-in links, plain http to another machine, and unreadable CA files', async () => {
    const local = await createTestCore()
    const d = desktop(local)
    const cases: [Record<string, string>, RegExp][] = [
      [{ link: 'hello' }, /not a link/],
      [{ link: 'http://reviews.example.com/login?token=abc' }, /must start with https/],
      [{ link: `${bridge.url}/settings` }, /not a Review Reply sign-in link/],
      [{ link: `${bridge.url}/login?token=abc`, caFile: '/nonexistent/ca.pem' }, /Cannot read the CA certificate/],
      [{ link: `${bridge.url}/login?token=abc`, caFile: ca.keyFile }, /not a PEM certificate/],
      [{ link: `${bridge.url}/login?token=wrong`, caFile: ca.caFile }, /did not accept this sign-in link/],
    ]
    for (const [input, message] of cases) {
      const r = await d.run('teamServer.connect', input)
      expect(r.ok, JSON.stringify(input)).toBe(false)
      expect(r.ok || r.error.message).toMatch(message)
    }
    expect((await d.run('teamServer.status', {})) as { ok: true; value: TeamServerStatusDto }).toMatchObject({ value: { mode: 'local' } })
    local.core.close()
  })

  it('in the team server itself (browser UI), shows its own address and refuses to connect elsewhere', async () => {
    server.core.runtime.uiBaseUrl = bridge.url
    expect(await server.dispatch('teamServer.status', {})).toMatchObject({ ok: true, value: { mode: 'server', serverUrl: bridge.url } })
    expect(await server.dispatch('teamServer.connect', { link: `${bridge.url}/login?token=x` })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
  })
})
