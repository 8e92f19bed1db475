import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import type { ReviewDetailDto } from '../../../shared/dto/replies'
import { isReviewTopic, REVIEW_TOPICS, TOPIC_LABEL } from '../../../shared/topics'
import { positional, stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

function printTriage(ctx: CliContext, detail: ReviewDetailDto): void {
  const topics = detail.topics.map((t) => `${t.topic}${t.byHand ? ' (by hand)' : ''}`)
  ctx.print(`${detail.review.id}`)
  ctx.print(`  Topics: ${topics.length > 0 ? topics.join(', ') : 'none'}`)
  ctx.print(`  Assigned to: ${detail.assignee?.name ?? 'nobody'}`)
  for (const note of detail.notes) {
    ctx.print(`  Note by ${note.authorName ?? 'a former member'}, ${new Date(note.createdAt).toISOString()}: ${note.body}`)
  }
  ctx.result(detail)
}

const REVIEW_ID = 'REVIEW_ID (see `review-reply reviews list`)'

export const triageCommandsCli: CliCommand[] = [
  {
    path: ['reviews', 'tag'],
    usage: `reviews tag REVIEW_ID TOPIC [--remove] [--workspace W]   (TOPIC: ${REVIEW_TOPICS.join(', ')})`,
    summary: 'add a topic to a review by hand, or remove it (kept when topics are read again)',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const reviewId = positional(ctx, 0, REVIEW_ID)
      const topic = positional(ctx, 1, `TOPIC (one of ${REVIEW_TOPICS.join(', ')})`)
      if (!isReviewTopic(topic)) {
        throw new CoreError('INVALID_INPUT', `Unknown topic "${topic}". Topics: ${REVIEW_TOPICS.join(', ')}.`, 'topic')
      }
      const on = ctx.args.options.remove !== true
      const detail = await run(ctx.core, ctx.principal, 'reviews.setTopic', { workspaceId, reviewId, topic, on })
      ctx.print(`${on ? 'Tagged' : 'Untagged'}: ${TOPIC_LABEL[topic]}`)
      printTriage(ctx, detail)
    },
  },
  {
    path: ['reviews', 'note'],
    usage: 'reviews note REVIEW_ID --body TEXT [--workspace W]',
    summary: 'add an internal note for the team (never sent to the store, webhooks or the API)',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const reviewId = positional(ctx, 0, REVIEW_ID)
      const body = stringOption(ctx, 'body', true)
      printTriage(ctx, await run(ctx.core, ctx.principal, 'reviews.addNote', { workspaceId, reviewId, body }))
    },
  },
  {
    path: ['reviews', 'assign'],
    usage: 'reviews assign REVIEW_ID (--to EMAIL|USER_ID | --none) [--workspace W]',
    summary: 'assign a review to a member of its workspace, or unassign it',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const reviewId = positional(ctx, 0, REVIEW_ID)
      const to = stringOption(ctx, 'to')
      if (!to && ctx.args.options.none !== true) {
        throw new CoreError('INVALID_INPUT', 'Say who: --to EMAIL (or a user id), or --none to unassign.', 'to')
      }
      let userId: string | null = null
      if (to) {
        const members = await run(ctx.core, ctx.principal, 'members.list', { workspaceId })
        const wanted = to.toLowerCase()
        const member = members.find((m) => m.userId === to || m.email?.toLowerCase() === wanted)
        if (!member) throw new CoreError('NOT_FOUND', `Nobody called ${to} is a member of this workspace.`, 'to')
        userId = member.userId
      }
      printTriage(ctx, await run(ctx.core, ctx.principal, 'reviews.assign', { workspaceId, reviewId, userId }))
    },
  },
]
