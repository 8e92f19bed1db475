import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TLSSocket } from 'node:tls'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The message as received, dot-stuffing undone. */
  data: string
  /** Whether the session was encrypted when DATA ran. */
  secure: boolean
  user: string | null
}

export interface SmtpServerOptions {
  /** Offer STARTTLS with a fresh self-signed certificate. */
  starttls?: boolean
  /** AUTH methods offered (after STARTTLS when it is on). Default PLAIN LOGIN. */
  auth?: ('PLAIN' | 'LOGIN')[]
  users?: Record<string, string>
  refuse?: string[]
  /** Accept the connection and never say a word (for timeouts). */
  silent?: boolean
  /** Greet with this line instead of SMTP (another service on the port), then say nothing more. */
  banner?: string
  /** The loopback address to listen on (default 127.0.0.1), and the port (default any). */
  host?: string
  port?: number
}

export interface TestSmtpServer {
  port: number
  mails: ReceivedMail[]
  /** The self-signed certificate clients must trust (STARTTLS servers only). */
  ca: string | null
  /** Connections accepted so far. */
  connections(): number
  close(): Promise<void>
}

function selfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rr-smtp-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A small SMTP server on 127.0.0.1 that behaves as RFC 5321 says, recording what it receives. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const tls = options.starttls ? selfSigned() : null
  const mails: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const users = options.users ?? {}
  const methods = options.auth ?? ['PLAIN', 'LOGIN']
  let connections = 0

  const server: Server = createServer((raw) => {
    sockets.add(raw)
    raw.on('close', () => sockets.delete(raw))
    raw.on('error', () => undefined)
    connections++
    if (options.silent) return
    if (options.banner !== undefined) {
      raw.write(`${options.banner}\r\n`)
      return
    }
    let socket: Socket = raw
    let secure = false
    let user: string | null = null
    let from: string | null = null
    let to: string[] = []
    let mode: 'command' | 'data' | 'login-user' | 'login-pass' = 'command'
    let loginUser = ''
    let buffer = ''
    let data: string[] = []
    const say = (line: string) => socket.write(`${line}\r\n`)
    const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8')
    const signIn = (name: string, password: string) => {
      if (users[name] !== undefined && users[name] === password) {
        user = name
        say('235 2.7.0 Authentication successful')
      } else say('535 5.7.8 Authentication credentials invalid')
    }

    const onLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          mails.push({ from: from ?? '', to, data: data.join('\r\n'), secure, user })
          data = []
          mode = 'command'
          say('250 2.0.0 Queued')
        } else data.push(line.startsWith('.') ? line.slice(1) : line)
        return
      }
      if (mode === 'login-user') {
        loginUser = decode(line)
        mode = 'login-pass'
        say(`334 ${Buffer.from('Password:').toString('base64')}`)
        return
      }
      if (mode === 'login-pass') {
        mode = 'command'
        signIn(loginUser, decode(line))
        return
      }
      const [verb = '', ...args] = line.split(' ')
      const rest = args.join(' ')
      switch (verb.toUpperCase()) {
        case 'EHLO': {
          const ext = ['250-localhost greets you', '250-8BITMIME']
          if (tls && !secure) ext.push('250-STARTTLS')
          if (!tls || secure) ext.push(`250-AUTH ${methods.join(' ')}`)
          ext.push('250 SIZE 10485760')
          socket.write(`${ext.join('\r\n')}\r\n`)
          return
        }
        case 'STARTTLS': {
          if (!tls) return say('502 5.5.1 Not offered')
          say('220 2.0.0 Ready to start TLS')
          socket.removeListener('data', onData)
          const upgraded = new TLSSocket(socket, { isServer: true, key: tls.key, cert: tls.cert })
          upgraded.on('error', () => undefined)
          upgraded.on('data', onData)
          socket = upgraded
          secure = true
          buffer = ''
          return
        }
        case 'AUTH': {
          const [method = '', initial] = rest.split(' ')
          if (method.toUpperCase() === 'PLAIN' && methods.includes('PLAIN')) {
            const [, name = '', password = ''] = decode(initial ?? '').split('\0')
            return signIn(name, password)
          }
          if (method.toUpperCase() === 'LOGIN' && methods.includes('LOGIN')) {
            mode = 'login-user'
            return say(`334 ${Buffer.from('Username:').toString('base64')}`)
          }
          return say('504 5.5.4 Unrecognized authentication type')
        }
        case 'MAIL':
          if (Object.keys(users).length > 0 && !user)
            return say('530 5.7.0 Authentication required')
          from = /<(.*)>/.exec(rest)?.[1] ?? ''
          to = []
          return say('250 2.1.0 Ok')
        case 'RCPT': {
          const address = /<(.*)>/.exec(rest)?.[1] ?? ''
          if (options.refuse?.includes(address)) return say('550 5.1.1 No such user here')
          to.push(address)
          return say('250 2.1.5 Ok')
        }
        case 'DATA':
          if (!from || to.length === 0) return say('503 5.5.1 Bad sequence of commands')
          mode = 'data'
          return say('354 End data with <CR><LF>.<CR><LF>')
        case 'QUIT':
          say('221 2.0.0 Bye')
          socket.end()
          return
        case 'RSET':
          from = null
          to = []
          return say('250 2.0.0 Ok')
        default:
          return say('502 5.5.2 Command not recognized')
      }
    }
    function onData(chunk: Buffer) {
      buffer += chunk.toString('utf8')
      let at: number
      while ((at = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        onLine(line)
      }
    }
    raw.on('data', onData)
    say('220 localhost ESMTP test server')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    mails,
    ca: tls?.cert ?? null,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
