import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import type { AnswerDto } from '../../../shared/dto/answers'
import { positional, stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

const EDIT_OPTIONS =
  '[--app A|all] [--language L] [--title T] [--keywords a,b] [--examples "Q1|Q2"] [--body TEXT]'

/**
 * `--app` takes an app id or name; `all` means every app of the workspace (null). An app named
 * "all" is still reachable by its id.
 */
async function appOption(ctx: CliContext, workspaceId: string): Promise<string | null | undefined> {
  const wanted = stringOption(ctx, 'app')
  if (wanted === undefined) return undefined
  if (wanted.trim().toLowerCase() === 'all') return null
  if (/^app_/.test(wanted)) return wanted
  const found = (await run(ctx.core, ctx.principal, 'apps.list', { workspaceId })).find(
    (a) => a.name === wanted,
  )
  if (!found)
    throw new CoreError('NOT_FOUND', `App "${wanted}" not found. See \`review-reply apps list\`.`)
  return found.id
}

/**
 * Keywords are split at commas; example questions at `|`, since a question may well hold a
 * comma. An empty value clears the list.
 */
function listOption(ctx: CliContext, name: 'keywords' | 'examples'): string[] | undefined {
  const raw = stringOption(ctx, name)
  return raw === undefined ? undefined : raw.split(name === 'keywords' ? ',' : '|')
}

const when = (ms: number) => new Date(ms).toISOString().replace(/:\d\d\.\d{3}Z$/, 'Z')
const scopeOf = (a: AnswerDto) => a.appName ?? (a.appId === null ? 'Every app' : a.appId)
const forWhom = (a: AnswerDto) => (a.appId === null ? 'every app' : scopeOf(a))

function describe(a: AnswerDto): string[] {
  const by = a.updatedBy ? ` by ${a.updatedBy.name}` : ''
  return [
    `  ${a.id}  ${a.title}`,
    `      keywords: ${a.keywords.join(', ') || 'none'}`,
    ...a.examples.map((q) => `      example: ${q}`),
    `      ${a.body.replace(/\s+/g, ' ')}`,
    `      updated ${when(a.updatedAt)}${by}`,
  ]
}

/** Grouped as the settings page groups them: by app (every app first), then language. */
function printList(ctx: CliContext, list: AnswerDto[]): void {
  let group = ''
  for (const a of list) {
    const heading = `${scopeOf(a)} · ${a.language}`
    if (heading !== group) {
      ctx.print(heading)
      group = heading
    }
    for (const line of describe(a)) ctx.print(line)
  }
}

export const answerCommandsCli: CliCommand[] = [
  {
    path: ['answers', 'list'],
    usage: 'answers list [--workspace W] [--app A|all] [--language L]',
    summary:
      "list the team's Answers that drafts use for questions, by app and language (--app A: that app's and every app's; --language pt: pt, pt-BR, ...)",
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const list = await run(ctx.core, ctx.principal, 'answers.list', {
        workspaceId,
        appId: await appOption(ctx, workspaceId),
        language: stringOption(ctx, 'language'),
      })
      if (list.length === 0)
        ctx.print('No Answers yet. Add one with `review-reply answers create`.')
      printList(ctx, list)
      ctx.result(list)
    },
  },
  {
    path: ['answers', 'create'],
    usage:
      'answers create --language L --title T --body TEXT [--app A|all] [--keywords a,b] [--examples "Q1|Q2"] [--workspace W]',
    summary:
      'add an Answer (no --app or --app all: every app); --keywords split at commas, --examples at vertical bars (a question may hold a comma)',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const created = await run(ctx.core, ctx.principal, 'answers.create', {
        workspaceId,
        appId: (await appOption(ctx, workspaceId)) ?? null,
        language: stringOption(ctx, 'language', true),
        title: stringOption(ctx, 'title', true),
        body: stringOption(ctx, 'body', true),
        keywords: listOption(ctx, 'keywords'),
        examples: listOption(ctx, 'examples'),
      })
      ctx.print(
        `Added the Answer "${created.title}" (${created.id}) for ${forWhom(created)} in ${created.language}.`,
      )
      ctx.result(created)
    },
  },
  {
    path: ['answers', 'edit'],
    usage: `answers edit ID ${EDIT_OPTIONS} [--workspace W]`,
    summary:
      'change an Answer: only the options given (an empty --keywords or --examples clears the list)',
    async run(ctx) {
      const answerId = positional(ctx, 0, 'the Answer id (see `review-reply answers list`)')
      const workspaceId = await ctx.workspaceId()
      const changes = {
        appId: await appOption(ctx, workspaceId),
        language: stringOption(ctx, 'language'),
        title: stringOption(ctx, 'title'),
        body: stringOption(ctx, 'body'),
        keywords: listOption(ctx, 'keywords'),
        examples: listOption(ctx, 'examples'),
      }
      if (Object.values(changes).every((v) => v === undefined)) {
        throw new CoreError(
          'INVALID_INPUT',
          `Nothing to change. Give at least one of ${EDIT_OPTIONS}.`,
        )
      }
      const changed = await run(ctx.core, ctx.principal, 'answers.update', {
        workspaceId,
        answerId,
        ...changes,
      })
      ctx.print(
        `Saved the Answer "${changed.title}" (${changed.id}) for ${forWhom(changed)} in ${changed.language}.`,
      )
      ctx.result(changed)
    },
  },
  {
    path: ['answers', 'remove'],
    usage: 'answers remove ID [--workspace W]',
    summary: 'remove an Answer (drafts already written from it stay as they are)',
    async run(ctx) {
      const answerId = positional(ctx, 0, 'the Answer id (see `review-reply answers list`)')
      await run(ctx.core, ctx.principal, 'answers.remove', {
        workspaceId: await ctx.workspaceId(),
        answerId,
      })
      ctx.print(`Removed the Answer ${answerId}.`)
      ctx.result({ id: answerId, removed: true })
    },
  },
]
