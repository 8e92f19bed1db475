#!/usr/bin/env node
// Container health check: asks the UI server's /healthz from inside the container.
//   node scripts/healthcheck.mjs [PUBLIC_URL]   (default http://localhost:4848)
// It connects to REVIEW_REPLY_HEALTH_ADDRESS (default 127.0.0.1) on the URL's port and, over
// https, verifies the certificate for the URL's host name against the system CAs (plus
// NODE_EXTRA_CA_CERTS for a private CA). Exit 0 when healthy, 1 otherwise.
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import tls from 'node:tls'

const url = new URL(process.argv[2] ?? 'http://localhost:4848')
const secure = url.protocol === 'https:'
const address = process.env.REVIEW_REPLY_HEALTH_ADDRESS ?? '127.0.0.1'
const options = {
  host: address,
  port: url.port || (secure ? 443 : 80),
  path: '/healthz',
  method: 'GET',
  timeout: 4000,
  headers: { host: url.host },
  ...(secure
    ? {
        ...(isIP(url.hostname) ? {} : { servername: url.hostname }),
        checkServerIdentity: (_host, cert) => tls.checkServerIdentity(url.hostname.replace(/^\[|\]$/g, ''), cert),
      }
    : {}),
}

const req = (secure ? httpsRequest : httpRequest)(options, (res) => {
  let body = ''
  res.setEncoding('utf8')
  res.on('data', (chunk) => (body += chunk))
  res.on('end', () => {
    const healthy = res.statusCode === 200 && body.includes('"ok"')
    if (!healthy) process.stderr.write(`unhealthy: HTTP ${res.statusCode} ${body.slice(0, 200)}\n`)
    process.exit(healthy ? 0 : 1)
  })
})
req.on('timeout', () => req.destroy(new Error('timed out')))
req.on('error', (error) => {
  process.stderr.write(`unhealthy: ${error.message}\n`)
  process.exit(1)
})
req.end()
