import { connect as netConnect, isIP, type Socket } from 'node:net'
import { connect as tlsConnect, type TLSSocket } from 'node:tls'
import { SmtpError } from './errors'
import { ReplyReader, type SmtpReply } from './replies'

type SmtpSecurity = 'starttls' | 'tls' | 'none'

export interface SmtpTarget {
  host: string
  port: number
  /** `tls`: TLS from the first byte (port 465); `starttls`: upgrade before anything else (587). */
  security: SmtpSecurity
  user?: string | null
  password?: string | null
  /** Extra trusted certificates (tests, a company CA); the system's are always trusted. */
  ca?: string | Buffer
  timeoutMs?: number
}

export interface Envelope {
  from: string
  to: string[]
  /** The whole RFC 5322 message, CRLF line ends, ASCII only. */
  message: string
}

const DEFAULT_TIMEOUT = 30_000
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/** "." at the start of a line is doubled so it cannot end the DATA section (RFC 5321 §4.5.2). */
export function dotStuff(message: string): string {
  const crlf = message.replace(/\r?\n/g, '\r\n')
  return crlf.replace(/^\./, '..').replace(/\r\n\./g, '\r\n..')
}

function where(t: SmtpTarget): string {
  return `${t.host}:${t.port}`
}

/**
 * Sends one message over SMTP (RFC 5321): EHLO, STARTTLS when asked, AUTH PLAIN or LOGIN,
 * MAIL FROM, RCPT TO, DATA, QUIT. Every failure is an SmtpError that says what to fix.
 */
export async function sendMail(target: SmtpTarget, envelope: Envelope): Promise<void> {
  if (target.security === 'none' && target.password && !LOOPBACK.has(target.host))
    throw new SmtpError(
      'tls_failed',
      'A password is only sent over an encrypted connection: choose STARTTLS or TLS, or a mail relay on this computer.',
    )
  const timeoutMs = target.timeoutMs ?? DEFAULT_TIMEOUT
  const reader = new ReplyReader()
  let socket: Socket | TLSSocket = await open(target, timeoutMs)
  reader.attach(socket)
  let step = 'greeting'
  const onTimeout = () => {
    reader.fail(
      new SmtpError(
        'timeout',
        `The mail server at ${where(target)} did not answer within ${Math.round(timeoutMs / 1000)} s (${step}).`,
      ),
    )
    socket.destroy()
  }
  socket.setTimeout(timeoutMs, onTimeout)

  const read = async (): Promise<SmtpReply> => {
    try {
      return await reader.read()
    } catch (e) {
      if (e instanceof SmtpError) throw e
      throw new SmtpError(
        'connect_failed',
        `The mail server at ${where(target)} closed the connection (${step}): ${(e as Error).message}`,
      )
    }
  }
  const command = async (line: string, label: string): Promise<SmtpReply> => {
    step = label
    socket.write(`${line}\r\n`)
    return read()
  }
  const expect = (reply: SmtpReply, ok: number[], code: SmtpError['code'], what: string) => {
    if (!ok.includes(reply.code))
      throw new SmtpError(
        code,
        `${what} (${reply.code} ${reply.lines.join(' ').trim()})`,
        reply.code,
      )
  }

  try {
    expect(
      await read(),
      [220],
      'connect_failed',
      `The mail server at ${where(target)} refused the connection`,
    )
    let ext = extensions(await command('EHLO review-reply', 'EHLO'))
    if (target.security === 'starttls') {
      if (!ext.has('STARTTLS'))
        throw new SmtpError(
          'starttls_unavailable',
          `The mail server at ${where(target)} does not offer STARTTLS. Choose TLS (usually port 465), or another server.`,
        )
      expect(
        await command('STARTTLS', 'STARTTLS'),
        [220],
        'tls_failed',
        'The mail server refused STARTTLS',
      )
      reader.detach()
      socket.setTimeout(0)
      socket = await upgrade(socket, target, timeoutMs)
      reader.attach(socket)
      socket.setTimeout(timeoutMs, onTimeout)
      ext = extensions(await command('EHLO review-reply', 'EHLO after STARTTLS'))
    }
    if (target.user) await authenticate(target, ext, command, expect)
    expect(
      await command(`MAIL FROM:<${envelope.from}>`, 'MAIL FROM'),
      [250],
      'sender_refused',
      `The mail server refused the sender ${envelope.from}`,
    )
    for (const to of envelope.to) {
      expect(
        await command(`RCPT TO:<${to}>`, 'RCPT TO'),
        [250, 251],
        'recipient_refused',
        `The mail server refused the recipient ${to}`,
      )
    }
    expect(
      await command('DATA', 'DATA'),
      [354],
      'message_refused',
      'The mail server refused the message',
    )
    const body = dotStuff(envelope.message)
    step = 'sending the message'
    socket.write(`${body}${body.endsWith('\r\n') ? '' : '\r\n'}.\r\n`)
    expect(await read(), [250], 'message_refused', 'The mail server refused the message')
    await command('QUIT', 'QUIT').catch(() => undefined)
  } finally {
    reader.detach()
    socket.setTimeout(0)
    socket.destroy()
  }
}

