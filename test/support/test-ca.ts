import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tempDir } from './temp-dir'

export interface TestCa {
  dir: string
  /** PEM of the test root, for clients that take a CA (undici's `connect.ca`). */
  caPem: string
  caFile: string
  certFile: string
  keyFile: string
  /** Base64 SHA-256 of the server key's SubjectPublicKeyInfo (Chromium pins it). */
  spki: string
}

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })

/** A throwaway root CA and a server certificate for the given IP addresses, made with openssl. */
export function makeTestCa(ips: string[]): TestCa {
  const dir = tempDir('rr-test-ca-')
  openssl(['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Review Reply test CA'], dir)
  openssl(['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=review-reply test server'], dir)
  writeFileSync(
    join(dir, 'ext.cnf'),
    `subjectAltName=${ips.map((ip) => `IP:${ip}`).join(',')}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`,
  )
  openssl(['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'ext.cnf'], dir)
  const spkiDer = openssl(['pkey', '-in', 'server.key', '-pubout', '-outform', 'DER'], dir)
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: spkiDer }).toString('base64')
  return {
    dir,
    caPem: readFileSync(join(dir, 'ca.pem'), 'utf8'),
    caFile: join(dir, 'ca.pem'),
    certFile: join(dir, 'server.pem'),
    keyFile: join(dir, 'server.key'),
    spki,
  }
}
