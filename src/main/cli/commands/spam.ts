import { run } from '../../core/commands/dispatch'
import { positional, stringOption } from '../options'
import type { CliCommand } from '../types'
import { printDetail } from './reviews'

/** "Mark as spam" and "Not spam" from a terminal, as in the inbox. */
export const spamCommandsCli: CliCommand[] = [
  {
    path: ['reviews', 'spam'],
    usage: 'reviews spam REVIEW_ID [--reason TEXT]',
    summary: 'mark a review as spam: no draft, out of "Needs reply" (a pending draft is dismissed)',
    async run(ctx) {
      const reviewId = positional(ctx, 0, 'REVIEW_ID (see `review-reply reviews list`)')
      const reason = stringOption(ctx, 'reason')
      const detail = await run(ctx.core, ctx.principal, 'reviews.markSpam', {
        workspaceId: await ctx.workspaceId(),
        reviewId,
        ...(reason ? { reason } : {}),
      })
      printDetail(ctx, detail)
    },
  },
  {
    path: ['reviews', 'not-spam'],
    usage: 'reviews not-spam REVIEW_ID',
    summary: 'say a review is not spam: it is drafted, and never marked as spam again',
    async run(ctx) {
      const reviewId = positional(ctx, 0, 'REVIEW_ID (see `review-reply reviews list`)')
      const detail = await run(ctx.core, ctx.principal, 'reviews.markNotSpam', {
        workspaceId: await ctx.workspaceId(),
        reviewId,
      })
      printDetail(ctx, detail)
    },
  },
]