async function authenticate(
  target: SmtpTarget,
  ext: Map<string, string>,
  command: (line: string, label: string) => Promise<SmtpReply>,
  expect: (reply: SmtpReply, ok: number[], code: SmtpError['code'], what: string) => void,
): Promise<void> {
  const methods = (ext.get('AUTH') ?? '').toUpperCase().split(/\s+/)
  const user = target.user ?? ''
  const password = target.password ?? ''
  const refused = `The mail server refused the user name or password for ${user}`
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')
  if (methods.includes('PLAIN')) {
    expect(
      await command(`AUTH PLAIN ${b64(`\0${user}\0${password}`)}`, 'AUTH PLAIN'),
      [235],
      'auth_refused',
      refused,
    )
  } else if (methods.includes('LOGIN')) {
    expect(await command('AUTH LOGIN', 'AUTH LOGIN'), [334], 'auth_refused', refused)
    expect(await command(b64(user), 'AUTH LOGIN user'), [334], 'auth_refused', refused)
    expect(await command(b64(password), 'AUTH LOGIN password'), [235], 'auth_refused', refused)
  } else {
    throw new SmtpError(
      'auth_unavailable',
      `The mail server at ${where(target)} offers no sign-in method this app supports (PLAIN or LOGIN)${
        target.security === 'starttls' || target.security === 'tls'
          ? ''
          : '; many servers offer them only after STARTTLS'
      }.`,
    )
  }
}

/** EHLO keywords, upper-cased, with their parameters ("AUTH" → "PLAIN LOGIN"). */
function extensions(reply: SmtpReply): Map<string, string> {
  if (reply.code !== 250)
    throw new SmtpError(
      'protocol',
      `The mail server did not accept EHLO (${reply.code} ${reply.lines.join(' ')})`,
      reply.code,
    )
  const out = new Map<string, string>()
  for (const line of reply.lines.slice(1)) {
    const [key = '', ...rest] = line.trim().split(/[\s=]+/)
    out.set(key.toUpperCase(), rest.join(' '))
  }
  return out
}

function open(target: SmtpTarget, timeoutMs: number): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const tls = target.security === 'tls'
    const socket = tls
      ? tlsConnect({
          host: target.host,
          port: target.port,
          ...(isIP(target.host) ? {} : { servername: target.host }),
          ...(target.ca ? { ca: target.ca } : {}),
        })
      : netConnect({ host: target.host, port: target.port })
    const fail = (e: Error) => {
      socket.destroy()
      reject(connectError(target, e))
    }
    socket.setTimeout(timeoutMs, () =>
      fail(
        new SmtpError(
          'timeout',
          `The mail server at ${where(target)} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
        ),
      ),
    )
    socket.once('error', fail)
    socket.once(tls ? 'secureConnect' : 'connect', () => {
      socket.off('error', fail)
      socket.setTimeout(0)
      resolve(socket)
    })
  })
}

function upgrade(socket: Socket, target: SmtpTarget, timeoutMs: number): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const secure = tlsConnect({
      socket,
      ...(isIP(target.host) ? {} : { servername: target.host }),
      ...(target.ca ? { ca: target.ca } : {}),
    })
    const timer = setTimeout(() => fail(new Error('the TLS handshake timed out')), timeoutMs)
    function fail(e: Error) {
      clearTimeout(timer)
      secure.destroy()
      reject(
        new SmtpError(
          'tls_failed',
          `The encrypted connection to ${where(target)} failed: ${e.message}`,
        ),
      )
    }
    secure.once('error', fail)
    secure.once('secureConnect', () => {
      clearTimeout(timer)
      secure.off('error', fail)
      resolve(secure)
    })
  })
}

function connectError(target: SmtpTarget, e: Error): SmtpError {
  if (e instanceof SmtpError) return e
  const code = (e as NodeJS.ErrnoException).code
  if (code === 'ECONNREFUSED')
    return new SmtpError(
      'connect_failed',
      `Nothing answers at ${where(target)}: check the host and port.`,
    )
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new SmtpError(
      'connect_failed',
      `The mail server name ${target.host} could not be found.`,
    )
  if (target.security === 'tls')
    return new SmtpError(
      'tls_failed',
      `The encrypted connection to ${where(target)} failed: ${e.message}`,
    )
  return new SmtpError(
    'connect_failed',
    `Could not reach the mail server at ${where(target)}: ${e.message}`,
  )
}
