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

export const LIVE_REPLY = `p.status IN ('published', 'pending_publish')`
const SENT_AT = `coalesce(p.published_at, CASE WHEN p.status = 'pending_publish' THEN p.updated_at END)`

export interface ReplyFigures {
  /** Reviews written in the period that have a live reply now. */
  answered: number
  /** Live replies sent during the period, whatever the review's date. */
  sent: number
  /** Median of sent − written over the answered reviews of the period, in ms. */
  medianWaitMs: number | null
}

export function replyFigures(
  sqlite: Database.Database,
  scope: { column: 'app_id' | 'workspace_id'; id: string },
  start: number,
  end: number,
): ReplyFigures {
  const waits = (
    prepared(
      sqlite,
      `SELECT ${SENT_AT} - r.created_at AS wait FROM reviews r JOIN replies p ON p.review_id = r.id
       WHERE r.${scope.column} = ? AND r.created_at >= ? AND r.created_at < ? AND ${LIVE_REPLY}`,
    ).all(scope.id, start, end) as { wait: number | null }[]
  ).map((w) => Math.max(0, w.wait ?? 0))
  const sent = (
    prepared(
      sqlite,
      `SELECT count(*) AS n FROM replies p JOIN reviews r ON r.id = p.review_id
       WHERE r.${scope.column} = ? AND ${LIVE_REPLY} AND ${SENT_AT} >= ? AND ${SENT_AT} < ?`,
    ).get(scope.id, start, end) as { n: number }
  ).n
  return { answered: waits.length, sent, medianWaitMs: median(waits) }
}
