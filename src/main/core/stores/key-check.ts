/**
 * "Replace key…" tests the new key against every app of the store before it is stored: a key
 * that cannot read what the current one reads is refused, so a typo never stops a working sync.
 */
import { invalid } from '../errors'

/** What one cheap read with the candidate key found for one app. */
export interface AppReadCheck {
  listingId: string
  appName: string
  /** Null when the read worked; otherwise the store's reason in plain words. */
  problem: string | null
  /** The app was read before (a sync finished) and is not failing now: the current key works for it. */
  readableNow: boolean
}

/**
 * Throws (at the key's field) when a new key would replace one and reads none of the apps, or
 * fails an app the current key reads. Apps that were never read or already fail do not block it:
 * it may be the fix for them. A first key replaces nothing, so it is stored and its findings
 * become each app's state.
 */
export function refuseUnlessReadable(
  storeName: string,
  field: string,
  checks: readonly AppReadCheck[],
  replacing: boolean,
): void {
  const failed = checks.filter((c) => c.problem !== null)
  if (!replacing || failed.length === 0) return
  const blocking = failed.length === checks.length ? failed : failed.filter((c) => c.readableNow)
  if (blocking.length === 0) return
  const reasons = blocking.map((c) => `${c.appName}: ${c.problem}`).join('; ')
  throw invalid(
    `The new key was not saved and the current one stays: it cannot read ${
      blocking.length === 1 ? blocking[0]?.appName : `${blocking.length} apps`
    } on ${storeName} (${reasons}).`,
    field,
  )
}

/** The listing is proven readable: a sync finished and nothing is failing. */
export const readableNow = (listing: { lastSyncAt: number | null; lastError: string | null }) =>
  listing.lastSyncAt !== null && listing.lastError === null
