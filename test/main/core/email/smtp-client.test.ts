import { afterEach, describe, expect, it } from 'vitest'
import { buildMessage } from '../../../../src/main/core/email/message'
import {
  dotStuff,
  sendMail as sendThrough,
  type Envelope,
  type SmtpTarget,
} from '../../../../src/main/core/email/smtp/client'
import { SmtpError } from '../../../../src/main/core/email/smtp/errors'
import {
  pinAddresses,
  systemResolver,
  type AddressGate,
  type Resolver,
} from '../../../../src/main/core/http/gate'
import { startSmtpServer, type TestSmtpServer } from '../../../support/smtp-server'

let server: TestSmtpServer | undefined
let other: TestSmtpServer | undefined
afterEach(async () => {
  await server?.close()
  await other?.close()
  server = undefined
  other = undefined
})

/** One person's machine: the gate lets local servers through. */
const local: AddressGate = (host) =>
  pinAddresses(host, { allowPrivate: true, allowlist: [] }, systemResolver)
const sendMail = (target: SmtpTarget, envelope: Envelope, gate: AddressGate = local) =>
  sendThrough(target, envelope, gate)

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
      message: expect.stringMatching(
        /^Authentication failed: .*refused the user name or password for ana \(SMTP reply 535\)\.$/,
      ),
    })
    await expect(
      send({ user: 'ana', password: 'secret' }, ['team@example.com', 'gone@example.com']),
    ).rejects.toMatchObject({
      code: 'recipient_refused',
      message: expect.stringContaining('refused the recipient gone@example.com (SMTP reply 550)'),
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
      message: `Could not connect to 127.0.0.1:${port}: nothing answers on that port; check the host and port.`,
    })
  })

  it('says a service that is not SMTP did not answer as an SMTP server, without repeating its banner', async () => {
    server = await startSmtpServer({ banner: 'SSH-2.0-OpenSSH_9.2 internal-banner-secret' })
    const error = (await sendMail(
      { host: '127.0.0.1', port: server.port, security: 'none' },
      { from: 'a@example.com', to: ['b@example.com'], message: 'x' },
    ).catch((e: unknown) => e)) as SmtpError
    expect(error).toBeInstanceOf(SmtpError)
    expect(error.message).toBe(
      `The server at 127.0.0.1:${server.port} did not answer as an SMTP server.`,
    )
    expect(error.message).not.toMatch(/SSH|banner-secret/)
  })

  it('connects only through the gate: a refused host is never connected to', async () => {
    server = await startSmtpServer({ users: { ana: 'secret' } })
    const guarded: AddressGate = (host) =>
      pinAddresses(host, { allowPrivate: false, allowlist: [] }, systemResolver)
    for (const host of ['127.0.0.1', 'localhost']) {
      await expect(
        sendMail(
          { host, port: server.port, security: 'none' },
          { from: 'a@example.com', to: ['b@example.com'], message: 'x' },
          guarded,
        ),
      ).rejects.toMatchObject({
        code: 'refused',
        message: expect.stringContaining('a loopback address'),
      })
    }
    expect(server.connections()).toBe(0)
  })

  it('connects to the address the gate checked, even when the name would resolve elsewhere later', async () => {
    server = await startSmtpServer({ host: '127.0.0.1' })
    other = await startSmtpServer({ host: '127.0.0.2', port: server.port })
    let lookups = 0
    // Rebinding: the first answer is the allowed relay, every later one another address.
    const rebinding: Resolver = async () => [
      { address: lookups++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 },
    ]
    const gate: AddressGate = (host) =>
      pinAddresses(host, { allowPrivate: false, allowlist: ['127.0.0.1'] }, rebinding)
    await sendMail(
      { host: 'relay.lan', port: server.port, security: 'none' },
      { from: 'a@example.com', to: ['b@example.com'], message: 'x' },
      gate,
    )
    expect(server.mails).toHaveLength(1)
    expect(other.connections()).toBe(0)
    expect(lookups).toBe(1)
  })

  it('dot-stuffs every line that starts with a dot', () => {
    expect(dotStuff('.a\n.b\r\nc.\n..d')).toBe('..a\r\n..b\r\nc.\r\n...d')
  })
})
