/**
 * One status per store connection, from what the database knows (the key, and each listing's
 * last sync or test), so the badge, a reload and every other page say the same thing.
 */
export function connectionHealth(
  connected: boolean,
  listings: readonly { lastError: string | null }[],
): { label: string; tone: 'healthy' | 'failing' | 'disabled'; reason: string | null } {
  if (!connected) return { label: 'Not connected', tone: 'disabled', reason: null }
  const failing = listings.find((l) => l.lastError !== null)
  return failing
    ? { label: 'Failing', tone: 'failing', reason: failing.lastError }
    : { label: 'Connected', tone: 'healthy', reason: null }
}

export function ConnectionHealth({
  connected,
  listings,
}: {
  connected: boolean
  listings: readonly { lastError: string | null }[]
}) {
  const health = connectionHealth(connected, listings)
  return (
    <span className={`health health-${health.tone}`} title={health.reason ?? undefined}>
      {health.label}
    </span>
  )
}
