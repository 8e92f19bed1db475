/** Dates and numbers as people read them, in the digest's own time zone. */

export function formatDay(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(instant)
}

export function formatDateTime(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
}

/** "3 Nov – 10 Nov 2026" (both ends of the week, the year once when it is the same). */
export function periodLabel(start: number, end: number, timeZone: string): string {
  const a = formatDay(start, timeZone)
  const b = formatDay(end, timeZone)
  const yearA = a.slice(-4)
  return yearA === b.slice(-4) ? `${a.slice(0, -5)} – ${b}` : `${a} – ${b}`
}

export function languageName(language: string | null): string {
  if (!language) return 'Unknown'
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(language) ?? language
  } catch {
    return language
  }
}

export const round = (value: number, digits: number): number => {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

/** "1★" or "1–2★" for "rating ≤ threshold". */
export const starRange = (threshold: number): string => (threshold <= 1 ? '1★' : `1–${threshold}★`)

export function snippet(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}
