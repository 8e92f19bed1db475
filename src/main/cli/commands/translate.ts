import { run } from '../../core/commands/dispatch'
import { positional } from '../options'
import type { CliCommand } from '../types'

export const translateCommandsCli: CliCommand[] = [
  {
    path: ['reviews', 'translate'],
    usage: 'reviews translate REVIEW_ID [--workspace W]',
    summary: "show a review and its draft in the team's language (needs a model)",
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const reviewId = positional(ctx, 0, 'REVIEW_ID (see `review-reply reviews list`)')
      const result = await run(ctx.core, ctx.principal, 'reviews.translate', { workspaceId, reviewId })
      if (!result.needed) ctx.print(`This review is already in the team's language (${result.teamLanguage}).`)
      else if (result.unavailable) ctx.print(result.unavailable)
      else {
        if (result.review?.title) ctx.print(result.review.title)
        if (result.review) ctx.print(result.review.body)
        if (result.draft) ctx.print(`\nDraft, translated back:\n${result.draft.body}`)
      }
      ctx.result(result)
    },
  },
]
