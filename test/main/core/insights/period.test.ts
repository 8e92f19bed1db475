import { describe, expect, it } from 'vitest'
import {
  lastCompleteWeek,
  nextRunAt,
  weekBefore,
} from '../../../../src/main/core/insights/digest/period'
import { HOUR, instantOf } from '../../../../src/main/core/insights/time/zoned'

const paris = { day: 'monday' as const, hour: 9, timeZone: 'Europe/Paris' }
const iso = (ms: number) => new Date(ms).toISOString()

describe('weekly digest period in the user time zone', () => {
  it('ends at the latest Monday 09:00 Paris time at or before now', () => {
    // Monday 9 Nov 2026, 10:00 in Paris (UTC+1).
    const p = lastCompleteWeek(Date.UTC(2026, 10, 9, 9, 0), paris)
    expect(iso(p.start)).toBe('2026-11-02T08:00:00.000Z')
    expect(iso(p.end)).toBe('2026-11-09T08:00:00.000Z')
    // One minute before the boundary, the complete week is the one before.
    const before = lastCompleteWeek(Date.UTC(2026, 10, 9, 7, 59), paris)
    expect(iso(before.end)).toBe('2026-11-02T08:00:00.000Z')
    // Exactly at the boundary the week is complete.
    expect(iso(lastCompleteWeek(Date.UTC(2026, 10, 9, 8, 0), paris).end)).toBe(
      '2026-11-09T08:00:00.000Z',
    )
  })

  it('keeps 09:00 local across daylight-saving changes (169 h and 167 h weeks)', () => {
    // Clocks go back on Sunday 25 Oct 2026: the week 19–26 Oct is 169 hours long.
    const autumn = lastCompleteWeek(Date.UTC(2026, 9, 26, 12, 0), paris)
    expect(iso(autumn.start)).toBe('2026-10-19T07:00:00.000Z')
    expect(iso(autumn.end)).toBe('2026-10-26T08:00:00.000Z')
    expect((autumn.end - autumn.start) / HOUR).toBe(169)
    // Clocks go forward on Sunday 29 Mar 2026: the week 23–30 Mar is 167 hours long.
    const spring = lastCompleteWeek(Date.UTC(2026, 2, 30, 12, 0), paris)
    expect((spring.end - spring.start) / HOUR).toBe(167)
    expect(iso(spring.end)).toBe('2026-03-30T07:00:00.000Z')
    // The previous week of the autumn one, counted in local weeks.
    expect(iso(weekBefore(autumn, 1, paris).start)).toBe('2026-10-12T07:00:00.000Z')
  })

  it('resolves a wall time that does not exist or exists twice', () => {
    // 02:30 on 29 Mar 2026 does not exist in Paris: it becomes 03:30 CEST (01:30Z).
    expect(iso(instantOf({ year: 2026, month: 3, day: 29 }, 2, 30, 'Europe/Paris'))).toBe(
      '2026-03-29T01:30:00.000Z',
    )
    // 02:30 on 25 Oct 2026 happens twice: the earlier one (CEST) is used.
    expect(iso(instantOf({ year: 2026, month: 10, day: 25 }, 2, 30, 'Europe/Paris'))).toBe(
      '2026-10-25T00:30:00.000Z',
    )
  })

  it('works in zones west of UTC and for a Sunday-evening schedule', () => {
    const ny = { day: 'sunday' as const, hour: 18, timeZone: 'America/New_York' }
    // Wednesday 4 Nov 2026 noon UTC; last Sunday 18:00 EST = 23:00Z on 1 Nov (DST ended that day).
    const p = lastCompleteWeek(Date.UTC(2026, 10, 4, 12), ny)
    expect(iso(p.end)).toBe('2026-11-01T23:00:00.000Z')
    expect(iso(p.start)).toBe('2026-10-25T22:00:00.000Z')
    expect(iso(nextRunAt(Date.UTC(2026, 10, 4, 12), ny))).toBe('2026-11-08T23:00:00.000Z')
  })
})
