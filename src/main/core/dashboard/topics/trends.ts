import type { DashboardTopicDto } from '../../../../shared/dto/dashboard'
import { prepared } from '../../db/statements'
import type { FigureScope } from '../period-figures'
import { DAY_MS, splitRange } from '../ranges'
import { pendingTopicsSql, topicCountsSql, topicTotalsSql } from './queries'

interface Counts {
  n: number
  neg: number
  pos: number
}

/**
 * Reviews per topic in [from, to), with how many raise it as a problem and how many praise it:
 * the whole days from the running totals, the partial ones at the edges from the stored topics'
 * covering index (ranges.ts).
 */
function topicCounts(scope: FigureScope, from: number, to: number): Map<string, Counts> {
  const byTopic = new Map<string, Counts>()
  const { whole, edges } = splitRange(from, to, DAY_MS, scope.source)
  const column = scope.appId ? 'app_id' : 'workspace_id'
  const rows = [
    ...(whole
      ? prepared(scope.sqlite, topicTotalsSql(Boolean(scope.appId))).all(
          scope.workspaceId,
          scope.appId ?? scope.workspaceId,
          ...whole,
        )
      : []),
    ...edges.flatMap(([a, b]) =>
      prepared(scope.sqlite, topicCountsSql(column)).all(scope.appId ?? scope.workspaceId, a, b),
    ),
  ] as (Counts & { topic: string })[]
  for (const r of rows) {
    const c = byTopic.get(r.topic) ?? { n: 0, neg: 0, pos: 0 }
    c.n += r.n
    c.neg += r.neg
    c.pos += r.pos
    byTopic.set(r.topic, c)
  }
  return byTopic
}

/**
 * Reviews per topic in the range and in the same length of time before it, with how many of them
 * raise it as a problem and how many praise it, read from the stored topics. The stars play no
 * part: what the text says of the topic does. `pending` counts the range's reviews whose topics
 * are not read yet, so the page can say the figures are partial.
 */
export function topicTrends(
  scope: FigureScope,
  previousStart: number,
  start: number,
  end: number,
): { topics: DashboardTopicDto[]; pending: number } {
  const now = topicCounts(scope, start, end)
  const before = topicCounts(scope, previousStart, start)
  const column = scope.appId ? 'app_id' : 'workspace_id'
  const pending = (
    prepared(scope.sqlite, pendingTopicsSql(column)).get(
      scope.appId ?? scope.workspaceId,
      start,
      end,
    ) as { n: number }
  ).n
  const none: Counts = { n: 0, neg: 0, pos: 0 }
  const topics = [...new Set([...now.keys(), ...before.keys()])]
    .map((topic) => ({ topic, now: now.get(topic) ?? none, before: before.get(topic) ?? none }))
    .filter((r) => r.now.n > 0 || r.before.n > 0)
    .sort((a, b) => b.now.n - a.now.n || b.before.n - a.before.n || (a.topic < b.topic ? -1 : 1))
    .map((r) => ({
      topic: r.topic,
      reviews: r.now.n,
      previousReviews: r.before.n,
      negative: r.now.neg,
      previousNegative: r.before.neg,
      positive: r.now.pos,
      previousPositive: r.before.pos,
    }))
  return { topics, pending }
}
