/**
 * One status per store connection, from what the database knows (the key, and each listing's
 * last sync or test), so the badge, a reload and every other page say the same thing. One app the
 * key cannot read does not make the whole store "Failing": the badge counts the readable ones.
 */
export interface ListingHealth {
  appName?: string
  lastError: string | null
}

export function connectionHealth(
  connected: boolean,
  listings: readonly ListingHealth[],
): {
  label: string
  tone: 'healthy' | 'partial' | 'failing' | 'disabled'
  reason: string | null
} {
  if (!connected) return { label: 'Not connected', tone: 'disabled', reason: null }
  const failing = listings.filter((l) => l.lastError !== null)
  if (failing.length === 0) return { label: 'Connected', tone: 'healthy', reason: null }
  const reason = failing
    .map((l) => (l.appName ? `${l.appName}: ${l.lastError}` : (l.lastError ?? '')))
    .join('; ')
  if (failing.length === listings.length) return { label: 'Failing', tone: 'failing', reason }
  const readable = listings.length - failing.length
  return {
    label: `${readable} of ${listings.length} apps readable`,
    tone: 'partial',
    reason,
  }
}

export function ConnectionHealth({
  connected,
  listings,
}: {
  connected: boolean
  listings: readonly ListingHealth[]
}) {
  const health = connectionHealth(connected, listings)
  return (
    <span className={`health health-${health.tone}`} title={health.reason ?? undefined}>
      {health.label}
    </span>
  )
}
