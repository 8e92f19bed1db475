import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../src/main', import.meta.url))
// The reply lifecycle's one writer.
const OWNERS = ['core/replies/transition.ts']
// A write to the replies table: drizzle's builders or raw SQL.
const WRITES =
  /\.(update|insert|delete)\(\s*replies\s*\)|\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+replies\b/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(path)
    return e.name.endsWith('.ts') ? [path] : []
  })
}

describe('one state machine owns the reply lifecycle', () => {
  it('writes replies only in replies/transition.ts', () => {
    const files = sources(ROOT).map((f) => relative(ROOT, f))
    expect(files).toContain(OWNERS[0])
    const writers = files.filter((f) => WRITES.test(readFileSync(join(ROOT, f), 'utf8')))
    expect(writers.filter((f) => !OWNERS.includes(f))).toEqual([])
    // The check sees the writes it allows (else it could never fail).
    expect(writers).toContain(OWNERS[0])
  })
})
