import { afterEach, describe, expect, it } from 'vitest'
import { compiledOnce, statement } from '../../../../src/main/core/db/statements'
import type { Db } from '../../../../src/main/core/db/open'
import { createTestCore, type TestCore } from '../../../support/core'

const cores: TestCore[] = []
afterEach(() => {
  for (const t of cores.splice(0)) t.core.close()
})

let builds = 0
function buildCount(db: Db) {
  builds++
  return { count: statement<[], { n: number }>(db, 'select count(*) as n from workspaces') }
}

describe('the one plan cache', () => {
  it('builds once per connection, and a second connection gets its own', async () => {
    const a = await createTestCore()
    const b = await createTestCore()
    cores.push(a, b)
    builds = 0
    const first = compiledOnce(a.core.db, buildCount)
    expect(compiledOnce(a.core.db, buildCount)).toBe(first)
    expect(builds).toBe(1)
    const other = compiledOnce(b.core.db, buildCount)
    expect(other).not.toBe(first)
    expect(builds).toBe(2)
    // Statements built inside are the connection's own cached ones, and they run there.
    expect(first.count).toBe(statement(a.core.db, 'select count(*) as n from workspaces'))
    expect(first.count.get()).toEqual({ n: 1 })
  })
})
