import { describe, expect, it } from 'vitest'
import { durationWords, ratingChanges, ratingChangeSummary } from '../../src/shared/rating-history'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

describe('rating history', () => {
  it('keeps one point per rating change, the current rating last', () => {
    const versions = [
      { rating: 2, at: 10 },
      { rating: 2, at: 20 }, // the text changed, the rating did not
      { rating: 5, at: 30 },
      { rating: 4, at: 40 },
    ]
    expect(ratingChanges(versions, { rating: 4, at: 40 })).toEqual([
      { rating: 2, at: 10 },
      { rating: 5, at: 30 },
      { rating: 4, at: 40 },
    ])
    // Nothing on record: the current rating alone; a current rating the record lacks is added.
    expect(ratingChanges([], { rating: 3, at: 7 })).toEqual([{ rating: 3, at: 7 }])
    expect(ratingChanges([{ rating: 1, at: 5 }], { rating: 3, at: 9 })).toEqual([
      { rating: 1, at: 5 },
      { rating: 3, at: 9 },
    ])
  })

  it('says how the rating moved and how long after the first reply', () => {
    const reply = 1_000 * DAY
    const points = [
      { rating: 2, at: reply - DAY },
      { rating: 5, at: reply + 3 * DAY + 5 * HOUR },
    ]
    expect(ratingChangeSummary(points, reply)).toBe('2★ → 5★, 3 days after your reply')
    expect(ratingChangeSummary(points, null)).toBe('2★ → 5★')
    // Changed before anyone replied: no "after your reply".
    expect(ratingChangeSummary(points, reply + 4 * DAY)).toBe('2★ → 5★')
    expect(ratingChangeSummary([{ rating: 4, at: 1 }], reply)).toBeNull()
  })

  it('names a duration in its largest whole unit', () => {
    expect(durationWords(DAY)).toBe('1 day')
    expect(durationWords(2 * DAY + 23 * HOUR)).toBe('2 days')
    expect(durationWords(5 * HOUR + 59 * 60_000)).toBe('5 hours')
    expect(durationWords(90_000)).toBe('1 minute')
    expect(durationWords(0)).toBe('less than a minute')
  })
})
