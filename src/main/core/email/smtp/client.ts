import { connect as netConnect, isIP, type Socket } from 'node:net'
import { connect as tlsConnect, type TLSSocket } from 'node:tls'
import type { AddressGate, ResolvedAddress } from '../../http/gate'
import { refusedMessage } from '../../http/gate'
import { isLoopbackAddress } from '../../http/special-addresses'
import { SmtpError } from './errors'
import { connectFailure, tlsFailure } from './failures'
import { NotSmtp, ReplyReader, type SmtpReply } from './replies'

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
  /** The whole RFC 5321 message, CRLF line ends, ASCII only. */
  message: string
}

const DEFAULT_TIMEOUT = 30_000

/**
 * "." at the start of a line is doubled so it cannot end the DATA section (RFC 5321 §4.5.2).
 * @internal Exported for tests.
 */
export function dotStuff(message: string): string {
  const crlf = message.replace(/\r?\n/g, '\r\n')
  return crlf.replace(/^\./, '..').replace(/\r\n\./g, '\r\n..')
}

function where(t: SmtpTarget): string {
  return `${t.host.includes(':') && !t.host.startsWith('[') ? `[${t.host}]` : t.host}:${t.port}`
}

/** The server's reply code only: its text is the peer's bytes and is never repeated. */
const replied = (reply: SmtpReply): string => `SMTP reply ${reply.code}`

/**
 * Sends one message over SMTP (RFC 5321): EHLO, STARTTLS when asked, AUTH PLAIN or LOGIN,
 * MAIL FROM, RCPT TO, DATA, QUIT. The connection goes through `gate`, which checks the host and
 * hands back the one address to connect to; TLS still verifies the certificate for the host
 * name. Every failure is an SmtpError that says what failed in plain words, without repeating
 * what the peer sent.
 */
export async function sendMail(
  target: SmtpTarget,
  envelope: Envelope,
  gate: AddressGate,
): Promise<void> {
  const plainPassword = target.security === 'none' && Boolean(target.password)
  const unencrypted = new SmtpError(
    'tls_failed',
    'A password is only sent over an encrypted connection: choose STARTTLS or TLS, or a mail relay on this computer.',
  )
  if (plainPassword && !isLoopbackAddress(target.host)) throw unencrypted
  let addresses: ResolvedAddress[]
  try {
    addresses = await gate(target.host)
  } catch (error) {
    const refused = refusedMessage(error)
    if (refused) throw new SmtpError('refused', refused)
    throw connectFailure(where(target), target.host, error)
  }
  // `localhost` could be made to resolve elsewhere: the addresses decide.
  if (plainPassword && !addresses.every((a) => isLoopbackAddress(a.address))) throw unencrypted
  const timeoutMs = target.timeoutMs ?? DEFAULT_TIMEOUT
  const reader = new ReplyReader()
  let socket: Socket | TLSSocket = await openFirst(target, addresses, timeoutMs)
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
      if (e instanceof NotSmtp)
        throw new SmtpError(
          'protocol',
          `The server at ${where(target)} did not answer as an SMTP server.`,
        )
      throw new SmtpError(
        'connect_failed',
        `The mail server at ${where(target)} closed the connection (${step}).`,
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
      throw new SmtpError(code, `${what} (${replied(reply)}).`, reply.code)
  }

  try {
    const greeting = await read()
    if (greeting.code === 220) {
      // An SMTP greeting: go on.
    } else if (greeting.code >= 400) {
      expect(
        greeting,
        [220],
        'connect_failed',
        `The mail server at ${where(target)} refused the connection`,
      )
    } else {
      throw new SmtpError(
        'protocol',
        `The server at ${where(target)} did not answer as an SMTP server.`,
      )
    }
    let ext = extensions(await command('EHLO review-reply', 'EHLO'), target)
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
      ext = extensions(await command('EHLO review-reply', 'EHLO after STARTTLS'), target)
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
  const refused = `Authentication failed: the mail server refused the user name or password for ${user}`
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
function extensions(reply: SmtpReply, target: SmtpTarget): Map<string, string> {
  if (reply.code !== 250)
    throw new SmtpError(
      'protocol',
      `The mail server at ${where(target)} did not accept EHLO (${replied(reply)}).`,
      reply.code,
    )
  const out = new Map<string, string>()
  for (const line of reply.lines.slice(1)) {
    const [key = '', ...rest] = line.trim().split(/[\s=]+/)
    out.set(key.toUpperCase(), rest.join(' '))
  }
  return out
}

/** The host name for SNI and certificate checks; an address literal is checked as an address. */
const serverName = (host: string): { servername?: string } => {
  const bare = host.replace(/^\[|\]$/g, '')
  return isIP(bare) ? {} : { servername: bare }
}

/** The checked addresses in turn, as a client does for a name with several; the first that answers. */
async function openFirst(
  target: SmtpTarget,
  addresses: ResolvedAddress[],
  timeoutMs: number,
): Promise<Socket | TLSSocket> {
  let failure: unknown = null
  for (const address of addresses) {
    try {
      return await open(target, address, timeoutMs)
    } catch (error) {
      failure = error
      if (!(error instanceof SmtpError) || error.code !== 'connect_failed') throw error
    }
  }
  throw failure ?? connectFailure(where(target), target.host, null)
}

function open(
  target: SmtpTarget,
  pinned: ResolvedAddress,
  timeoutMs: number,
): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const tls = target.security === 'tls'
    // The checked address, never the name again: a second lookup could answer differently.
    const socket = tls
      ? tlsConnect({
          host: pinned.address,
          port: target.port,
          ...serverName(target.host),
          ...(target.ca ? { ca: target.ca } : {}),
        })
      : netConnect({ host: pinned.address, port: target.port })
    const fail = (e: Error) => {
      socket.destroy()
      reject(
        e instanceof SmtpError
          ? e
          : tls && !isConnectError(e)
            ? tlsFailure(where(target), target.host, e)
            : connectFailure(where(target), target.host, e),
      )
    }
    socket.setTimeout(timeoutMs, () =>
      fail(
        new SmtpError(
          'timeout',
          `Could not connect to ${where(target)}: no answer within ${Math.round(timeoutMs / 1000)} s.`,
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

const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'ECONNRESET',
  'EADDRNOTAVAIL',
])
const isConnectError = (e: Error): boolean =>
  CONNECT_CODES.has((e as NodeJS.ErrnoException).code ?? '')

function upgrade(socket: Socket, target: SmtpTarget, timeoutMs: number): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const secure = tlsConnect({
      socket,
      ...serverName(target.host),
      ...(target.ca ? { ca: target.ca } : {}),
    })
    const timer = setTimeout(
      () => fail(Object.assign(new Error('handshake timed out'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    )
    function fail(e: Error) {
      clearTimeout(timer)
      secure.destroy()
      reject(tlsFailure(where(target), target.host, e))
    }
    secure.once('error', fail)
    secure.once('secureConnect', () => {
      clearTimeout(timer)
      secure.off('error', fail)
      resolve(secure)
    })
  })
}
