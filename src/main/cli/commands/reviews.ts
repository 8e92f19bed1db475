import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import { drainDraftQueue } from '../../core/replies/draft-queue/drain'
import type { ReviewDetailDto } from '../../../shared/dto/replies'
import { durationWords, ratingChangeSummary } from '../../../shared/rating-history'
import type { ReviewStore } from '../../../shared/dto/webhooks'
import { isReviewStore } from '../../../shared/stores'
import { positional, stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

const STARS = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n)
const STORE = { app_store: 'App Store', google_play: 'Google Play' } as const

const when = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** The reviewer's changes, when there were any: the rating path, then each version. */
function printRevisions(ctx: CliContext, detail: ReviewDetailDto): void {
  if (detail.revisions.length < 2) return
  const summary = ratingChangeSummary(detail.ratingHistory, detail.firstReplyAt)
  ctx.print(`  Changed by the reviewer: ${summary ?? 'the text (the rating stayed)'}`)
  for (const r of detail.revisions) {
    const after =
      detail.firstReplyAt !== null && r.seq > 1 && r.at >= detail.firstReplyAt
        ? `, ${durationWords(r.at - detail.firstReplyAt)} after your reply`
        : ''
    const text = (r.title ? `${r.title} — ` : '') + r.body
    ctx.print(
      `    ${STARS(r.rating)}  ${when(r.at)}  ${r.seq === 1 ? 'first seen' : 'edited'}${after}: ${text.slice(0, 80)}`,
    )
  }
}

export function printDetail(ctx: CliContext, detail: ReviewDetailDto): void {
  const { review, reply } = detail
  ctx.print(`${review.id}  ${STARS(review.rating)}  ${review.appName} (${STORE[review.store]})`)
  if (review.title) ctx.print(`  ${review.title}`)
  ctx.print(`  ${review.body}`)
  printRevisions(ctx, detail)
  if (review.spam) {
    ctx.print(`  Looks like spam: ${review.spam.reason}`)
    ctx.print(`  ${review.spam.howToReport}`)
  }
  if (!reply) {
    ctx.print('  No reply yet.')
  } else {
    ctx.print(
      `  Reply (${reply.status.replace('_', ' ')}, ${reply.body.length}/${detail.rules.maxLength}):`,
    )
    ctx.print(`    ${reply.body.replace(/\n/g, '\n    ')}`)
    if (reply.confidence === 'low' || reply.confidence === 'medium')
      ctx.print(`  Confidence ${reply.confidence}: ${reply.reasons.join('; ')}`)
    for (const slot of reply.openSlots) ctx.print(`  To fill in before approving: ${slot}`)
    if (reply.inputsChanged)
      ctx.print(
        `  The brand voice or the Answers changed since this draft: \`reply draft ${review.id}\` writes it again.`,
      )
    if (reply.errorMessage) ctx.print(`  Problem: ${reply.errorMessage}`)
  }
  if (!detail.rules.canReply && detail.rules.cannotReplyReason)
    ctx.print(`  ${detail.rules.cannotReplyReason}`)
  ctx.result(detail)
}

function stars(value: string | undefined): number[] | undefined {
  if (!value) return undefined
  const parsed = value.split(',').map((s) => Number(s.trim()))
  if (parsed.some((n) => !Number.isInteger(n) || n < 1 || n > 5)) {
    throw new CoreError(
      'INVALID_INPUT',
      '--stars takes ratings from 1 to 5, e.g. --stars 1,2',
      'stars',
    )
  }
  return parsed
}

const replyCommand = (
  verb: 'draft' | 'approve' | 'publish' | 'dismiss',
  summary: string,
): CliCommand => ({
  path: ['replies', verb],
  usage: `replies ${verb} REVIEW_ID${verb === 'dismiss' ? '' : ' [--body TEXT]'}${verb === 'draft' ? ' [--regenerate]' : ''}`,
  summary,
  async run(ctx) {
    const workspaceId = await ctx.workspaceId()
    const reviewId = positional(ctx, 0, 'REVIEW_ID (see `review-reply reviews list`)')
    const body = stringOption(ctx, 'body')
    let detail: ReviewDetailDto
    if (verb === 'draft') {
      detail = body
        ? await run(ctx.core, ctx.principal, 'replies.edit', { workspaceId, reviewId, body })
        : await run(ctx.core, ctx.principal, 'replies.draft', {
            workspaceId,
            reviewId,
            regenerate: ctx.args.options.regenerate === true,
          })
    } else if (verb === 'dismiss') {
      detail = await run(ctx.core, ctx.principal, 'replies.dismiss', { workspaceId, reviewId })
    } else {
      // The desktop app or `serve` publishes approved replies after the undo window; a terminal
      // command names one review on purpose and has no undo button, so it publishes now.
      detail = await run(ctx.core, ctx.principal, 'replies.publish', {
        workspaceId,
        reviewId,
        body,
        now: true,
      })
    }
    printDetail(ctx, detail)
  },
})

