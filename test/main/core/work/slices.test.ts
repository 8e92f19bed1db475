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
