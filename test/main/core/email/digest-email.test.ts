import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { credentials } from '../../../../src/main/core/db/schema'
import { sendDueDigestEmails } from '../../../../src/main/core/email/digest-emails'
import { createTestCore, type TestCore } from '../../../support/core'
import { startSmtpServer, type TestSmtpServer } from '../../../support/smtp-server'
import { addApp, insertReviews } from '../insights/support'

let t: TestCore
let server: TestSmtpServer | undefined
afterEach(async () => {
  t?.core.close()
  await server?.close()
  server = undefined
})

const NOW = Date.parse('2026-11-09T09:00:00Z')
const HOUR = 3_600_000

function decoded(data: string): string[] {
  return [...data.matchAll(/base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\r\n/g, ''), 'base64').toString('utf8'),
  )
}

async function configure(port: number, extra: Record<string, unknown> = {}) {
  return t.run('email.settings.set', {
    workspaceId: t.workspaceId,
    enabled: true,
    host: '127.0.0.1',
    port,
    security: 'none',
    user: 'digest',
    password: 's3cret-pass',
    from: 'digest@example.com',
    recipients: ['Team@Example.com'],
    ...extra,
  })
}

describe('e-mail channel', () => {
  it('keeps the password in the vault, never in settings or answers, and sends a test', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    server = await startSmtpServer({ users: { digest: 's3cret-pass' } })
    const saved = await configure(server.port)
    expect(saved).toMatchObject({ hasPassword: true, recipients: ['team@example.com'] })
    expect(JSON.stringify(saved)).not.toContain('s3cret')
    const settingsDoc = t.core.db.$client
      .prepare('select settings from workspaces where id = ?')
      .get(t.workspaceId) as {
      settings: string
    }
    expect(settingsDoc.settings).not.toContain('s3cret')
    const sealed = t.core.db.select().from(credentials).all()
    expect(sealed.map((c) => c.kind)).toEqual(['smtp_password'])
    expect(sealed[0]?.ciphertext.toString('latin1')).not.toContain('s3cret')

    // Saving again without a password keeps it.
    await configure(server.port, {
      password: undefined,
      recipients: ['a@example.com', 'b@example.com'],
    })
    const result = await t.run('email.test', { workspaceId: t.workspaceId })
    expect(result.sentTo).toEqual(['a@example.com', 'b@example.com'])
    expect(server.mails[0]).toMatchObject({
      user: 'digest',
      to: ['a@example.com', 'b@example.com'],
    })
  })

  it('explains a refused password and sends nothing', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    server = await startSmtpServer({ users: { digest: 'other' } })
    await configure(server.port)
    const result = await t.dispatch('email.test', { workspaceId: t.workspaceId })
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'UNAVAILABLE',
        message: expect.stringContaining('refused the user name or password'),
      },
    })
    expect(server.mails).toHaveLength(0)
  })

  it('refuses unencrypted mail to another computer, incomplete settings, and non-admins', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const plain = await t.dispatch('email.settings.set', {
      workspaceId: t.workspaceId,
      enabled: true,
      host: 'smtp.example.com',
      port: 25,
      security: 'none',
      user: '',
      from: 'digest@example.com',
      recipients: ['team@example.com'],
    })
    expect(plain).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'security' } })
    const noRecipients = await t.dispatch('email.settings.set', {
      workspaceId: t.workspaceId,
      enabled: true,
      host: 'smtp.example.com',
      port: 587,
      security: 'starttls',
      user: '',
      from: 'digest@example.com',
      recipients: [],
    })
    expect(noRecipients).toMatchObject({ ok: false, error: { field: 'recipients' } })
    const badAddress = await t.dispatch('email.settings.set', {
      workspaceId: t.workspaceId,
      enabled: false,
      host: 'smtp.example.com',
      port: 587,
      security: 'starttls',
      user: '',
      from: 'digest@example.com',
      recipients: ['team@example.com\r\nBcc: x@evil.test'],
    })
    expect(badAddress).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    const editor = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Ed',
      role: 'editor',
    })
    const denied = await t.dispatch(
      'email.settings.get',
      { workspaceId: t.workspaceId },
      { userId: editor.userId },
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
  })

  it('e-mails each weekly digest once, escaped, and retries after a failure', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    await t.run('insights.digestSettings.set', {
      workspaceId: t.workspaceId,
      day: 'monday',
      hour: 9,
      timeZone: 'UTC',
    })
    server = await startSmtpServer({ users: { digest: 's3cret-pass' } })
    const port = server.port
    await server.close()
    server = undefined
    await configure(port)
    const app = await addApp(t, 'Notes <b>', Date.parse('2026-09-01T00:00:00Z'))
    insertReviews(t.core, app, [
      { rating: 1, createdAt: NOW - 48 * HOUR, body: '<script>alert(1)</script> crashes' },
    ])
    await t.run('insights.digests.runNow', { workspaceId: t.workspaceId })

    // Nothing listens: the e-mail waits for a retry and the settings say why.
    expect(await sendDueDigestEmails(t.core)).toBe(0)
    const failing = await t.run('email.settings.get', { workspaceId: t.workspaceId })
    expect(failing.lastError).toBe(
      `Could not connect to 127.0.0.1:${port}: nothing answers on that port; check the host and port.`,
    )

    // Another port is another server: the password is entered again for it.
    server = await startSmtpServer({ users: { digest: 's3cret-pass' } })
    await configure(server.port)
    expect(await sendDueDigestEmails(t.core)).toBe(0) // not due yet
    t.clock.advance(6 * 60_000)
    expect(await sendDueDigestEmails(t.core)).toBe(1)
    expect(await sendDueDigestEmails(t.core)).toBe(0)
    expect(server.mails).toHaveLength(1)
    const [text, html] = decoded(server.mails[0]?.data ?? '')
    expect(text).toContain('Weekly digest: Notes <b>, 2 Nov – 9 Nov 2026')
    expect(text).toContain('Answered: 0 of 1 (0 %): reply on the store or awaiting it')
    expect(text).toContain('<script>alert(1)</script> crashes')
    expect(html).toContain('Notes &#60;b&#62;')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; crashes')
    expect(html).not.toContain('<script>')
    const ok = await t.run('email.settings.get', { workspaceId: t.workspaceId })
    expect(ok).toMatchObject({ lastError: null, lastSentAt: NOW + 6 * 60_000 })
  })
})
