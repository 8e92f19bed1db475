/**
 * Wall-clock arithmetic in an IANA time zone with nothing but Intl, so a weekly schedule such
 * as "Monday 09:00 in Europe/Paris" stays at 09:00 across daylight-saving changes (that week is
 * then 167 or 169 hours long).
 */
export const HOUR = 3_600_000
export const DAY = 24 * HOUR

export interface LocalDate {
  year: number
  /** 1–12 */
  month: number
  day: number
}

interface WallTime extends LocalDate {
  hour: number
  minute: number
  second: number
  /** 0 = Sunday … 6 = Saturday */
  weekday: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

function wallTimeOf(instant: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {}
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  }
  const date = { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 }
  return {
    ...date,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    weekday: weekdayOf(date),
  }
}

/** Local time minus UTC at an instant, in ms (Europe/Paris in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallTimeOf(instant, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time happens. Like Temporal's "compatible" disambiguation: a time
 * that happens twice (clocks go back) gives the earlier one; a time that never happens (clocks
 * go forward) moves forward by the jump (02:30 becomes 03:30).
 */
export function instantOf(date: LocalDate, hour: number, minute: number, timeZone: string): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour, minute)
  const before = offsetAt(guess - DAY, timeZone)
  const after = offsetAt(guess + DAY, timeZone)
  const valid = [...new Set([before, after])]
    .map((offset) => guess - offset)
    .filter((t) => offsetAt(t, timeZone) === guess - t)
    .sort((a, b) => a - b)
  return valid[0] ?? guess - before
}

export function localDateOf(instant: number, timeZone: string): LocalDate {
  const w = wallTimeOf(instant, timeZone)
  return { year: w.year, month: w.month, day: w.day }
}
