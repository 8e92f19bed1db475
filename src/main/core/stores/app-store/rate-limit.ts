/**
 * The App Store's request budget: per API key, a rolling hour, reported on every answer as
 * `X-Rate-Limit: user-hour-lim:3500;user-hour-rem:500;`. The last report lives in
 * `quota_reports` (scope `app_store:<key id>`), and every call we send is taken off its
 * `remaining` before it goes out, so the stored value is always "reported minus what we spent
 * since". A call is never sent when that reaches zero, nor before `blockedUntil` (set by a 429).
 */
import { eq } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { quotaReports } from '../../db/schema'
import { rateLimitedError } from './errors'
import { immediate } from '../../db/transaction'

const RATE_WINDOW_MS = 60 * 60 * 1000
/** After a 429 that still reports budget left (a burst limit), wait this long. */
const BURST_BACKOFF_MS = 60_000
/** Background work (sync, pending checks) leaves this share of the budget for people's actions. */
const INTERACTIVE_RESERVE = 0.05

const rateScope = (keyId: string): string => `app_store:${keyId}`

export type CallPriority = 'interactive' | 'background'

export interface RateLimitReport {
  limit: number | null
  remaining: number
}

export interface RateBudgetView {
  limit: number | null
  /** What is left after the calls made since the last report; null while unknown. */
  remaining: number | null
  reportedAt: number | null
  blockedUntil: number | null
  /** When the next call may be sent; null means now. */
  nextCallAt: number | null
}

/** Parses the header defensively: keys may be missing, reordered or joined with extra ones. */
export function parseRateLimitHeader(value: string | string[] | undefined): RateLimitReport | null {
  if (value === undefined) return null
  const text = Array.isArray(value) ? value.join(';') : value
  const fields = new Map<string, number>()
  for (const part of text.split(/[;,]/)) {
    const m = /^\s*([a-z-]+)\s*[:=]\s*(\d+)\s*$/i.exec(part)
    if (m?.[1] && m[2]) fields.set(m[1].toLowerCase(), Number(m[2]))
  }
  const remaining = fields.get('user-hour-rem')
  if (remaining === undefined) return null
  return { limit: fields.get('user-hour-lim') ?? null, remaining }
}

// Calls in the air, per core and scope: a report that arrives while others are still pending
// has not counted them yet.
const flights = (ctx: CoreContext): Map<string, number> => ctx.state.appStore.inFlight

type ReportRow = typeof quotaReports.$inferSelect

function readRow(ctx: CoreContext, scope: string): ReportRow | undefined {
  return ctx.db.select().from(quotaReports).where(eq(quotaReports.scope, scope)).get()
}

function writeRow(ctx: CoreContext, row: ReportRow): void {
  ctx.db
    .insert(quotaReports)
    .values(row)
    .onConflictDoUpdate({
      target: quotaReports.scope,
      set: {
        limit: row.limit,
        remaining: row.remaining,
        reportedAt: row.reportedAt,
        blockedUntil: row.blockedUntil,
      },
    })
    .run()
}

/** Once a whole hour has passed since the report, everything it counted has left the window. */
function current(row: ReportRow, now: number): ReportRow {
  if (now - row.reportedAt < RATE_WINDOW_MS || row.limit === null) return row
  return { ...row, remaining: row.limit, reportedAt: now }
}

const floorFor = (limit: number | null, priority: CallPriority): number =>
  priority === 'background' && limit !== null ? Math.floor(limit * INTERACTIVE_RESERVE) : 0

export function readRateBudget(ctx: CoreContext, keyId: string, now: number): RateBudgetView {
  const stored = readRow(ctx, rateScope(keyId))
  if (!stored)
    return { limit: null, remaining: null, reportedAt: null, blockedUntil: null, nextCallAt: null }
  const row = current(stored, now)
  const blockedUntil = row.blockedUntil !== null && row.blockedUntil > now ? row.blockedUntil : null
  const exhaustedUntil =
    row.remaining !== null && row.remaining <= 0 ? row.reportedAt + RATE_WINDOW_MS : null
  const nextCallAt = Math.max(blockedUntil ?? 0, exhaustedUntil ?? 0) || null
  return {
    limit: row.limit,
    remaining: row.remaining,
    reportedAt: stored.reportedAt,
    blockedUntil,
    nextCallAt,
  }
}

/** True when a call of this priority could be sent now. */
export function canCall(
  ctx: CoreContext,
  keyId: string,
  priority: CallPriority,
  now: number,
): boolean {
  const stored = readRow(ctx, rateScope(keyId))
  if (!stored) return true
  const row = current(stored, now)
  if (row.blockedUntil !== null && now < row.blockedUntil) return false
  return row.remaining === null || row.remaining > floorFor(row.limit, priority)
}

/**
 * Takes one call off the budget, or throws QUOTA_EXCEEDED without sending anything. Returns
 * the function that marks the call as answered.
 */
export function reserveCall(
  ctx: CoreContext,
  keyId: string,
  priority: CallPriority,
  now: number,
): () => void {
  const scope = rateScope(keyId)
  immediate(ctx.db, () => {
    const stored = readRow(ctx, scope)
    if (!stored) return
    const row = current(stored, now)
    if (row.blockedUntil !== null && now < row.blockedUntil)
      throw rateLimitedError(row.blockedUntil, 'store')
    if (row.remaining === null) return
    if (row.remaining <= floorFor(row.limit, priority)) {
      throw rateLimitedError(row.reportedAt + RATE_WINDOW_MS, 'budget')
    }
    writeRow(ctx, { ...row, remaining: row.remaining - 1, blockedUntil: row.blockedUntil })
  })
  const map = flights(ctx)
  map.set(scope, (map.get(scope) ?? 0) + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    map.set(scope, Math.max(0, (map.get(scope) ?? 1) - 1))
  }
}

function othersInFlight(ctx: CoreContext, scope: string): number {
  // The answering call is still counted until it is released.
  return Math.max(0, (flights(ctx).get(scope) ?? 1) - 1)
}

/** Stores what an answer reported. */
export function recordRateReport(
  ctx: CoreContext,
  keyId: string,
  report: RateLimitReport,
  now: number,
): void {
  const scope = rateScope(keyId)
  const previous = readRow(ctx, scope)
  writeRow(ctx, {
    scope,
    limit: report.limit ?? previous?.limit ?? null,
    remaining: Math.max(0, report.remaining - othersInFlight(ctx, scope)),
    reportedAt: now,
    blockedUntil:
      previous?.blockedUntil !== null && (previous?.blockedUntil ?? 0) > now
        ? (previous?.blockedUntil ?? null)
        : null,
  })
}

/**
 * After a 429: no call before the returned time. Honours `Retry-After`; otherwise waits a rolling
 * hour when the budget is spent, or a minute when the store still reports budget (burst limit).
 */
export function recordRateLimited(
  ctx: CoreContext,
  keyId: string,
  report: RateLimitReport | null,
  retryAfterMs: number | null,
  now: number,
): number {
  const scope = rateScope(keyId)
  const previous = readRow(ctx, scope)
  const remaining = report ? Math.max(0, report.remaining - othersInFlight(ctx, scope)) : 0
  const wait = retryAfterMs ?? (remaining > 0 ? BURST_BACKOFF_MS : RATE_WINDOW_MS)
  const blockedUntil = Math.max(now + wait, previous?.blockedUntil ?? 0)
  writeRow(ctx, {
    scope,
    limit: report?.limit ?? previous?.limit ?? null,
    remaining,
    reportedAt: now,
    blockedUntil,
  })
  return blockedUntil
}
