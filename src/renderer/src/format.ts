import type { InboxReplyStatus } from '../../shared/dto/inbox'

/**
 * Dates, one way everywhere: the person's locale and time zone; within a week of now relative
 * ("3 hours ago", "yesterday", "in 2 days"), otherwise absolute with the month in words
 * ("26 Nov 2026, 12:49"; "Nov 26, 2026, 12:49 PM" in the US) so 12/3 never means two days.
 * This is the only module that formats dates: a test keeps toLocale*String out of the rest.
 */
export interface DateOptions {
  now?: number
  /** A BCP 47 tag; the person's own when left out. */
  locale?: string
  /** An IANA zone (a digest's, a dashboard's); the person's own when left out. */
  timeZone?: string
}

const WEEK_MS = 7 * 86_400_000

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>()
function dateFormat(o: DateOptions, kind: string, shape: Intl.DateTimeFormatOptions) {
  const key = `${kind}|${o.locale ?? ''}|${o.timeZone ?? ''}`
  let f = cache.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(o.locale, { ...shape, timeZone: o.timeZone })
    cache.set(key, f)
  }
  return f as Intl.DateTimeFormat
}
function relativeFormat(o: DateOptions) {
  const key = `relative|${o.locale ?? ''}`
  let f = cache.get(key)
  if (!f) {
    f = new Intl.RelativeTimeFormat(o.locale, { numeric: 'auto' })
    cache.set(key, f)
  }
  return f as Intl.RelativeTimeFormat
}

/** The person's IANA time zone ("Europe/Berlin"). */
export const localTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone

/** Days since 1970 of the calendar day `ms` falls on in the zone, to count "yesterday" by the calendar. */
function dayNumber(ms: number, o: DateOptions): number {
  const parts = dateFormat({ timeZone: o.timeZone }, 'ymd', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(ms)
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value)
  return Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000
}

/** "26 Nov 2026, 12:49": always absolute, for tooltips and exact moments. */
export const formatDateTime = (ms: number, o: DateOptions = {}): string =>
  dateFormat(o, 'datetime', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms)

/** "26 Nov 2026": a day (a licence's end, a review in a digest). */
export const formatDate = (ms: number, o: DateOptions = {}): string =>
  dateFormat(o, 'date', { day: 'numeric', month: 'short', year: 'numeric' }).format(ms)

/** "26 Nov": a day inside a range the page already names (a chart's axis). */
export const formatDayMonth = (ms: number, o: DateOptions = {}): string =>
  dateFormat(o, 'daymonth', { day: 'numeric', month: 'short' }).format(ms)

/** Relative within a week ("5 minutes ago", "yesterday", "in 3 days"), else null. */
function relativeWithinWeek(ms: number, o: DateOptions): string | null {
  const now = o.now ?? Date.now()
  const diff = ms - now
  const abs = Math.abs(diff)
  if (abs >= WEEK_MS) return null
  const rtf = relativeFormat(o)
  if (abs < 45_000) return rtf.format(Math.round(diff / 1000), 'second')
  if (abs < 45 * 60_000) return rtf.format(Math.round(diff / 60_000), 'minute')
  const days = dayNumber(ms, o) - dayNumber(now, o)
  if (Math.abs(days) >= 7) return null
  // Same calendar day, or less than 12 hours away across midnight: hours read better than "yesterday".
  if (days === 0 || abs < 12 * 3_600_000) return rtf.format(Math.round(diff / 3_600_000), 'hour')
  return rtf.format(days, 'day')
}

/** The date style of the app: relative within a week of now, absolute with the time otherwise. */
export const formatWhen = (ms: number, o: DateOptions = {}): string =>
  relativeWithinWeek(ms, o) ?? formatDateTime(ms, o)

/** As formatWhen, without the time of day when absolute, for narrow places (list rows). */
export const formatWhenShort = (ms: number, o: DateOptions = {}): string =>
  relativeWithinWeek(ms, o) ?? formatDate(ms, o)

const numbers = new Intl.NumberFormat()
export const formatNumber = (n: number): string => numbers.format(n)

export const formatPercent = (share: number): string =>
  new Intl.NumberFormat(undefined, {
    style: 'percent',
    maximumFractionDigits: share < 0.1 ? 1 : 0,
  }).format(share)

/** "45 min", "5.5 h", "3.2 days". */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`
  if (hours < 48) return `${hours < 10 ? hours.toFixed(1) : Math.round(hours)} h`
  return `${(hours / 24).toFixed(1)} days`
}

export { STORE_LABEL } from '../../shared/stores'

export const STATUS_LABEL: Record<InboxReplyStatus, string> = {
  none: 'No reply',
  draft: 'Draft',
  approved: 'Approved',
  publishing: 'Publishing',
  pending_publish: 'Pending on App Store',
  published: 'Published',
  failed: 'Failed',
  dismissed: 'Dismissed',
}

let languageNames: Intl.DisplayNames | null = null

/** "English", "Portuguese (Brazil)"; the code itself when the browser does not know it. */
export function languageName(code: string | null): string {
  if (!code) return 'Unknown language'
  try {
    languageNames ??= new Intl.DisplayNames(undefined, { type: 'language' })
    return languageNames.of(code) ?? code
  } catch {
    return code
  }
}

let regionNames: Intl.DisplayNames | null = null

export function territoryName(code: string | null): string | null {
  if (!code) return null
  try {
    regionNames ??= new Intl.DisplayNames(undefined, { type: 'region' })
    return regionNames.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${formatNumber(n)} ${n === 1 ? one : many}`
