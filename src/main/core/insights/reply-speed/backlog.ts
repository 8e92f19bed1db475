/**
 * The backlog now from the dashboard's running totals: how many reviews the inbox's "Needs reply"
 * holds, by when they were written, summed over whole hours (`dashboard_hours.needs_reply`) with
 * the partial hours at each cut read from the inbox index, so a workspace with 100,000s of
 * waiting reviews is not walked review by review on every call.
 */
import type Database from 'better-sqlite3'
import { prepared } from '../../db/statements'
import { HOUR_MS, splitRange } from '../../dashboard/ranges'
import type { EffectScope } from '../reply-effect/compute'
import { needsReplyEdgeSql, needsReplyHoursSql } from './queries'

const DAY = 24 * 60 * 60_000
/** Before and after any review's time (the range of a JavaScript date). */
const EVER = 8.64e15

export interface Backlog {
  under_1d: number
  d1_3: number
  d3_7: number
  over_7d: number
  overdue: number
}

export function backlogFromTotals(
  sqlite: Database.Database,
  scope: Omit<EffectScope, 'since' | 'until'>,
  now: number,
  target: number,
): Backlog {
  const byApp = Boolean(scope.appId)
  const byStore = Boolean(scope.store)
  const key = byApp ? [scope.workspaceId, scope.appId] : [scope.workspaceId, scope.workspaceId]
  const entries = byApp ? [scope.appId, scope.workspaceId] : [scope.workspaceId]
  const store = byStore ? [scope.store] : []
  /** Waiting reviews written in [from, to). */
  const count = (from: number, to: number): number => {
    const { whole, edges } = splitRange(from, to, HOUR_MS)
    let n = 0
    if (whole)
      n += (
        prepared(sqlite, needsReplyHoursSql(byApp, byStore)).get(...key, ...whole, ...store) as {
          n: number
        }
      ).n
    for (const [a, b] of edges)
      n += (
        prepared(sqlite, needsReplyEdgeSql(byApp, byStore)).get(...entries, a, b, ...store) as {
          n: number
        }
      ).n
    return n
  }
  // "Written more than a day ago" is created_at <= now − day: the cuts fall 1 ms later.
  const [c1, c3, c7] = [now - DAY + 1, now - 3 * DAY + 1, now - 7 * DAY + 1]
  return {
    under_1d: count(c1, EVER),
    d1_3: count(c3, c1),
    d3_7: count(c7, c3),
    over_7d: count(-EVER, c7),
    overdue: count(-EVER, now - target),
  }
}
