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
import { prepared } from '../db/statements'
import { median } from './digest/compute'
import { repliesSentSql, replyWaitsSql } from './queries'

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
 * Both queries start from small sets: the range's answered reviews come from the inbox index
 * (reply status included, so only answered rows reach `replies`), and sent replies from the
 * workspace's live replies (index on workspace and status), never from every review.
 */
export function replyFigures(
  sqlite: Database.Database,
  scope: ReplyScope,
  start: number,
  end: number,
): ReplyFigures {
  const entries = scope.appId
    ? 'inbox_entries e INDEXED BY inbox_entries_app_wide'
    : 'inbox_entries e INDEXED BY inbox_entries_wide'
  const where = scope.appId ? 'e.app_id = ? AND e.workspace_id = ?' : 'e.workspace_id = ?'
  const args = scope.appId ? [scope.appId, scope.workspaceId] : [scope.workspaceId]
  const waits = (
    prepared(sqlite, replyWaitsSql(entries, where)).all(...args, start, end) as {
      wait: number | null
    }[]
  ).map((w) => Math.max(0, w.wait ?? 0))
  const sent = (
    prepared(sqlite, repliesSentSql(Boolean(scope.appId))).get(
      scope.workspaceId,
      start,
      end,
      ...(scope.appId ? [scope.appId] : []),
    ) as { n: number }
  ).n
  return { answered: waits.length, sent, medianWaitMs: median(waits) }
}
