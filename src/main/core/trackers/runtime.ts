/**
 * Per-core settings of the tracker clients that tests change: how to wait (a sleeper that moves
 * a ManualClock instead of real time), how long a call may take, and how long a 429 may ask us
 * to wait before the call gives up and leaves it to the next poll.
 */
import type { CoreContext } from '../context'

export interface TrackerRuntime {
  sleep(ms: number): Promise<void>
  timeoutMs: number
  /** Tries per call for a 429 or 5xx answer (first try included). */
  attempts: number
  backoffMs(attempt: number): number
  /** A Retry-After longer than this is not waited out in a person's request. */
  maxWaitMs: number
}

const realSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms).unref())

export const defaultTrackerRuntime = (): TrackerRuntime => ({
  sleep: realSleep,
  timeoutMs: 20_000,
  attempts: 3,
  backoffMs: (attempt) => 1_000 * 2 ** (attempt - 1),
  maxWaitMs: 30_000,
})

export function configureTrackers(
  ctx: CoreContext,
  options: Partial<TrackerRuntime>,
): TrackerRuntime {
  return Object.assign(ctx.state.trackers, options)
}
