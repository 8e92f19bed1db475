/** Reply speed of a period and the backlog now, shaped from the one-row aggregates of queries.ts. */
import type { ReplySpeedDto } from '../../../../shared/dto/reply-effect'
import type { CoreContext } from '../../context'
import { prepared, preparedRaw } from '../../db/statements'
import { dayParams, type EffectScope, type EffectSource } from '../reply-effect/compute'
import { backlogFromTotals, type Backlog } from './backlog'
import {
  backlogSql,
  periodWaitsSql,
  replySpeedFromReviewsSql,
  speedCountsSql,
  waitsInOrderSql,
  withinTargetSql,
} from './queries'
import { replyTargetMs } from './settings'

const DAY = 24 * 60 * 60_000

interface SpeedRow {
  reviews: number
  replied: number
  within_day: number
  within_target: number
  median_ms: number | null
  p90_ms: number | null
}

type BacklogRow = Backlog

/**
 * Up to this many replied reviews, the period's waits are read and sorted; beyond, the median,
 * the 90th percentile and the share within the target come from walks of the waits in order.
 */
const SORTED_READ_MAX = 20_000

const share = (n: number, of: number): number | null =>
  of === 0 ? null : Math.round((n / of) * 1000) / 1000

function params(
  scope: EffectScope,
  extra: Record<string, number>,
): Record<string, string | number> {
  const p: Record<string, string | number> = { workspaceId: scope.workspaceId, day: DAY, ...extra }
  if (scope.appId) p.appId = scope.appId
  if (scope.store) p.store = scope.store
  return p
}

/** How many reviews wait longer than the target now (the digest's overdue count). */
export function overdueCount(
  ctx: CoreContext,
  scope: Omit<EffectScope, 'since' | 'until'>,
): number {
  const target = replyTargetMs(ctx, scope.workspaceId)
  return backlogFromTotals(ctx.db.$client, scope, ctx.clock.now(), target).overdue
}

/**
 * The period's figures from the kept waits: counts from the sums per day, the median, the
 * nearest-rank 90th percentile and those within the target from the replied waits, read and
 * sorted for a short period, walked in order for a long one. The same as `replySpeedFromReviewsSql`.
 */
function speedFromFacts(
  ctx: CoreContext,
  scope: EffectScope,
  target: number,
  sortedReadMax: number,
): SpeedRow {
  const sqlite = ctx.db.$client
  const byApp = Boolean(scope.appId)
  const byStore = Boolean(scope.store)
  const p = params(scope, {
    since: scope.since,
    until: scope.until,
    ...dayParams(scope.since, scope.until),
  })
  const counts = prepared(sqlite, speedCountsSql(byApp, byStore)).get(p) as Pick<
    SpeedRow,
    'reviews' | 'replied' | 'within_day'
  >
  const n = counts.replied
  // 1-based ranks of the middle one or two and of the nearest-rank 90th percentile.
  const ranks = {
    lo: Math.floor((n + 1) / 2),
    hi: Math.floor((n + 2) / 2),
    p90: Math.floor((n * 9 + 9) / 10),
  }
  if (n === 0) return { ...counts, within_target: 0, median_ms: null, p90_ms: null }
  if (n <= sortedReadMax) {
    const waits = Float64Array.from(
      preparedRaw(sqlite, periodWaitsSql(byApp, byStore)).all(p),
      (w) => w[0] as number,
    ).sort()
    let within = 0
    while (within < waits.length && (waits[within] ?? 0) <= target) within++
    return {
      ...counts,
      within_target: within,
      median_ms: ((waits[ranks.lo - 1] ?? 0) + (waits[ranks.hi - 1] ?? 0)) / 2,
      p90_ms: waits[ranks.p90 - 1] ?? null,
    }
  }
  const at = (rank: number, limit: number) =>
    preparedRaw(sqlite, waitsInOrderSql(byApp, byStore))
      .all({ ...p, limit, offset: rank - 1 })
      .map((w) => w[0] as number)
  const middle = at(ranks.lo, ranks.hi - ranks.lo + 1)
  return {
    ...counts,
    within_target: (
      prepared(sqlite, withinTargetSql(byApp, byStore)).get({ ...p, target }) as { n: number }
    ).n,
    median_ms: ((middle[0] ?? 0) + (middle.at(-1) ?? 0)) / 2,
    p90_ms: at(ranks.p90, 1)[0] ?? null,
  }
}

/** `source`: the waits kept per review, or (the tests' reference) every review read again. */
export function replySpeed(
  ctx: CoreContext,
  scope: EffectScope,
  source: EffectSource = 'facts',
  sortedReadMax = SORTED_READ_MAX,
): ReplySpeedDto {
  const sqlite = ctx.db.$client
  const targetMs = replyTargetMs(ctx, scope.workspaceId)
  const byApp = Boolean(scope.appId)
  const byStore = Boolean(scope.store)
  const speed =
    source === 'facts'
      ? speedFromFacts(ctx, scope, targetMs, sortedReadMax)
      : (prepared(sqlite, replySpeedFromReviewsSql(byApp, byStore)).get(
          params(scope, { since: scope.since, until: scope.until, target: targetMs }),
        ) as SpeedRow)
  const backlog =
    source === 'facts'
      ? backlogFromTotals(sqlite, scope, ctx.clock.now(), targetMs)
      : (prepared(sqlite, backlogSql(byApp, byStore)).get(
          params(scope, { now: ctx.clock.now(), target: targetMs }),
        ) as BacklogRow)
  const medianMs = speed.median_ms === null ? null : Math.round(speed.median_ms)
  return {
    appId: scope.appId ?? null,
    store: scope.store ?? null,
    since: scope.since,
    until: scope.until,
    targetMs,
    reviews: speed.reviews,
    replied: speed.replied,
    medianMs,
    p90Ms: speed.p90_ms,
    within24hShare: share(speed.within_day, speed.reviews),
    withinTargetShare: share(speed.within_target, speed.reviews),
    targetMissed: medianMs !== null && medianMs > targetMs,
    backlog: {
      under_1d: backlog.under_1d,
      '1_3d': backlog.d1_3,
      '3_7d': backlog.d3_7,
      over_7d: backlog.over_7d,
    },
    overdue: backlog.overdue,
  }
}
