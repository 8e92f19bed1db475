import type { IncomingMessage } from 'node:http'

/** The only Host values a loopback server answers (DNS-rebinding guard). */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false
  const h = host.toLowerCase()
  return h === `127.0.0.1:${port}` || h === `localhost:${port}` || h === `[::1]:${port}`
}

export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    req.on('data', (chunk: Buffer) => {
      if (done) return
      size += chunk.length
      if (size > maxBytes) {
        done = true
        resolve('too_large')
        req.resume()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks))
    })
    req.on('error', reject)
  })
}

/**
 * Cookies by name. Other sites on the same host (any port) share our cookie jar, so a value that
 * does not decode is skipped rather than failing the request; the first of duplicate names wins.
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    if (cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()))
    } catch {
      // Malformed percent-encoding: ignore this cookie.
    }
  }
  return cookies
}
