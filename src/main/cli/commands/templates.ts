import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import { REVIEW_TOPIC_NAMES, type ReviewTopicName } from '../../../shared/dto/webhooks'
import { TEMPLATE_VARIABLES, type ReplyTemplateDto } from '../../../shared/dto/templates'
import { ratingWords } from '../../../shared/webhook-filters'
import { positional, stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

/** `--ratings 1-2` or `--ratings 4` → the template's rating range. */
function ratingRange(ctx: CliContext): { minRating: number; maxRating: number } | undefined {
  const raw = stringOption(ctx, 'ratings')
  if (raw === undefined) return undefined
  const m = /^\s*([1-5])\s*(?:[-–]\s*([1-5]))?\s*$/.exec(raw)
  if (!m) throw new CoreError('INVALID_INPUT', `--ratings is a star or a range from 1 to 5, like 4 or 1-2 (got ${raw}).`, 'ratings')
  return { minRating: Number(m[1]), maxRating: Number(m[2] ?? m[1]) }
}

function topicsOption(ctx: CliContext): ReviewTopicName[] | undefined {
  const raw = stringOption(ctx, 'topics')
  if (raw === undefined) return undefined
  const items = raw.split(',').map((s) => s.trim()).filter(Boolean)
  const unknown = items.filter((x) => !(REVIEW_TOPIC_NAMES as readonly string[]).includes(x))
  if (unknown.length > 0) {
    throw new CoreError('INVALID_INPUT', `Unknown topic ${unknown.join(', ')}. Known: ${REVIEW_TOPIC_NAMES.join(', ')}.`, 'topics')
  }
  return items as ReviewTopicName[]
}

const range = (t: ReplyTemplateDto): number[] =>
  Array.from({ length: t.maxRating - t.minRating + 1 }, (_, i) => t.minRating + i)

const describe = (t: ReplyTemplateDto): string =>
  `${t.id}  ${t.language}  ${ratingWords(range(t))}  ${t.topics.length ? t.topics.join(',') : 'any topic'}  ${t.name}`

export const templateCommandsCli: CliCommand[] = [
  {
    path: ['templates', 'list'],
    usage: 'templates list [--workspace W]',
    summary: 'list reply templates (language, ratings, topics, name)',
    async run(ctx) {
      const list = await run(ctx.core, ctx.principal, 'templates.list', { workspaceId: await ctx.workspaceId() })
      if (list.length === 0) ctx.print('No reply templates yet. Add one with `review-reply templates create`.')
      for (const t of list) ctx.print(describe(t))
      ctx.result(list)
    },
  },
  {
    path: ['templates', 'create'],
    usage: 'templates create --name N --language en --body TEXT [--ratings 1-2] [--topics crash,login] [--workspace W]',
    summary: `add a reply template; variables: ${TEMPLATE_VARIABLES.map((v) => `{${v.name}}`).join(' ')}`,
    async run(ctx) {
      const created = await run(ctx.core, ctx.principal, 'templates.create', {
        workspaceId: await ctx.workspaceId(),
        name: stringOption(ctx, 'name', true),
        language: stringOption(ctx, 'language', true),
        body: stringOption(ctx, 'body', true),
        ...ratingRange(ctx),
        topics: topicsOption(ctx),
      })
      ctx.print(`Added ${describe(created)}`)
      ctx.result(created)
    },
  },
  {
    path: ['templates', 'remove'],
    usage: 'templates remove ID [--workspace W]',
    summary: 'delete a reply template',
    async run(ctx) {
      const templateId = positional(ctx, 0, 'the template id (see `review-reply templates list`)')
      await run(ctx.core, ctx.principal, 'templates.delete', { workspaceId: await ctx.workspaceId(), templateId })
      ctx.print(`Removed template ${templateId}.`)
      ctx.result(null)
    },
  },
]
