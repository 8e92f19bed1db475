import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A webhook receiver on loopback that answers 200 and keeps what it got. */
export async function startReceiver(): Promise<{
  url: string
  received: Received[]
  close(): Promise<void>
}> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('thanks')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/review-reply`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
