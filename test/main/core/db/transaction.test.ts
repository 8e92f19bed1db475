import { afterEach, describe, expect, it } from 'vitest'
import { immediate, savepoint } from '../../../../src/main/core/db/transaction'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

describe('savepoint', () => {
  it("undoes only a failed item's writes; the transaction's other items are kept", async () => {
    t = await createTestCore()
    const sqlite = t.core.db.$client
    sqlite.exec('CREATE TABLE items (n INTEGER NOT NULL)')
    const insert = sqlite.prepare('INSERT INTO items (n) VALUES (?)')
    const failures: string[] = []
    immediate(t.core.db, () => {
      for (const n of [1, 2, 3]) {
        try {
          savepoint(t.core.db, () => {
            insert.run(n)
            insert.run(n * 10)
            if (n === 2) throw new Error('item 2 failed after two writes')
          })
        } catch (error) {
          failures.push((error as Error).message)
        }
      }
    })
    expect(failures).toEqual(['item 2 failed after two writes'])
    const kept = sqlite.prepare('SELECT n FROM items ORDER BY n').pluck().all()
    expect(kept).toEqual([1, 3, 10, 30])
    expect(sqlite.inTransaction).toBe(false)
  })

  it('nests, and refuses to run outside a transaction', async () => {
    t = await createTestCore()
    const sqlite = t.core.db.$client
    sqlite.exec('CREATE TABLE items (n INTEGER NOT NULL)')
    const insert = sqlite.prepare('INSERT INTO items (n) VALUES (?)')
    immediate(t.core.db, () =>
      savepoint(t.core.db, () => {
        insert.run(1)
        expect(() =>
          savepoint(t.core.db, () => {
            insert.run(2)
            throw new Error('inner')
          }),
        ).toThrow('inner')
      }),
    )
    expect(sqlite.prepare('SELECT n FROM items').pluck().all()).toEqual([1])
    expect(() => savepoint(t.core.db, () => insert.run(3))).toThrow(/open transaction/)
    expect(sqlite.prepare('SELECT count(*) FROM items').pluck().get()).toBe(1)
  })
})
