import { WEEKDAYS, type Weekday } from '../../../../shared/dto/insights'
import { addDays, instantOf, localDateOf, type LocalDate } from '../time/zoned'

export interface WeeklySchedule {
  day: Weekday
  hour: number
  timeZone: string
}

export interface Period {
  start: number
  end: number
}

/** The same wall-clock time `days` calendar days away (not `days * 24 h`: DST weeks differ). */
function boundaryAt(date: LocalDate, schedule: WeeklySchedule): number {
  return instantOf(date, schedule.hour, 0, schedule.timeZone)
}

function latestBoundaryDate(now: number, schedule: WeeklySchedule): LocalDate {
  const today = localDateOf(now, schedule.timeZone)
  const todayWeekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay()
  const target = WEEKDAYS.indexOf(schedule.day)
  let date = addDays(today, -((todayWeekday - target + 7) % 7))
  if (boundaryAt(date, schedule) > now) date = addDays(date, -7)
  return date
}

/**
 * The last complete week at `now`: it ends at the latest scheduled day/hour at or before `now`,
 * and starts at the same local day/hour a week earlier.
 */
export function lastCompleteWeek(now: number, schedule: WeeklySchedule): Period {
  const endDate = latestBoundaryDate(now, schedule)
  return { start: boundaryAt(addDays(endDate, -7), schedule), end: boundaryAt(endDate, schedule) }
}

/** The week `weeksBack` weeks before `period` (1 = the previous week), in local calendar weeks. */
export function weekBefore(period: Period, weeksBack: number, schedule: WeeklySchedule): Period {
  const endDate = addDays(localDateOf(period.end, schedule.timeZone), -7 * weeksBack)
  return { start: boundaryAt(addDays(endDate, -7), schedule), end: boundaryAt(endDate, schedule) }
}

export function nextRunAt(now: number, schedule: WeeklySchedule): number {
  return boundaryAt(addDays(latestBoundaryDate(now, schedule), 7), schedule)
}
