import type { ReviewTrackerIssueDto } from '../../../shared/dto/trackers'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { REVIEW_ISSUES } from './queries'

export interface ReviewTrackerState {
  trackerIssue: ReviewTrackerIssueDto | null
  fixed: boolean
  /** The fixing version of the most recently closed linked issue, for `{fixed_in}`. */
  fixedIn: string | null
}

const NONE: ReviewTrackerState = { trackerIssue: null, fixed: false, fixedIn: null }

/** The review rows' tracker marks, for a page of the inbox or one review (one query per 500). */
export function trackerStates(
  ctx: CoreContext,
  reviewIds: string[],
): Map<string, ReviewTrackerState> {
  const out = new Map<string, ReviewTrackerState>()
  for (let i = 0; i < reviewIds.length; i += 500) {
    const chunk = reviewIds.slice(i, i + 500)
    const rows = prepared(ctx.db.$client, REVIEW_ISSUES(chunk.length)).all(...chunk) as {
      reviewId: string
      key: string
      state: 'open' | 'closed'
      url: string
      fixedIn: string | null
    }[]
    for (const r of rows) {
      const seen = out.get(r.reviewId)
      if (!seen)
        out.set(r.reviewId, {
          trackerIssue: { key: r.key, state: r.state, url: r.url },
          fixed: r.state === 'closed',
          fixedIn: r.state === 'closed' ? r.fixedIn : null,
        })
      else if (r.state === 'closed' && !seen.fixed) {
        seen.fixed = true
        seen.fixedIn = r.fixedIn
      }
    }
  }
  return out
}

export const trackerStateOf = (ctx: CoreContext, reviewId: string): ReviewTrackerState =>
  trackerStates(ctx, [reviewId]).get(reviewId) ?? NONE

export const noTrackerState = (): ReviewTrackerState => ({ ...NONE })
