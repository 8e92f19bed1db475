/**
 * A review's history: every version Review Reply has seen (`review_revisions`). The first
 * sighting is revision 1; each later sync or import that sees the rating, title or text change
 * adds one. `reviews` holds the current version, so the newest revision always matches it.
 * Revisions are ordered by `at` (when the reviewer made the version), then by `seq`, so a
 * version learnt late (an older report row, issue 27 part 4) still falls into place.
 */
import { ratingChanges, type RatingPoint } from '../../../shared/rating-history'
import type { CoreContext } from '../context'
import type { reviewRevisions, reviews } from '../db/schema'
import { statement } from '../db/statements'
import {
  INSERT_FIRST_REVISION,
  INSERT_NEXT_REVISION,
  LATEST_REVISION,
  RATING_POINTS_OF,
  REVISIONS_OF,
} from './queries'

type ReviewRow = typeof reviews.$inferSelect
type RevisionRow = typeof reviewRevisions.$inferSelect
export type Revision = Omit<RevisionRow, 'reviewId' | 'workspaceId' | 'appId'>
export type RevisionSource = RevisionRow['source']

/** When and how a version was seen. */
export interface VersionSeen {
  /** The store's last-modified time of this version, when it gives one. */
  storeModifiedAt: number | null
  seenAt: number
  source: RevisionSource
}

type Version = Pick<ReviewRow, 'id' | 'workspaceId' | 'appId' | 'rating' | 'title' | 'body'>

function params(review: Version, seen: VersionSeen) {
  return {
    reviewId: review.id,
    workspaceId: review.workspaceId,
    appId: review.appId,
    rating: review.rating,
    title: review.title,
    body: review.body,
    at: seen.storeModifiedAt ?? seen.seenAt,
    storeModifiedAt: seen.storeModifiedAt,
    seenAt: seen.seenAt,
    source: seen.source,
  }
}

/** Records a review's first version (it has none yet). Inside the caller's write transaction. */
export function recordFirstRevision(ctx: CoreContext, review: Version, seen: VersionSeen): void {
  statement(ctx.db, INSERT_FIRST_REVISION).run(params(review, seen))
}

/**
 * Records a new version of a review, after its previous ones; returns its number. Inside the
 * caller's write transaction (the one that changes `reviews`), so the two never disagree.
 */
export function recordRevision(ctx: CoreContext, review: Version, seen: VersionSeen): number {
  const row = statement(ctx.db, INSERT_NEXT_REVISION).get(params(review, seen)) as { seq: number }
  return row.seq
}

/** The newest version on record, or null for a review that has none (never after migration 0010). */
export function latestRevision(ctx: CoreContext, reviewId: string): Revision | null {
  return (statement(ctx.db, LATEST_REVISION).get(reviewId) as Revision | undefined) ?? null
}

/** Every version of a review, oldest first. */
export function revisionsOf(ctx: CoreContext, reviewId: string): Revision[] {
  return statement(ctx.db, REVISIONS_OF).all(reviewId) as Revision[]
}

type Current = Pick<ReviewRow, 'id' | 'rating' | 'updatedAt'>

/** The review's ratings over time (the API's `rating_history`), oldest first, never empty. */
export function ratingHistoryOf(ctx: CoreContext, review: Current): RatingPoint[] {
  return ratingHistoriesOf(ctx, [review]).get(review.id) ?? []
}

/** The same for many reviews at once (one query), keyed by review id. */
export function ratingHistoriesOf(
  ctx: CoreContext,
  list: readonly Current[],
): Map<string, RatingPoint[]> {
  const points = new Map<string, RatingPoint[]>()
  if (list.length > 0) {
    const rows = statement(ctx.db, RATING_POINTS_OF).all(
      JSON.stringify(list.map((r) => r.id)),
    ) as (RatingPoint & { reviewId: string })[]
    for (const { reviewId, rating, at } of rows) {
      let mine = points.get(reviewId)
      if (!mine) points.set(reviewId, (mine = []))
      mine.push({ rating, at })
    }
  }
  return new Map(
    list.map((r) => [
      r.id,
      ratingChanges(points.get(r.id) ?? [], { rating: r.rating, at: r.updatedAt }),
    ]),
  )
}
