import { readFileSync } from 'node:fs'
import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import { TRACKER_KINDS, type TrackerIssueDto, type TrackerKind } from '../../../shared/dto/trackers'
import { positional, stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

const TOKEN_ENV = 'REVIEW_REPLY_TRACKER_TOKEN'

function kindAt(ctx: CliContext, index: number): TrackerKind {
  const kind = positional(ctx, index, `a tracker (${TRACKER_KINDS.join(', ')})`)
  if (!(TRACKER_KINDS as readonly string[]).includes(kind))
    throw new CoreError(
      'INVALID_INPUT',
      `The tracker is one of ${TRACKER_KINDS.join(', ')} (got ${kind}).`,
    )
  return kind as TrackerKind
}

/**
 * The token from a file or the environment, never from the command line, where shell history
 * and the process list would keep it.
 */
function readToken(ctx: CliContext): string {
  if (ctx.args.options.token !== undefined)
    throw new CoreError(
      'INVALID_INPUT',
      `Do not put a token on the command line (shell history keeps it): use --token-file FILE or the ${TOKEN_ENV} environment variable.`,
      'token',
    )
  const file = stringOption(ctx, 'token-file')
  if (file !== undefined) {
    try {
      return readFileSync(file, 'utf8').trim()
    } catch {
      throw new CoreError('INVALID_INPUT', `The token file ${file} cannot be read.`, 'token-file')
    }
  }
  const env = process.env[TOKEN_ENV]?.trim()
  if (env) return env
  throw new CoreError(
    'INVALID_INPUT',
    `Give the token with --token-file FILE or ${TOKEN_ENV}.`,
    'token-file',
  )
}

const describeIssue = (i: TrackerIssueDto): string =>
  `${i.id}  ${i.key}  ${i.state}${i.fixedIn ? ` (fixed in ${i.fixedIn})` : ''}  ${i.title}  ${i.url}`

function reviewIdsOf(ctx: CliContext): string[] {
  const ids = ctx.args.positionals
    .flatMap((p) => p.split(','))
    .map((s) => s.trim())
    .filter(Boolean)
  if (ids.length === 0) throw new CoreError('INVALID_INPUT', 'Name at least one review id (rev_…).')
  return ids
}

export const trackerCommandsCli: CliCommand[] = [
  {
    path: ['trackers', 'list'],
    usage: 'trackers list [--workspace W]',
    summary: 'the connected issue trackers (GitHub, Linear, Jira) and their health',
    async run(ctx) {
      const list = await run(ctx.core, ctx.principal, 'trackers.list', {
        workspaceId: await ctx.workspaceId(),
      })
      ctx.result(list)
      if (list.length === 0) ctx.print('No issue tracker is connected.')
      for (const c of list)
        ctx.print(
          `${c.kind}  ${c.account}  ${c.health.ok ? 'OK' : 'Problem'}: ${c.health.message}${c.defaultProject ? `  project: ${c.defaultProject.name}` : ''}`,
        )
    },
  },
  {
    path: ['trackers', 'connect'],
    usage:
      'trackers connect github|linear|jira --token-file FILE [--email E --site acme] [--base-url URL] [--workspace W]',
    summary: `connect an issue tracker after testing the token (or set ${TOKEN_ENV})`,
    async run(ctx) {
      const kind = kindAt(ctx, 0)
      const result = await run(ctx.core, ctx.principal, 'trackers.connect', {
        workspaceId: await ctx.workspaceId(),
        kind,
        token: readToken(ctx),
        email: stringOption(ctx, 'email'),
        site: stringOption(ctx, 'site'),
        baseUrl: stringOption(ctx, 'base-url'),
      })
      if (!result.ok) throw new CoreError('STORE_ERROR', result.message)
      ctx.result(result)
      ctx.print(result.message)
    },
  },
  {
    path: ['trackers', 'test'],
    usage: 'trackers test github|linear|jira [--workspace W]',
    summary: 'test a connected tracker now',
    async run(ctx) {
      const result = await run(ctx.core, ctx.principal, 'trackers.test', {
        workspaceId: await ctx.workspaceId(),
        kind: kindAt(ctx, 0),
      })
      if (!result.ok) throw new CoreError('STORE_ERROR', result.message)
      ctx.result(result)
      ctx.print(`OK: ${result.message}`)
    },
  },
  {
    path: ['trackers', 'disconnect'],
    usage: 'trackers disconnect github|linear|jira [--workspace W]',
    summary: 'forget a tracker and its token (linked issues stay on their reviews)',
    async run(ctx) {
      const kind = kindAt(ctx, 0)
      const result = await run(ctx.core, ctx.principal, 'trackers.disconnect', {
        workspaceId: await ctx.workspaceId(),
        kind,
      })
      ctx.result(result)
      ctx.print(`Disconnected ${kind}; its token is deleted. Linked issues stay on their reviews.`)
    },
  },
  {
    path: ['issue', 'create'],
    usage:
      'issue create REVIEW_ID[,REVIEW_ID…] --tracker github|linear|jira [--project P] [--title T] [--workspace W]',
    summary: 'create an issue quoting the reviews and link them to it',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const tracker = stringOption(ctx, 'tracker', true)
      if (!(TRACKER_KINDS as readonly string[]).includes(tracker))
        throw new CoreError(
          'INVALID_INPUT',
          `--tracker is one of ${TRACKER_KINDS.join(', ')}.`,
          'tracker',
        )
      const kind = tracker as TrackerKind
      let projectId = stringOption(ctx, 'project')
      if (!projectId) {
        const connection = (
          await run(ctx.core, ctx.principal, 'trackers.list', { workspaceId })
        ).find((c) => c.kind === kind)
        projectId = connection?.defaultProject?.id
        if (!projectId)
          throw new CoreError(
            'INVALID_INPUT',
            'Name the project with --project (a repository owner/name, a Linear team id or a Jira project key).',
            'project',
          )
      }
      const issue = await run(ctx.core, ctx.principal, 'trackerIssues.create', {
        workspaceId,
        kind,
        projectId,
        reviewIds: reviewIdsOf(ctx),
        title: stringOption(ctx, 'title'),
      })
      ctx.result(issue)
      ctx.print(`Created ${issue.key}: ${issue.url}`)
    },
  },
  {
    path: ['issue', 'link'],
    usage: 'issue link REVIEW_ID[,REVIEW_ID…] --ref URL_OR_KEY [--workspace W]',
    summary: 'link reviews to an existing issue (o/r#12, ENG-12, APP-7 or its URL)',
    async run(ctx) {
      const issue = await run(ctx.core, ctx.principal, 'trackerIssues.link', {
        workspaceId: await ctx.workspaceId(),
        reviewIds: reviewIdsOf(ctx),
        ref: stringOption(ctx, 'ref', true),
      })
      ctx.result(issue)
      ctx.print(`Linked ${describeIssue(issue)}`)
    },
  },
  {
    path: ['issue', 'unlink'],
    usage: 'issue unlink REVIEW_ID --issue ISSUE_ID [--workspace W]',
    summary: "remove a review's link to an issue",
    async run(ctx) {
      const result = await run(ctx.core, ctx.principal, 'trackerIssues.unlink', {
        workspaceId: await ctx.workspaceId(),
        reviewId: positional(ctx, 0, 'a review id'),
        issueId: stringOption(ctx, 'issue', true),
      })
      ctx.result(result)
      ctx.print('Unlinked.')
    },
  },
]
