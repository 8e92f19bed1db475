import type { Duplex } from 'node:stream'

/**
 * The peer said something that is not an SMTP reply (another service on the port: SSH, HTTP, a
 * database). What it said is never repeated: a banner can carry an internal secret.
 */
export class NotSmtp extends Error {
  constructor() {
    super('not an SMTP reply')
    this.name = 'NotSmtp'
  }
}

export interface SmtpReply {
  code: number
  /** The text of each line, without the code. */
  lines: string[]
}

/**
 * Reads SMTP replies (RFC 5321 §4.2) from a socket: "250-first", "250-more", "250 last". Replies
 * are queued as they complete, so a pipelined server or a reply split across packets are both
 * read correctly. The socket can be swapped after STARTTLS.
 */
export class ReplyReader {
  private buffer = ''
  private pending: string[] = []
  private ready: SmtpReply[] = []
  private waiting: { resolve(r: SmtpReply): void; reject(e: Error): void } | null = null
  private failure: Error | null = null
  private socket: Duplex | null = null
  private readonly onData = (chunk: Buffer) => this.push(chunk.toString('latin1'))
  private readonly onEnd = () => this.fail(new Error('closed'))
  private readonly onError = (e: Error) => this.fail(e)

  attach(socket: Duplex): void {
    this.detach()
    this.socket = socket
    socket.on('data', this.onData)
    socket.on('end', this.onEnd)
    socket.on('close', this.onEnd)
    socket.on('error', this.onError)
  }

  detach(): void {
    if (!this.socket) return
    this.socket.off('data', this.onData)
    this.socket.off('end', this.onEnd)
    this.socket.off('close', this.onEnd)
    this.socket.off('error', this.onError)
    this.socket = null
  }

  read(): Promise<SmtpReply> {
    const next = this.ready.shift()
    if (next) return Promise.resolve(next)
    if (this.failure) return Promise.reject(this.failure)
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject }
    })
  }

  fail(error: Error): void {
    if (this.failure) return
    this.failure = error
    const w = this.waiting
    this.waiting = null
    w?.reject(error)
  }

  private push(text: string): void {
    this.buffer += text
    let at: number
    while ((at = this.buffer.indexOf('\n')) !== -1) {
      const line = this.buffer.slice(0, at).replace(/\r$/, '')
      this.buffer = this.buffer.slice(at + 1)
      const match = /^([2-5]\d\d)([ -]?)(.*)$/.exec(line)
      if (!match) {
        this.fail(new NotSmtp())
        return
      }
      this.pending.push(match[3] ?? '')
      if (match[2] === '-') continue
      const reply = { code: Number(match[1]), lines: this.pending }
      this.pending = []
      const w = this.waiting
      this.waiting = null
      if (w) w.resolve(reply)
      else this.ready.push(reply)
    }
    if (this.buffer.length > 64 * 1024) this.fail(new NotSmtp())
  }
}
