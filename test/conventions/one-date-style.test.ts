import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../src/renderer/src', import.meta.url))
const FORMAT_MODULE = 'format.ts'
// Any of these outside the format module is a second date style (or a number formatted in the
// machine's locale behind the format module's back).
const RAW =
  /\.toLocale(Date|Time)?String\s*\(|new\s+Intl\.DateTimeFormat\b|\bIntl\.DateTimeFormat\s*\(/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(e.name) ? [path] : []
  })
}

describe('one way to write dates', () => {
  it('formats dates only in the format module', () => {
    const files = sources(ROOT)
    expect(files.length).toBeGreaterThan(50)
    const offenders = files
      .map((f) => relative(ROOT, f))
      .filter((f) => f !== FORMAT_MODULE)
      .filter((f) => RAW.test(readFileSync(join(ROOT, f), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('the scan recognises each raw call', () => {
    for (const line of [
      'd.toLocaleString()',
      'd.toLocaleDateString(undefined, {})',
      'd.toLocaleTimeString ()',
      'new Intl.DateTimeFormat("en")',
      'Intl.DateTimeFormat().resolvedOptions()',
    ])
      expect(RAW.test(line), line).toBe(true)
    expect(RAW.test('formatDateTime(ms)')).toBe(false)
  })
})
