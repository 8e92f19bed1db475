import { describe, expect, it } from 'vitest'
import { placeMenu } from '../../../src/renderer/src/components/placeMenu'

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect
const window = { width: 1024, height: 700 }

describe('a menu placed inside the window', () => {
  it('opens below its button when it fits', () => {
    expect(placeMenu(rect(100, 200, 80, 30), { width: 256, height: 200 }, window)).toEqual({
      top: 234,
      left: 100,
      maxHeight: 458,
    })
  })

  it('opens above a button near the bottom, and never past the top', () => {
    const spot = placeMenu(rect(100, 620, 80, 30), { width: 256, height: 320 }, window)
    expect(spot.top).toBe(620 - 4 - 320)
    expect(spot.top + 320).toBeLessThanOrEqual(620)
    const tall = placeMenu(rect(100, 300, 80, 30), { width: 256, height: 2000 }, window)
    expect(tall.top).toBeGreaterThanOrEqual(8)
    expect(tall.top + Math.min(2000, tall.maxHeight)).toBeLessThanOrEqual(window.height)
  })

  it('stays inside the window when its button is scrolled out of view (opened by its key)', () => {
    const aboveTop = placeMenu(rect(100, -120, 80, 30), { width: 256, height: 200 }, window)
    expect(aboveTop.top).toBeGreaterThanOrEqual(8)
    expect(aboveTop.top + Math.min(200, aboveTop.maxHeight)).toBeLessThanOrEqual(window.height)
    const belowBottom = placeMenu(rect(100, 900, 80, 30), { width: 256, height: 200 }, window)
    expect(belowBottom.top).toBeGreaterThanOrEqual(8)
    expect(belowBottom.top + Math.min(200, belowBottom.maxHeight)).toBeLessThanOrEqual(
      window.height,
    )
  })

  it('moves in from the right edge', () => {
    const spot = placeMenu(rect(950, 200, 60, 30), { width: 256, height: 100 }, window)
    expect(spot.left + 256).toBeLessThanOrEqual(window.width - 8)
  })
})
