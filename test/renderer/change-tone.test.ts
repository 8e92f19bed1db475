import { describe, expect, it } from 'vitest'
import { changeTone } from '../../src/renderer/src/pages/dashboard/change-tone'

describe('dashboard change badge', () => {
  it('colours by what the change means, not by its direction', () => {
    expect(changeTone(0.2, 'up')).toBe('good') // average rating up
    expect(changeTone(-0.2, 'up')).toBe('bad')
    expect(changeTone(5, 'down')).toBe('bad') // more 1–2★ reviews is not green
    expect(changeTone(-5, 'down')).toBe('good')
    expect(changeTone(26, 'neither')).toBeNull() // more reviews: neither
    expect(changeTone(0, 'up')).toBeNull()
  })
})
