import { afterEach, describe, expect, it } from 'vitest'
import { buildMessage } from '../../../../src/main/core/email/message'
import { dotStuff, sendMail } from '../../../../src/main/core/email/smtp/client'
import { SmtpError } from '../../../../src/main/core/email/smtp/errors'
import { startSmtpServer, type TestSmtpServer } from '../../../support/smtp-server'

let server: TestSmtpServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const message = (text = 'Hello\n.hidden line\n..two dots') =>
  buildMessage({
    from: 'digest@example.com',
    to: ['team@example.com'],
    subject: 'Weekly digest · Notes',
    text,
    html: '<p>Hello</p>',
    date: Date.UTC(2026, 10, 9, 8),
  })

function decodedParts(data: string): string[] {
  return [...data.matchAll(/base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\r\n/g, ''), 'base64').toString('utf8'),
  )
}

describe('SMTP client', () => {
  it('upgrades with STARTTLS, signs in with PLAIN and delivers a multipart message', async () => {
    server = await startSmtpServer({ starttls: true, users: { ana: 'pa ss' } })
    await sendMail(
      {
        host: 'localhost',
        port: server.port,
        security: 'starttls',
        user: 'ana',
        password: 'pa ss',
        ca: server.ca ?? '',
      },
      { from: 'digest@example.com', to: ['team@example.com'], message: message() },
    )
    const [mail] = server.mails
    expect(mail).toMatchObject({
      from: 'digest@example.com',
      to: ['team@example.com'],
      secure: true,
      user: 'ana',
    })
    expect(mail?.data).toContain('Subject: =?UTF-8?B?')
    expect(mail?.data).toContain('Content-Type: multipart/alternative')
    // Lines starting with a dot survive the trip (dot-stuffing undone by the server).
    expect(decodedParts(mail?.data ?? '')).toEqual([
      'Hello\r\n.hidden line\r\n..two dots',
      '<p>Hello</p>',
    ])
  })

  it('signs in with LOGIN when the server offers only that', async () => {
    server = await startSmtpServer({ starttls: true, auth: ['LOGIN'], users: { ana: 'secret' } })
    await sendMail(
      {
        host: '127.0.0.1',
        port: server.port,
        security: 'starttls',
        user: 'ana',
        password: 'secret',
        ca: server.ca ?? '',
      },
      { from: 'digest@example.com', to: ['team@example.com'], message: message('hi') },
    )
    expect(server.mails[0]?.user).toBe('ana')
  })

  it('says plainly when the password, a recipient or STARTTLS is refused, and never sends', async () => {
    server = await startSmtpServer({
      starttls: true,
      users: { ana: 'secret' },
      refuse: ['gone@example.com'],
    })
    const target = {
      host: 'localhost',
      port: server.port,
      security: 'starttls' as const,
      ca: server.ca ?? '',
    }
    const send = (extra: object, to = ['team@example.com']) =>
      sendMail({ ...target, ...extra }, { from: 'digest@example.com', to, message: message('x') })

    await expect(send({ user: 'ana', password: 'wrong' })).rejects.toMatchObject({
      code: 'auth_refused',
      message: expect.stringContaining('refused the user name or password for ana (535'),
    })
    await expect(
      send({ user: 'ana', password: 'secret' }, ['team@example.com', 'gone@example.com']),
    ).rejects.toMatchObject({
      code: 'recipient_refused',
      message: expect.stringContaining('refused the recipient gone@example.com (550'),
    })
    // Without the test CA the self-signed certificate is not trusted.
    await expect(
      sendMail(
        {
          host: 'localhost',
          port: server.port,
          security: 'starttls',
          user: 'ana',
          password: 'secret',
        },
        {
          from: 'digest@example.com',
          to: ['team@example.com'],
          message: message('x'),
        },
      ),
    ).rejects.toMatchObject({ code: 'tls_failed' })
    expect(server.mails).toHaveLength(0)
  })

  it('refuses to send a password unencrypted, and reports a server without STARTTLS', async () => {
    server = await startSmtpServer({ users: { ana: 'secret' } })
    await expect(
      sendMail(
        { host: 'mail.example.com', port: 25, security: 'none', user: 'ana', password: 'secret' },
        { from: 'digest@example.com', to: ['team@example.com'], message: message('x') },
      ),
    ).rejects.toMatchObject({ code: 'tls_failed' })
    await expect(
      sendMail(
        {
          host: '127.0.0.1',
          port: server.port,
          security: 'starttls',
          user: 'ana',
          password: 'secret',
        },
        { from: 'digest@example.com', to: ['team@example.com'], message: message('x') },
      ),
    ).rejects.toMatchObject({ code: 'starttls_unavailable' })
  })

  it('gives up on a server that never answers, and names the step', async () => {
    server = await startSmtpServer({ silent: true })
    const error = await sendMail(
      { host: '127.0.0.1', port: server.port, security: 'none', timeoutMs: 200 },
      { from: 'digest@example.com', to: ['team@example.com'], message: message('x') },
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmtpError)
    expect(error).toMatchObject({
      code: 'timeout',
      message: expect.stringContaining('did not answer within'),
    })
  })

  it('reports a closed port as nothing answering', async () => {
    const probe = await startSmtpServer()
    const port = probe.port
    await probe.close()
    await expect(
      sendMail(
        { host: '127.0.0.1', port, security: 'none' },
        { from: 'a@example.com', to: ['b@example.com'], message: 'x' },
      ),
    ).rejects.toMatchObject({
      code: 'connect_failed',
      message: expect.stringContaining('Nothing answers'),
    })
  })

  it('dot-stuffs every line that starts with a dot', () => {
    expect(dotStuff('.a\n.b\r\nc.\n..d')).toBe('..a\r\n..b\r\nc.\r\n...d')
  })
})
