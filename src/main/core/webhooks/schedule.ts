import { retryAfterMs } from '../http/retry-after'

/** Delivery timing rules of docs/integrations/webhooks.md, in one place. */

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/**
 * Waits after the 1st, 2nd, … failed attempt; after the last one the delivery is `failed`.
 * @internal Exported for tests.
 */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
] as const

/** A 2xx must arrive within this; also the bound on reading the response. */
export const ATTEMPT_TIMEOUT_MS = 15 * SECOND

/**
 * An `in_flight` delivery older than this was abandoned by a process that died: send it again.
 * Longer than the longest a live dispatcher holds one (a few claimed ahead behind attempts that
 * each run into the timeout), so a second process on the same database never steals a claim.
 */
export const STALE_IN_FLIGHT_MS = 2 * MINUTE

/** 5 consecutive days of failures turn an endpoint off. */
export const DISABLE_AFTER_FAILING_MS = 5 * DAY

/** How long a rotated-out secret keeps signing. */
export const ROTATION_OVERLAP_MS = 24 * HOUR

/** A receiver's Retry-After is honoured up to this (a day); anything longer is treated as a day. */
const MAX_RETRY_AFTER_MS = DAY

/** ±10 % so that many deliveries failing together do not come back in lockstep. */
const JITTER = 0.1

/**
 * When to try again after `attempts` failed attempts, or null when the schedule is used up.
 * `random` is in [0, 1).
 */
export function nextRetryDelay(attempts: number, random: number): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1]
  if (base === undefined) return null
  return Math.round(base * (1 - JITTER + 2 * JITTER * random))
}

/** `Retry-After` as delta-seconds or an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): number | null {
  const ms = retryAfterMs(value, now)
  return ms === null ? null : Math.min(ms, MAX_RETRY_AFTER_MS)
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300
