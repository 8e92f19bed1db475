import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../../../src/main/core/log/logger'
import { openRotatingFile } from '../../../../src/main/core/log/rotating-file'
import { tempDir } from '../../../support/core'

describe('the desktop log file', () => {
  it('appends JSON lines, readable by its owner only', () => {
    const folder = join(tempDir('rr-logs-'), 'logs')
    const file = openRotatingFile(folder)
    const log = createLogger(
      (line) => file.write(line),
      () => Date.parse('2026-11-24T10:00:00Z'),
    )
    log.info('sync finished', { created: 3 })
    log.warn('token refresh', { authorization: 'Bearer abc.def' })
    file.close()
    const lines = readFileSync(file.path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown)
    expect(lines).toEqual([
      { t: '2026-11-24T10:00:00.000Z', level: 'info', msg: 'sync finished', created: 3 },
      {
        t: '2026-11-24T10:00:00.000Z',
        level: 'warn',
        msg: 'token refresh',
        authorization: '[redacted]',
      },
    ])
    if (process.platform !== 'win32') {
      expect(statSync(file.path).mode & 0o777).toBe(0o600)
      expect(statSync(folder).mode & 0o777).toBe(0o700)
    }
  })

  it('rotates by size, keeps the newest older files and never splits a line', () => {
    const folder = tempDir('rr-logs-')
    const file = openRotatingFile(folder, { maxBytes: 100, keep: 2 })
    // Each line is 41 bytes with its newline: two fit in a file, the third starts a new one.
    for (let i = 0; i < 9; i++) file.write(`{"n":${i},"pad":"${'x'.repeat(24)}"}`)
    file.close()
    expect(readdirSync(folder).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log'])
    const numbers = (name: string) =>
      readFileSync(join(folder, name), 'utf8')
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { n: number }).n)
    expect(numbers('main.log')).toEqual([8])
    expect(numbers('main.1.log')).toEqual([6, 7])
    expect(numbers('main.2.log')).toEqual([4, 5])
  })

  it('continues the existing file after a restart', () => {
    const folder = tempDir('rr-logs-')
    const first = openRotatingFile(folder)
    first.write('{"run":1}')
    first.close()
    const second = openRotatingFile(folder)
    second.write('{"run":2}')
    second.close()
    expect(readFileSync(second.path, 'utf8')).toBe('{"run":1}\n{"run":2}\n')
  })
})
