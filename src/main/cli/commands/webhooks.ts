import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import {
  REVIEW_STORES,
  REVIEW_TOPIC_NAMES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_KINDS,
  type WebhookEndpointDto,
  type WebhookFiltersDto,
} from '../../../shared/dto/webhooks'
import { describeFilters } from '../../../shared/webhook-filters'
import { positional, stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

/** The workspaces to look in: the one named by --workspace, or every one the user administers. */
async function adminWorkspaces(ctx: CliContext): Promise<{ id: string; name: string }[]> {
  const all = await run(ctx.core, ctx.principal, 'workspaces.list', {})
  if (typeof ctx.args.options.workspace === 'string') {
    const id = await ctx.workspaceId()
    return all.filter((w) => w.id === id)
  }
  return all.filter((w) => w.role === 'admin')
}

function listOption(ctx: CliContext, name: string): string[] | undefined {
  const raw = stringOption(ctx, name)
  if (raw === undefined) return undefined
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const unknown = items.filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e))
  if (unknown.length > 0) {
    throw new CoreError(
      'INVALID_INPUT',
      `Unknown event type ${unknown.join(', ')}. Known: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
      name,
    )
  }
  return items
}

/** A comma-separated option whose items must come from `known`. */
function choices<T extends string>(
  ctx: CliContext,
  name: string,
  known: readonly T[],
): T[] | undefined {
  const raw = stringOption(ctx, name)
  if (raw === undefined) return undefined
  const items = raw.split(',').map((s) => s.trim()).filter(Boolean)
  const unknown = items.filter((x) => !(known as readonly string[]).includes(x))
  if (unknown.length > 0) {
    throw new CoreError('INVALID_INPUT', `Unknown --${name} ${unknown.join(', ')}. Known: ${known.join(', ')}.`, name)
  }
  return items as T[]
}

/** `--ratings 1,2` or `--ratings 1-2`. */
function ratingsOption(ctx: CliContext): number[] | undefined {
  const raw = stringOption(ctx, 'ratings')
  if (raw === undefined) return undefined
  const out: number[] = []
  for (const part of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const range = /^(\d)\s*[-–]\s*(\d)$/.exec(part)
    const [from, to] = range ? [Number(range[1]), Number(range[2])] : [Number(part), Number(part)]
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > 5 || from > to) {
      throw new CoreError('INVALID_INPUT', `--ratings are stars from 1 to 5, like 1,2 or 1-2 (got ${part}).`, 'ratings')
    }
    for (let r = from; r <= to; r++) out.push(r)
  }
  return out
}

/** The filters an `edit` asks for: each given option replaces that list; the rest stay. */
function filtersFrom(ctx: CliContext, current: WebhookFiltersDto): WebhookFiltersDto | undefined {
  const cleared = ctx.args.options['clear-filters'] === true
  const apps = stringOption(ctx, 'apps')?.split(',').map((s) => s.trim()).filter(Boolean)
  const stores = choices(ctx, 'stores', REVIEW_STORES)
  const ratings = ratingsOption(ctx)
  const topics = choices(ctx, 'topics', REVIEW_TOPIC_NAMES)
  if (!cleared && [apps, stores, ratings, topics].every((x) => x === undefined)) return undefined
  const base = cleared ? { appIds: [], stores: [], ratings: [], topics: [] } : current
  return {
    appIds: apps ?? base.appIds,
    stores: stores ?? base.stores,
    ratings: ratings ?? base.ratings,
    topics: topics ?? base.topics,
  }
}

const describe = (e: WebhookEndpointDto): string =>
  `${e.id}  ${e.kind}  ${e.url}  events: ${e.events.length ? e.events.join(',') : 'all'}  ${e.health}${e.description ? `  "${e.description}"` : ''}`

export const webhookCommandsCli: CliCommand[] = [
  {
    path: ['webhooks', 'create'],
    usage:
      'webhooks create --workspace W --url U [--events a,b] [--kind standard|slack|discord|teams] [--description D]',
    summary: 'add a webhook endpoint (its signing secret is printed once)',
    async run(ctx) {
      const kind = stringOption(ctx, 'kind')
      if (kind !== undefined && !(WEBHOOK_KINDS as readonly string[]).includes(kind)) {
        throw new CoreError(
          'INVALID_INPUT',
          `--kind is one of ${WEBHOOK_KINDS.join(', ')}.`,
          'kind',
        )
      }
      const created = await run(ctx.core, ctx.principal, 'webhooks.create', {
        workspaceId: await ctx.workspaceId(),
        url: stringOption(ctx, 'url', true),
        kind,
        events: listOption(ctx, 'events'),
        description: stringOption(ctx, 'description'),
      })
      const e = created.endpoint
      ctx.print(
        `Added ${e.kind === 'standard' ? 'webhook endpoint' : `${e.kind} channel`} ${e.id}: ${e.url}`,
      )
      ctx.print(`Events: ${e.events.length ? e.events.join(', ') : 'all'}`)
      if (created.secret) {
        ctx.print('')
        ctx.print(`  ${created.secret}`)
        ctx.print('')
        ctx.print(
          'Signing secret: copy it now, it is not shown again. Verify deliveries with any Standard Webhooks',
        )
        ctx.print(
          'library (npm `standardwebhooks`): headers webhook-id, webhook-timestamp, webhook-signature.',
        )
      } else {
        ctx.print('Team-tool channels get readable messages and are not signed.')
      }
      ctx.print(`Send a test event: review-reply webhooks test ${e.id}`)
      ctx.result(created)
    },
  },
  {
    path: ['webhooks', 'list'],
    usage: 'webhooks list [--workspace W]',
    summary: 'list webhook endpoints and their health',
    async run(ctx) {
      const endpoints: (WebhookEndpointDto & { workspaceId: string })[] = []
      for (const w of await adminWorkspaces(ctx)) {
        const list = await run(ctx.core, ctx.principal, 'webhooks.list', { workspaceId: w.id })
        endpoints.push(...list.map((e) => ({ ...e, workspaceId: w.id })))
      }
      if (endpoints.length === 0)
        ctx.print('No webhook endpoints yet. Add one with `review-reply webhooks create --url URL`.')
      for (const e of endpoints) {
        ctx.print(describe(e))
        const routing = describeFilters(e.filters)
        if (routing) ctx.print(`    ${routing}`)
        if (e.health !== 'healthy') ctx.print(`    ${e.statusText}`)
      }
      ctx.result(endpoints)
    },
  },
  {
    path: ['webhooks', 'test'],
    usage: 'webhooks test ID [--workspace W]',
    summary: 'send a test event to an endpoint and show the answer',
    async run(ctx) {
      const endpointId = positional(ctx, 0, 'the endpoint id (see `review-reply webhooks list`)')
      for (const w of await adminWorkspaces(ctx)) {
        const list = await run(ctx.core, ctx.principal, 'webhooks.list', { workspaceId: w.id })
        if (!list.some((e) => e.id === endpointId)) continue
        const result = await run(ctx.core, ctx.principal, 'webhooks.test', {
          workspaceId: w.id,
          endpointId,
        })
        if (result.responseSnippet) ctx.print(`Response: ${result.responseSnippet.slice(0, 500)}`)
        // A failed test exits non-zero so scripts can check an endpoint with it.
        if (!result.ok) throw new CoreError('UNAVAILABLE', result.summary)
        ctx.print(result.summary)
        ctx.result(result)
        return
      }
      throw new CoreError(
        'NOT_FOUND',
        `Webhook endpoint ${endpointId} not found. See \`review-reply webhooks list\`.`,
      )
    },
  },
  {
    path: ['webhooks', 'edit'],
    usage:
      'webhooks edit ID [--workspace W] [--url U] [--events a,b] [--description D] [--ratings 1-2] [--stores app_store,google_play] [--topics crash,login] [--apps APP_ID,…] [--clear-filters]',
    summary: 'change an endpoint in place (URL, events, label, review filters); the secret stays',
    async run(ctx) {
      const endpointId = positional(ctx, 0, 'the endpoint id (see `review-reply webhooks list`)')
      for (const w of await adminWorkspaces(ctx)) {
        const list = await run(ctx.core, ctx.principal, 'webhooks.list', { workspaceId: w.id })
        const current = list.find((e) => e.id === endpointId)
        if (!current) continue
        const updated = await run(ctx.core, ctx.principal, 'webhooks.update', {
          workspaceId: w.id,
          endpointId,
          url: stringOption(ctx, 'url'),
          events: listOption(ctx, 'events'),
          description: stringOption(ctx, 'description'),
          filters: filtersFrom(ctx, current.filters),
        })
        ctx.print(`Updated ${describe(updated)}`)
        ctx.print(`    ${describeFilters(updated.filters) ?? 'Every review (no filters).'}`)
        ctx.result(updated)
        return
      }
      throw new CoreError(
        'NOT_FOUND',
        `Webhook endpoint ${endpointId} not found. See \`review-reply webhooks list\`.`,
      )
    },
  },
]
