/**
 * Per-core settings of the Google Play client that tests and `serve --demo` change: how to wait
 * between retries, how long a call may take, and the in-memory access-token cache. Held in the
 * core's state (state.ts), so two cores in one process (tests) never share tokens.
 */
import type { CoreContext } from '../../context'

interface CachedToken {
  accessToken: string
  /** Epoch ms, from the core's clock. */
  expiresAt: number
}

export interface GooglePlayRuntime {
  /** Waits between retries; tests pass one that advances a ManualClock instead. */
  sleep(ms: number): Promise<void>
  /** One HTTP call (connect + answer) may take this long before it counts as a timeout. */
  timeoutMs: number
  /** Tries for a call that timed out or returned unreadable JSON (first try included). */
  attempts: number
  /** Wait before try number `attempt + 1`. */
  backoffMs(attempt: number): number
  /** Reads `syncGooglePlayListing` leaves unused per hour for reviews.get and "Test connection". */
  reserveGets: number
  tokens: Map<string, CachedToken>
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** A new core's settings (state.ts). */
export const defaultGooglePlayRuntime = (): GooglePlayRuntime => ({
  sleep: realSleep,
  timeoutMs: 30_000,
  attempts: 3,
  backoffMs: (attempt) => 1_000 * 2 ** (attempt - 1),
  reserveGets: 10,
  tokens: new Map(),
})

export const googlePlayRuntime = (ctx: CoreContext): GooglePlayRuntime => ctx.state.googlePlay

/** @internal Exported for tests. */
export function configureGooglePlay(
  ctx: CoreContext,
  options: Partial<Omit<GooglePlayRuntime, 'tokens'>>,
): GooglePlayRuntime {
  return Object.assign(googlePlayRuntime(ctx), options)
}
