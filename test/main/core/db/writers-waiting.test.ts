import { afterEach, describe, expect, it } from 'vitest'
import { immediate } from '../../../../src/main/core/db/transaction'
import {
  giveWayToWriters,
  joinWritersWaiting,
  newWritersWaiting,
} from '../../../../src/main/core/db/writers-waiting'
import { workspaces } from '../../../../src/main/core/db/schema'
import { createTestCore, type TestCore } from '../../../support/core'

const cores: TestCore[] = []
afterEach(() => {
  for (const t of cores.splice(0)) t.core.close()
})

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('writers waiting for the lock, seen by both threads', () => {
  it('counts a write on the thread answering people from before it asks for the lock until it ends', async () => {
    const t = await createTestCore()
    cores.push(t)
    const buffer = newWritersWaiting()
    const count = new Int32Array(buffer)
    joinWritersWaiting(buffer, 'people')
    let during = -1
    immediate(t.core.db, () => (during = Atomics.load(count, 0)))
    expect(during).toBe(1)
    t.core.db.transaction(() => {
      during = Atomics.load(count, 0)
      t.core.db.select().from(workspaces).all()
    })
    expect(during).toBe(1)
    expect(Atomics.load(count, 0)).toBe(0)
    // A write that fails is no longer waiting either.
    expect(() =>
      immediate(t.core.db, () => {
        throw new Error('refused')
      }),
    ).toThrow('refused')
    expect(Atomics.load(count, 0)).toBe(0)
  })

  it("the work thread's long write gives way while such a writer waits, and goes on once it is through", async () => {
    const buffer = newWritersWaiting()
    const count = new Int32Array(buffer)
    joinWritersWaiting(buffer, 'work')
    Atomics.store(count, 0, 1)
    let through = false
    const givingWay = giveWayToWriters().then(() => (through = true))
    await turns(4)
    expect(through).toBe(false)
    Atomics.store(count, 0, 0)
    await givingWay
    expect(through).toBe(true)
  })

  it('the work side announces nothing, so its own writes never hold itself up', async () => {
    const t = await createTestCore()
    cores.push(t)
    const buffer = newWritersWaiting()
    const count = new Int32Array(buffer)
    joinWritersWaiting(buffer, 'work')
    let during = -1
    immediate(t.core.db, () => (during = Atomics.load(count, 0)))
    expect(during).toBe(0)
  })
})
