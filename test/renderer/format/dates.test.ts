import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatWhen,
  formatWhenShort,
} from '../../../src/renderer/src/format'

// Thursday 26 November 2026, 12:49 in London (UTC in winter).
const NOW = Date.UTC(2026, 10, 26, 12, 49)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const gb = { now: NOW, locale: 'en-GB', timeZone: 'Europe/London' }

describe('formatWhen: relative within a week, absolute with the month in words otherwise', () => {
  it('says seconds, minutes and hours for today', () => {
    expect(formatWhen(NOW - 9_000, gb)).toBe('9 seconds ago')
    expect(formatWhen(NOW - 5 * MIN, gb)).toBe('5 minutes ago')
    expect(formatWhen(NOW - 3 * HOUR, gb)).toBe('3 hours ago')
    expect(formatWhen(NOW + 2 * HOUR, gb)).toBe('in 2 hours')
  })

  it('counts days by the calendar of the person’s time zone', () => {
    // 23:30 the day before is "yesterday" in London (13 h ago)…
    expect(formatWhen(Date.UTC(2026, 10, 25, 23, 30), gb)).toBe('yesterday')
    // …and the same day in Tokyo, where the two moments are 08:30 and 21:49 on 26 November.
    expect(formatWhen(Date.UTC(2026, 10, 25, 23, 30), { ...gb, timeZone: 'Asia/Tokyo' })).toBe(
      '13 hours ago',
    )
    expect(formatWhen(NOW - 3 * DAY, gb)).toBe('3 days ago')
    expect(formatWhen(NOW + 2 * DAY, gb)).toBe('in 2 days')
  })

  it('is absolute from a week on, with the month as a word and never 12/3', () => {
    expect(formatWhen(NOW - 8 * DAY, gb)).toBe('18 Nov 2026, 12:49')
    expect(formatWhen(Date.UTC(2026, 11, 3, 9, 5), gb)).toBe('3 Dec 2026, 09:05')
    expect(formatWhen(NOW - 8 * DAY, { ...gb, locale: 'en-US' })).toBe('Nov 18, 2026, 12:49 PM')
    expect(formatWhen(NOW - 30 * DAY, { ...gb, locale: 'de' })).toBe('27. Okt. 2026, 12:49')
  })

  it('shows the time in the person’s zone', () => {
    expect(formatDateTime(NOW, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe(
      '26 Nov 2026, 07:49',
    )
  })
})

describe('the shorter forms', () => {
  it('drops the time of day in list rows and digests', () => {
    expect(formatWhenShort(NOW - 2 * HOUR, gb)).toBe('2 hours ago')
    expect(formatWhenShort(NOW - 40 * DAY, gb)).toBe('17 Oct 2026')
    expect(formatDate(NOW, { locale: 'en-GB', timeZone: 'Pacific/Kiritimati' })).toBe('27 Nov 2026')
  })

  it('names a day and month on chart axes', () => {
    expect(formatDayMonth(NOW, gb)).toBe('26 Nov')
  })
})
