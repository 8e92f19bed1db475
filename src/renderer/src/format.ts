import type { StoreName } from '../../shared/dto/apps'
import type { InboxReplyStatus } from '../../shared/dto/inbox'

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })

/** "3 minutes ago", "in 2 hours". */
export function formatRelative(ms: number, now = Date.now()): string {
  const diff = (ms - now) / 1000
  const abs = Math.abs(diff)
  if (abs < 45) return relative.format(Math.round(diff), 'second')
  if (abs < 45 * 60) return relative.format(Math.round(diff / 60), 'minute')
  if (abs < 22 * 3600) return relative.format(Math.round(diff / 3600), 'hour')
  if (abs < 26 * 86400) return relative.format(Math.round(diff / 86400), 'day')
  return new Date(ms).toLocaleDateString()
}

export const formatDateTime = (ms: number): string =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export const formatDate = (ms: number): string =>
  new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** Compact date for list rows: "14:05" today, "3 Nov" this year, "3 Nov 2025" before. */
export function formatShortDate(ms: number, now = Date.now()): string {
  const d = new Date(ms)
  const today = new Date(now)
  if (d.toDateString() === today.toDateString())
    return d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
  if (d.getFullYear() === today.getFullYear())
    return d.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })
  return d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })
}

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

export const STORE_LABEL: Record<StoreName, string> = {
  app_store: 'App Store',
  google_play: 'Google Play',
}

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
