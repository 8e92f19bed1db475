/**
 * An HTTP `Retry-After` (delta-seconds or an HTTP date) as milliseconds from `now`, never below
 * zero; null when absent or unreadable. Store clients, trackers and webhook receivers all send it.
 */
export function retryAfterMs(
  value: string | readonly string[] | undefined,
  now: number,
): number | null {
  const text = (typeof value === 'string' ? value : value?.[0])?.trim()
  if (!text) return null
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
