/**
 * Ratings without text (from Google Play's reports) for the dashboard: shown apart from written
 * reviews, and joined with them for the app's overall rating, as the Play Console counts it.
 */
import type Database from 'better-sqlite3'
import { prepared } from '../db/statements'
import {
  RATING_TOTALS_OF_WORKSPACE,
  RATINGS_BY_STAR_OF_APP,
  RATINGS_BY_STAR_OF_WORKSPACE,
} from './queries'

export type Stars = [number, number, number, number, number]

/** Ratings without text per star (index 0 = 1★) given in [start, end). */
export function ratingsWithoutText(
  sqlite: Database.Database,
  scope: { column: 'app_id' | 'workspace_id'; id: string },
  start: number,
  end: number,
): Stars {
  const sql = scope.column === 'app_id' ? RATINGS_BY_STAR_OF_APP : RATINGS_BY_STAR_OF_WORKSPACE
  const stars: Stars = [0, 0, 0, 0, 0]
  for (const row of prepared(sqlite, sql).all(scope.id, start, end) as {
    rating: number
    n: number
  }[])
    if (row.rating >= 1 && row.rating <= 5) stars[row.rating - 1] = stars[row.rating - 1]! + row.n
  return stars
}

/** Count and mean of a per-star tally; the mean is null without any. */
export function starFigures(stars: readonly number[]): {
  count: number
  averageRating: number | null
} {
  const count = stars.reduce((a, n) => a + n, 0)
  const sum = stars.reduce((a, n, i) => a + n * (i + 1), 0)
  return { count, averageRating: count === 0 ? null : Math.round((sum / count) * 100) / 100 }
}

/** Ratings without text of every app of a workspace: count and sum of stars, by app id. */
export function ratingTotalsByApp(
  sqlite: Database.Database,
  workspaceId: string,
): Map<string, { count: number; sum: number }> {
  const rows = prepared(sqlite, RATING_TOTALS_OF_WORKSPACE).all(workspaceId) as {
    appId: string
    n: number
    sum: number
  }[]
  return new Map(rows.map((r) => [r.appId, { count: r.n, sum: r.sum }]))
}
