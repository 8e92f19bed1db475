import type Database from 'better-sqlite3'
import type { DashboardTopicDto } from '../../../../shared/dto/dashboard'
import { prepared } from '../../db/statements'
import { pendingTopicsSql, topicTrendsSql } from './queries'

interface Row {
  topic: string
  n: number
  neg: number
  pos: number
  before: number
  negBefore: number
  posBefore: number
}

/**
 * Reviews per topic in the range and in the same length of time before it, with how many of them
 * raise it as a problem and how many praise it, read from the stored topics (one covering index
 * scan). The stars play no part: what the text says of the topic does. `pending` counts the
 * range's reviews whose topics are not read yet, so the page can say the figures are partial.
 */
export function topicTrends(
  sqlite: Database.Database,
  scope: { column: 'app_id' | 'workspace_id'; id: string },
  previousStart: number,
  start: number,
  end: number,
): { topics: DashboardTopicDto[]; pending: number } {
  const rows = prepared(sqlite, topicTrendsSql(scope.column)).all({
    start,
    scope: scope.id,
    from: previousStart,
    end,
  }) as Row[]
  const pending = (
    prepared(sqlite, pendingTopicsSql(scope.column)).get(scope.id, start, end) as { n: number }
  ).n
  const topics = rows
    .filter((r) => r.n > 0 || r.before > 0)
    .sort((a, b) => b.n - a.n || b.before - a.before || (a.topic < b.topic ? -1 : 1))
    .map((r) => ({
      topic: r.topic,
      reviews: r.n,
      previousReviews: r.before,
      negative: r.neg,
      previousNegative: r.negBefore,
      positive: r.pos,
      previousPositive: r.posBefore,
    }))
  return { topics, pending }
}
