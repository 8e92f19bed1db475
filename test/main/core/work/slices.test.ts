import { describe, expect, it } from 'vitest'
import { forEachInSlices } from '../../../../src/main/core/work/slices'

describe('work in slices', () => {
  it('gives the event loop a turn between slices, and runs every item once, in order', async () => {
    const seen: string[] = []
    // Something else waiting for the loop: it must get in before the run ends.
    setImmediate(() => seen.push('other'))
    await forEachInSlices([1, 2, 3], (n) => seen.push(String(n)), { sliceMs: 0 })
    expect(seen.filter((s) => s !== 'other')).toEqual(['1', '2', '3'])
    expect(seen.indexOf('other')).toBeGreaterThan(0)
    expect(seen.indexOf('other')).toBeLessThan(seen.length - 1)
  })

  it('gives a turn after at most `sliceItems` items, however fast they run', async () => {
    let turns = 0
    let running = true
    const tick = () => {
      if (!running) return
      turns++
      setImmediate(tick)
    }
    setImmediate(tick)
    const items = Array.from({ length: 1000 }, (_, i) => i)
    // No clock limit: only the item count may end a slice.
    await forEachInSlices(items, () => {}, { sliceMs: Infinity, sliceItems: 100 })
    running = false
    expect(turns).toBeGreaterThanOrEqual(9)
  })

  it('stops at the first error, as a plain loop would', async () => {
    const seen: number[] = []
    await expect(
      forEachInSlices([1, 2, 3], (n) => {
        if (n === 2) throw new Error('boom')
        seen.push(n)
      }),
    ).rejects.toThrow('boom')
    expect(seen).toEqual([1])
  })
})
