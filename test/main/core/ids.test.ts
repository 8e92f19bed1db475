import { describe, expect, it } from 'vitest'
import { randomIds } from '../../../src/main/core/ids'

const shape = /^[a-z]+_[0-9A-Za-z]{20}$/

describe('ids', () => {
  it('bulk records get ids that sort by creation time, still 20 characters with 12 random', async () => {
    const first = randomIds.next('rev')
    await new Promise((resolve) => setTimeout(resolve, 5))
    const later = Array.from({ length: 50 }, () => randomIds.next('rev'))
    expect([first, ...later].every((id) => shape.test(id))).toBe(true)
    expect(later.every((id) => id > first)).toBe(true)
    // Made in the same millisecond or not, no two are alike.
    expect(new Set(later).size).toBe(later.length)
  })

  it('ids of everything else stay fully random: made in the same instant, they share no time prefix', () => {
    const ids = Array.from({ length: 200 }, () => randomIds.next('ws'))
    expect(ids.every((id) => shape.test(id))).toBe(true)
    // Time-ordered ids made within a few milliseconds share their first 8 characters.
    const heads = new Set(ids.map((id) => id.slice(3, 11)))
    expect(heads.size).toBeGreaterThan(190)
    const bulk = new Set(Array.from({ length: 200 }, () => randomIds.next('rev').slice(4, 12)))
    expect(bulk.size).toBeLessThan(10)
  })
})
