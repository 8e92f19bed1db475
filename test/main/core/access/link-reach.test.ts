import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore, type TestCore } from '../../../support/core'
import { startSmtpServer, type TestSmtpServer } from '../../../support/smtp-server'

/** The base64 text parts of a received message, decoded. */
const decodedBodies = (data: string): string[] =>
  [...data.matchAll(/base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\r\n/g, ''), 'base64').toString('utf8'),
  )

let t: TestCore
let server: TestSmtpServer | undefined
afterEach(async () => {
  t?.core.close()
  await server?.close()
  server = undefined
})

async function withMailServer() {
  server = await startSmtpServer()
  await t.run('email.settings.set', {
    workspaceId: t.workspaceId,
    enabled: false,
    host: '127.0.0.1',
    port: server.port,
    security: 'none',
    user: '',
    from: 'reviews@example.com',
    recipients: [],
  })
}

describe('sign-in and invitation links that reach people', () => {
  it('with --public-url, links use it, and "Send by e-mail" sends the invitation to the invited address only', async () => {
    t = await createTestCore({ runtime: { allowOutbound: ['127.0.0.1'] } })
    t.core.runtime.uiBaseUrl = 'https://reviews.example.com'
    await withMailServer()
    const invited = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'Ana@Example.com',
      role: 'editor',
      sendEmail: true,
    })
    expect(invited).toMatchObject({
      origin: 'https://reviews.example.com',
      thisComputerOnly: false,
      emailed: { sentTo: 'ana@example.com' },
    })
    expect(server?.mails.map((m) => m.to)).toEqual([['ana@example.com']])
    expect(decodedBodies(server?.mails[0]?.data ?? '').join('\n')).toContain(
      `https://reviews.example.com${invited.path}`,
    )

    const member = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Bo',
      role: 'viewer',
    })
    const link = await t.run('loginLinks.create', {
      workspaceId: t.workspaceId,
      memberId: member.id,
    })
    expect(link).toMatchObject({ origin: 'https://reviews.example.com', thisComputerOnly: false })
  })

  it('a 127.0.0.1 link says it opens only on this computer, and is not e-mailed', async () => {
    t = await createTestCore({ runtime: { allowOutbound: ['127.0.0.1'] } })
    t.core.runtime.uiBaseUrl = 'http://127.0.0.1:4848'
    await withMailServer()
    const invited = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'ana@example.com',
      role: 'editor',
      sendEmail: true,
    })
    expect(invited).toMatchObject({
      origin: 'http://127.0.0.1:4848',
      thisComputerOnly: true,
      emailed: { error: expect.stringMatching(/only on this computer.*--public-url/) },
    })
    expect(server?.mails).toEqual([])
  })

  it('without a mail server, asking to e-mail says so and the link still works', async () => {
    t = await createTestCore()
    t.core.runtime.uiBaseUrl = 'https://reviews.example.com'
    const invited = await t.run('members.invite', {
      workspaceId: t.workspaceId,
      email: 'ana@example.com',
      role: 'editor',
      sendEmail: true,
    })
    expect(invited.emailed).toEqual({ error: expect.stringMatching(/No mail server/) })
    expect(invited.path).toMatch(/^\/login\?token=/)
  })
})
