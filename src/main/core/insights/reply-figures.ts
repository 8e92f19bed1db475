/**
 * The reply figures of a period, with one definition shared by the dashboard and the digest so
 * their numbers agree with each other:
 *
 * - a review is **answered** when its reply is live on the store: `published`, or
 *   `pending_publish` (sent; the App Store shows it within 24 h);
 * - a reply was **sent** at its `published_at`, or for a pending one when it was handed to the
 *   store (its last change);
 * - **answered** counts the period's reviews that are answered now, and the **median time to
 *   reply** is taken over exactly those reviews (sent − written), so "38 % answered" always comes
 *   with a time;
 * - **replies sent** counts live replies sent during the period, to reviews of any date.
 */
import type Database from 'better-sqlite3'
import { prepared, preparedRaw } from '../db/statements'
import {
  appRepliesSentFromIndexSql,
  repliesSentSql,
  replyWaitCountSql,
  replyWaitsFromIndexSql,
  replyWaitsInOrderSql,
  replyWaitsSql,
} from './queries'

/**
 * Up to this many answered reviews, the period's waits are read and sorted; beyond, the median
 * is the middle of a walk in wait order (which may pass the waits of other periods too, so it
 * pays only when the period holds many).
 */
const SORTED_READ_MAX = 20_000

export interface ReplyFigures {
  /** Reviews written in the period that have a live reply now. */
  answered: number
  /** Live replies sent during the period, whatever the review's date. */
  sent: number
  /** Median of sent − written over the answered reviews of the period, in ms. */
  medianWaitMs: number | null
}

export interface ReplyScope {
  workspaceId: string
  /** One app, or every app of the workspace. */
  appId?: string | undefined
}

/**
 * Both queries read small ranges: the waits of the range's answered reviews from the waits kept
 * per answered review (`reply_waits`), and sent replies from the index on their sent time, never
 * from every review. A period of many answered reviews is counted, then its median read from
 * the middle of the waits in order. `source: 'index'` reads the waits review by review instead
 * (the tests' reference for the kept waits).
 */
export function replyFigures(
  sqlite: Database.Database,
  scope: ReplyScope,
  start: number,
  end: number,
  source: 'aggregates' | 'index' = 'aggregates',
  sortedReadMax = SORTED_READ_MAX,
): ReplyFigures {
  const byApp = Boolean(scope.appId)
  const key = scope.appId ?? scope.workspaceId
  let answered: number
  let medianWaitMs: number | null
  const count =
    source === 'aggregates'
      ? (prepared(sqlite, replyWaitCountSql(byApp)).get(key, start, end) as { n: number }).n
      : null
  if (count !== null && count > sortedReadMax) {
    // The middle one (odd count) or two (even) of the waits in order.
    const mid = Math.floor(count / 2)
    const middle = preparedRaw(sqlite, replyWaitsInOrderSql(byApp))
      .all(key, start, end, count % 2 === 1 ? 1 : 2, count % 2 === 1 ? mid : mid - 1)
      .map((w) => w[0] as number)
    answered = count
    medianWaitMs =
      middle.length === 2 ? ((middle[0] ?? 0) + (middle[1] ?? 0)) / 2 : (middle[0] ?? null)
  } else {
    // Rows as arrays: objects for each cost more than reading them. A typed array then sorts
    // them natively.
    const rows =
      source === 'aggregates'
        ? preparedRaw(sqlite, replyWaitsSql(byApp)).all(key, start, end)
        : preparedRaw(sqlite, replyWaitsFromIndexSql(...indexScope(scope))).all(
            ...(scope.appId ? [scope.appId, scope.workspaceId] : [scope.workspaceId]),
            start,
            end,
          )
    const waits = Float64Array.from(rows, (w) => Math.max(0, (w[0] as number | null) ?? 0))
    answered = waits.length
    medianWaitMs = sortedMedian(waits.sort())
  }
  const sentRow = !scope.appId
    ? prepared(sqlite, repliesSentSql(false)).get(scope.workspaceId, start, end)
    : source === 'aggregates'
      ? prepared(sqlite, repliesSentSql(true)).get(scope.appId, start, end)
      : prepared(sqlite, appRepliesSentFromIndexSql).get(scope.workspaceId, start, end, scope.appId)
  const sent = (sentRow as { n: number }).n
  return { answered, sent, medianWaitMs }
}

function indexScope(scope: ReplyScope): [string, string] {
  return scope.appId
    ? ['inbox_entries e INDEXED BY inbox_entries_app_wide', 'e.app_id = ? AND e.workspace_id = ?']
    : ['inbox_entries e INDEXED BY inbox_entries_wide', 'e.workspace_id = ?']
}

/** The median of numbers sorted ascending (as digest/compute.ts `median`), null when none. */
function sortedMedian(sorted: Float64Array): number | null {
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  const hi = sorted[mid] ?? 0
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? 0) + hi) / 2
}
