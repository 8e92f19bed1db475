import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { credentials, workspaces } from '../../../../src/main/core/db/schema'
import { createTestCore, type TestCore } from '../../../support/core'
import { startSmtpServer, type TestSmtpServer } from '../../../support/smtp-server'

let t: TestCore | undefined
const servers: TestSmtpServer[] = []
afterEach(async () => {
  t?.core.close()
  t = undefined
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

async function smtp(options: Parameters<typeof startSmtpServer>[0] = {}) {
  const server = await startSmtpServer(options)
  servers.push(server)
  return server
}

const settings = (host: string, port: number, extra: Record<string, unknown> = {}) => ({
  workspaceId: t!.workspaceId,
  enabled: true,
  host,
  port,
  security: 'none' as const,
  user: 'digest',
  from: 'digest@example.com',
  recipients: ['team@example.com'],
  ...extra,
})

describe('the stored SMTP password is bound to the server it was entered for', () => {
  it('refuses a new host or port without the password again, and never sends it there', async () => {
    t = await createTestCore()
    const first = await smtp({ users: { digest: 'right' } })
    const second = await smtp({ users: { digest: 'right' } })
    await t.run('email.settings.set', settings('127.0.0.1', first.port, { password: 'right' }))

    for (const [host, port] of [
      ['127.0.0.1', second.port],
      ['localhost', first.port],
    ] as const) {
      const moved = await t.dispatch('email.settings.set', settings(host, port))
      expect(moved, `${host}:${port}`).toMatchObject({
        ok: false,
        error: {
          code: 'INVALID_INPUT',
          field: 'password',
          message: expect.stringContaining(`entered for 127.0.0.1:${first.port}`),
        },
      })
    }
    // Nothing changed: the test still goes to the first server, and only there.
    await t.run('email.test', { workspaceId: t.workspaceId })
    expect(first.mails).toHaveLength(1)
    expect(second.connections()).toBe(0)

    // Entered again for the new server: saved, and used there.
    await t.run('email.settings.set', settings('127.0.0.1', second.port, { password: 'right' }))
    await t.run('email.test', { workspaceId: t.workspaceId })
    expect(second.mails[0]?.user).toBe('digest')

    // Other fields of the same server keep the password.
    await t.run(
      'email.settings.set',
      settings('127.0.0.1', second.port, { recipients: ['b@example.com'] }),
    )
  })

  it('withholds the password when the settings were changed outside the app', async () => {
    t = await createTestCore()
    const first = await smtp({ users: { digest: 'right' } })
    const second = await smtp({ users: { digest: 'right' } })
    await t.run('email.settings.set', settings('127.0.0.1', first.port, { password: 'right' }))
    const row = t.core.db
      .select({ settings: workspaces.settings })
      .from(workspaces)
      .where(eq(workspaces.id, t.workspaceId))
      .get()
    const doc = JSON.parse(row!.settings) as { email: { port: number } }
    doc.email.port = second.port
    t.core.db
      .update(workspaces)
      .set({ settings: JSON.stringify(doc) })
      .where(eq(workspaces.id, t.workspaceId))
      .run()

    const sent = await t.dispatch('email.test', { workspaceId: t.workspaceId })
    expect(sent).toMatchObject({
      ok: false,
      error: { field: 'password', message: expect.stringContaining('never sent to') },
    })
    expect(second.connections()).toBe(0)
  })

  it('treats a password saved before servers were recorded as entered for the saved server', async () => {
    t = await createTestCore()
    const first = await smtp({ users: { digest: 'right' } })
    await t.run('email.settings.set', settings('127.0.0.1', first.port, { password: 'right' }))
    t.core.db.update(credentials).set({ metadata: '{}' }).run()
    await t.run('email.test', { workspaceId: t.workspaceId })
    expect(first.mails).toHaveLength(1)
    const moved = await t.dispatch('email.settings.set', settings('127.0.0.1', first.port + 1))
    expect(moved).toMatchObject({ ok: false, error: { field: 'password' } })
  })
})

describe('SMTP goes through the outbound gate', () => {
  it('refuses a loopback mail server once someone else is a member, and connects nowhere', async () => {
    t = await createTestCore()
    const server = await smtp()
    await t.run('email.settings.set', settings('127.0.0.1', server.port))
    await t.run('members.add', { workspaceId: t.workspaceId, name: 'Ada', role: 'admin' })

    const sent = await t.dispatch('email.test', { workspaceId: t.workspaceId })
    expect(sent).toMatchObject({
      ok: false,
      error: { field: 'host', message: expect.stringContaining('a loopback address') },
    })
    expect(server.connections()).toBe(0)
    // Saving it again is refused too, before anything connects.
    const saved = await t.dispatch('email.settings.set', settings('127.0.0.1', server.port))
    expect(saved).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'host' } })
  })

  it('refuses, when saving, a name that resolves to a private address', async () => {
    t = await createTestCore({ runtime: { loopbackOnly: false } })
    t.core.state.outbound.resolve = async () => [{ address: '10.1.2.3', family: 4 }]
    const saved = await t.dispatch(
      'email.settings.set',
      settings('smtp.internal.example', 587, { security: 'starttls' }),
    )
    expect(saved).toMatchObject({
      ok: false,
      error: {
        field: 'host',
        message: expect.stringContaining('smtp.internal.example resolves to 10.1.2.3'),
      },
    })
  })

  it('lets a named exception through (serve --allow-outbound)', async () => {
    t = await createTestCore({ runtime: { loopbackOnly: false, allowOutbound: ['127.0.0.1'] } })
    const server = await smtp()
    await t.run('email.settings.set', settings('127.0.0.1', server.port, { user: '' }))
    await t.run('email.test', { workspaceId: t.workspaceId })
    expect(server.mails).toHaveLength(1)
  })

  it('says in plain words that another service answered, without repeating what it said', async () => {
    t = await createTestCore()
    const server = await smtp({ banner: 'SSH-2.0-OpenSSH_9.2 internal-banner-secret' })
    await t.run('email.settings.set', settings('127.0.0.1', server.port))
    const sent = await t.dispatch('email.test', { workspaceId: t.workspaceId })
    expect(sent).toMatchObject({
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: `The server at 127.0.0.1:${server.port} did not answer as an SMTP server.`,
      },
    })
    expect(JSON.stringify(sent)).not.toMatch(/SSH|banner-secret/)
  })
})
