import { execFile } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../support/core'

const exec = promisify(execFile)

async function serve(...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    await exec(
      process.execPath,
      ['bin/review-reply.mjs', 'serve', '--data-dir', tempDir(), '--json', ...args],
      {
        env: { ...process.env, REVIEW_REPLY_VAULT_PASSPHRASE: 'serve flags' },
      },
    )
    return { code: 0, stderr: '' }
  } catch (error) {
    const e = error as { code: number; stderr: string }
    return { code: e.code, stderr: e.stderr }
  }
}

describe('serve refuses network flags that would expose it, before it listens', () => {
  const notPem = join(tempDir(), 'cert.txt')
  writeFileSync(notPem, 'hello')

  it.each([
    [['--host', '0.0.0.0'], 'needs --public-url'],
    [['--host', '10.1.2.3'], 'A network address needs TLS'],
    [['--tls-cert', notPem], '--tls-cert and --tls-key go together'],
    [
      ['--tls-cert', '/nonexistent/cert.pem', '--tls-key', '/nonexistent/key.pem'],
      'cannot read /nonexistent/cert.pem (ENOENT)',
    ],
    [['--tls-cert', notPem, '--tls-key', notPem], 'is not a PEM certificate'],
    [['--public-url', 'ftp://reviews.example.com'], 'must start with https://'],
    [
      [
        '--host',
        '0.0.0.0',
        '--public-url',
        'https://r.example.com',
        '--trust-proxy',
        'proxy.local',
      ],
      'is not an IP address or CIDR range',
    ],
    [
      ['--allow-outbound', '10.0.0.5,not a host'],
      '--allow-outbound "not a host" is not a host name, an IP address or a CIDR range',
    ],
    [['--allow-outbound', '10.0.0.0/40'], '--allow-outbound "10.0.0.0/40" is not a host name'],
  ])(
    '%j',
    async (args, message) => {
      const r = await serve(...args)
      expect(r.code).toBe(2)
      expect(JSON.parse(r.stderr)).toMatchObject({
        error: { code: 'INVALID_INPUT', message: expect.stringContaining(message) },
      })
    },
    60_000,
  )
})
