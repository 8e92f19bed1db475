import { inArray } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { reviews } from '../db/schema'

/** Current helpful-vote counts of some reviews (the public Review object does not carry them). */
export function thumbsUpOf(ctx: CoreContext, reviewIds: string[]): Map<string, number> {
  const out = new Map<string, number>()
  for (let i = 0; i < reviewIds.length; i += 500) {
    const chunk = reviewIds.slice(i, i + 500)
    for (const r of ctx.db
      .select({ id: reviews.id, thumbsUp: reviews.thumbsUp })
      .from(reviews)
      .where(inArray(reviews.id, chunk))
      .all()) {
      out.set(r.id, r.thumbsUp ?? 0)
    }
  }
  return out
}
