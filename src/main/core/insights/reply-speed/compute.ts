/** Reply speed of a period and the backlog now, shaped from the one-row aggregates of queries.ts. */
import type { ReplySpeedDto } from '../../../../shared/dto/reply-effect'
import type { CoreContext } from '../../context'
import { prepared } from '../../db/statements'
import type { EffectScope } from '../reply-effect/compute'
import { backlogSql, replySpeedSql } from './queries'
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

interface BacklogRow {
  under_1d: number
  d1_3: number
  d3_7: number
  over_7d: number
  overdue: number
}

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
  const row = prepared(ctx.db.$client, backlogSql(Boolean(scope.appId), Boolean(scope.store))).get(
    params({ ...scope, since: 0, until: 0 }, { now: ctx.clock.now(), target }),
  ) as BacklogRow
  return row.overdue
}

export function replySpeed(ctx: CoreContext, scope: EffectScope): ReplySpeedDto {
  const sqlite = ctx.db.$client
  const targetMs = replyTargetMs(ctx, scope.workspaceId)
  const byApp = Boolean(scope.appId)
  const byStore = Boolean(scope.store)
  const speed = prepared(sqlite, replySpeedSql(byApp, byStore)).get(
    params(scope, { since: scope.since, until: scope.until, target: targetMs }),
  ) as SpeedRow
  const backlog = prepared(sqlite, backlogSql(byApp, byStore)).get(
    params(scope, { now: ctx.clock.now(), target: targetMs }),
  ) as BacklogRow
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