/** Each store's key files, as `store connect` reads them. */
const CONNECT_FROM_FILES: Record<ReviewStore, (ctx: CliContext) => Promise<void>> = {
  async google_play(ctx) {
    const { connectGooglePlayFromFile } = await import('./google-play')
    await connectGooglePlayFromFile(ctx, stringOption(ctx, 'service-account', true))
  },
  async app_store(ctx) {
    const { connectAppStoreFromFile } = await import('./app-store')
    const issuerId = stringOption(ctx, 'issuer-id')
    await connectAppStoreFromFile(ctx, {
      ...(issuerId ? { issuerId } : {}),
      keyId: stringOption(ctx, 'key-id', true),
      privateKeyFile: stringOption(ctx, 'private-key', true),
      individual: ctx.args.options.individual === true,
    })
  },
}

export const reviewCommandsCli: CliCommand[] = [
  {
    path: ['reviews', 'list'],
    usage:
      'reviews list [--workspace W] [--app A] [--view needs_reply|low_stars|drafts|failed|assigned_to_me|needs_look|spam|overdue] [--stars 1,2] [--search TEXT] [--topic TOPIC] [--sort newest|oldest|lowest_rating] [--limit N]',
    summary: 'list reviews, newest first unless --sort says otherwise',
    async run(ctx) {
      const limit = Number(stringOption(ctx, 'limit') ?? 20)
      const view = stringOption(ctx, 'view')
      const page = await run(ctx.core, ctx.principal, 'reviews.list', {
        workspaceId: await ctx.workspaceId(),
        appId: stringOption(ctx, 'app'),
        view: view as never,
        stars: stars(stringOption(ctx, 'stars')),
        q: stringOption(ctx, 'search'),
        topic: stringOption(ctx, 'topic') as never,
        sort: stringOption(ctx, 'sort') as never,
        limit,
      })
      for (const r of page.items) {
        ctx.print(
          `${r.id}  ${STARS(r.rating)}  ${r.replyStatus.padEnd(15)} ${r.appName}: ${(r.title ? `${r.title} — ` : '') + r.excerpt.slice(0, 80)}`,
        )
      }
      if (page.total !== null) ctx.print(`${page.items.length} of ${page.total} shown`)
      ctx.result(page)
    },
  },
  {
    path: ['reviews', 'show'],
    usage: 'reviews show REVIEW_ID [--workspace W]',
    summary: 'one review with its reply, and how the reviewer changed it (rating history)',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const reviewId = positional(ctx, 0, 'REVIEW_ID (see `review-reply reviews list`)')
      printDetail(ctx, await run(ctx.core, ctx.principal, 'reviews.get', { workspaceId, reviewId }))
    },
  },
  replyCommand('draft', 'write a draft in the brand voice (or set it with --body)'),
  replyCommand('approve', 'approve the draft and publish it'),
  replyCommand('publish', 'publish now (approves the draft first)'),
  replyCommand('dismiss', 'mark the review as needing no reply'),
  {
    path: ['sync'],
    usage: 'sync [--workspace W] [--app A]',
    summary: 'one polling pass now, honouring store quotas',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const statuses = await run(ctx.core, ctx.principal, 'sync.now', {
        workspaceId,
        appId: stringOption(ctx, 'app'),
      })
      for (const s of statuses.filter((x) => x.connected)) {
        ctx.print(
          `${s.appName} (${STORE[s.store]}): ${s.lastError ? `failed: ${s.lastError}` : 'synced'}${s.quotaText ? ` · ${s.quotaText}` : ''}`,
        )
      }
      // No background worker runs in a one-shot command: draft what waits before exiting. A
      // desktop app or `serve` on the same data folder may draft some of them first; each review
      // still gets exactly one draft.
      const drafted = await drainDraftQueue(ctx.core)
      if (drafted > 0) ctx.print(`${drafted} new ${drafted === 1 ? 'draft' : 'drafts'} written`)
      const queue = await run(ctx.core, ctx.principal, 'drafts.queue', { workspaceId })
      if (queue.lastError && queue.waiting + queue.gaveUp > 0)
        ctx.print(`Drafting problem: ${queue.lastError}`)
      ctx.result(statuses)
      if (statuses.some((s) => s.connected && s.lastError)) process.exitCode = 6
    },
  },
  {
    path: ['drafts'],
    usage: 'drafts [--workspace W]',
    summary: 'reviews waiting for an automatic draft, and the last drafting problem',
    async run(ctx) {
      const queue = await run(ctx.core, ctx.principal, 'drafts.queue', {
        workspaceId: await ctx.workspaceId(),
      })
      ctx.print(
        `${queue.waiting} ${queue.waiting === 1 ? 'review waits' : 'reviews wait'} for a draft${queue.retrying > 0 ? ` (${queue.retrying} after a failed try)` : ''}`,
      )
      if (queue.gaveUp > 0)
        ctx.print(
          `${queue.gaveUp} could not be drafted automatically; draft them with \`reply draft REVIEW_ID\``,
        )
      if (queue.lastError) ctx.print(`Last problem: ${queue.lastError}`)
      ctx.result(queue)
    },
  },
  {
    path: ['stores', 'connect'],
    usage:
      'stores connect --workspace W --store google_play|app_store (--service-account FILE | --issuer-id I --key-id K --private-key FILE [--individual])',
    summary: 'store a store key in the vault and test it',
    async run(ctx) {
      const store = stringOption(ctx, 'store', true)
      if (!isReviewStore(store))
        throw new CoreError('INVALID_INPUT', '--store must be google_play or app_store.', 'store')
      await CONNECT_FROM_FILES[store](ctx)
    },
  },
]
