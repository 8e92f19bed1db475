import type { WebhookFiltersDto } from './dto/webhooks'

const STORE_WORDS: Record<string, string> = { app_store: 'App Store', google_play: 'Google Play' }

/** `[1, 2]` → `1–2★`; `[1, 3, 5]` → `1★, 3★, 5★`. */
export function ratingWords(ratings: readonly number[]): string {
  const sorted = [...new Set(ratings)].sort((a, b) => a - b)
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (first === undefined || last === undefined) return ''
  if (sorted.length === 1) return `${first}★`
  if (last - first === sorted.length - 1) return `${first}–${last}★`
  return sorted.map((r) => `${r}★`).join(', ')
}

/**
 * One line for an endpoint's routing, e.g. "Only reviews: 1–2★, Google Play, topics crash";
 * null when it has no filters. `appName` turns app ids into names.
 */
export function describeFilters(
  f: WebhookFiltersDto,
  appName: (id: string) => string = (id) => id,
): string | null {
  const parts: string[] = []
  if (f.ratings.length) parts.push(ratingWords(f.ratings))
  if (f.stores.length) parts.push(f.stores.map((s) => STORE_WORDS[s] ?? s).join(' or '))
  if (f.appIds.length) parts.push(`${f.appIds.length === 1 ? 'app' : 'apps'} ${f.appIds.map(appName).join(', ')}`)
  if (f.topics.length) parts.push(`${f.topics.length === 1 ? 'topic' : 'topics'} ${f.topics.join(', ')}`)
  return parts.length ? `Only reviews: ${parts.join(', ')}` : null
}
