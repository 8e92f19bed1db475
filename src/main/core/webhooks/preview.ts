import { and, desc, eq, inArray } from 'drizzle-orm'
import type { WebhookFiltersDto, WebhookKind, WebhookPreviewDto } from '../../../shared/dto/webhooks'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { replies, reviews } from '../db/schema'
import { notFound } from '../errors'
import { toPublicReview } from '../public/serialize'
import { ratingHistoryOf } from '../reviews/revisions'
import { channelBody } from './channels/body'
import { hasFilters, matchesFilters, reviewFacts } from './filters'
import { channelContext, linksFor } from './request'

/** How many recent reviews are looked through for one that matches the filters. */
const SAMPLE_SCAN = 200

type PreviewEvent = 'review.created' | 'draft.created' | 'reply.published'

/** A made-up review, used when the workspace has none that matches. */
function madeUpReview(now: number, filters: WebhookFiltersDto | undefined) {
  const rating = filters?.ratings[0] ?? 2
  return {
    id: 'rev_sample',
    object: 'review',
    app_id: filters?.appIds[0] ?? null,
    store: filters?.stores[0] ?? 'app_store',
    store_review_id: 'sample',
    rating,
    title: 'Sample review',
    body:
      rating <= 2
        ? 'The app crashes every time I open the settings after the last update.'
        : 'Works well, thank you! A dark mode would be lovely.',
    author: 'Alex',
    language: 'en',
    territory: 'GB',
    app_version: '4.2.0',
    created_at: new Date(now).toISOString(),
    updated_at: new Date(now).toISOString(),
    reply: null,
  }
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : [])
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/** Slack shows `&lt;` as `<`: mrkdwn's three entities, decoded (`&amp;` last). */
const slackShown = (s: string): string =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
/** Discord shows `\*` as `*`. */
const discordShown = (s: string): string => s.replace(/\\([\\*_~`|>[\]])/g, '$1')

/**
 * The message as the channel lays it out, in plain text: read back from the exact body that
 * would be sent, so the preview cannot drift from the sender. Plain text only (the renderer shows
 * it as text, never as HTML).
 */
function bodyAsText(kind: WebhookKind, body: Record<string, unknown>): string {
  const lines: string[] = []
  if (kind === 'slack') {
    for (const block of list(body.blocks)) {
      if (block.type === 'section' && isObj(block.text)) lines.push(slackShown(text(block.text.text)))
      if (block.type === 'context')
        lines.push(list(block.elements).map((e) => slackShown(text(e.text))).join(' '))
      if (block.type === 'actions') {
        for (const b of list(block.elements)) {
          lines.push(`[${isObj(b.text) ? text(b.text.text) : ''}] ${text(b.url)}`)
        }
      }
    }
  } else if (kind === 'discord') {
    lines.push(text(body.content))
    for (const embed of list(body.embeds)) {
      // Our own link is the one markdown link left unescaped; the review's are all escaped.
      const description = text(embed.description).replace(
        /(?<!\\)\[([^\]\\]*)\]\((\S+?)\)/g,
        '[$1] $2',
      )
      if (description) lines.push(discordShown(description))
      for (const f of list(embed.fields)) lines.push(`${text(f.name)}: ${discordShown(text(f.value))}`)
    }
  } else if (kind === 'teams') {
    for (const attachment of list(body.attachments)) {
      const card = isObj(attachment.content) ? attachment.content : {}
      for (const block of list(card.body)) {
        lines.push(list(block.inlines).map((i) => text(i.text)).join(''))
      }
      for (const action of list(card.actions)) lines.push(`[${text(action.title)}] ${text(action.url)}`)
    }
  }
  return lines.filter((l) => l.trim() !== '').join('\n\n')
}

function sampleReview(
  ctx: CoreContext,
  workspaceId: string,
  filters: WebhookFiltersDto | undefined,
  reviewId: string | undefined,
): { review: Obj; id: string | null } {
  const conditions = [eq(reviews.workspaceId, workspaceId)]
  if (reviewId) conditions.push(eq(reviews.id, reviewId))
  if (filters?.appIds.length) conditions.push(inArray(reviews.appId, filters.appIds))
  if (filters?.stores.length) conditions.push(inArray(reviews.store, filters.stores))
  if (filters?.ratings.length) conditions.push(inArray(reviews.rating, filters.ratings))
  const rows = ctx.db
    .select()
    .from(reviews)
    .leftJoin(replies, eq(replies.reviewId, reviews.id))
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(reviewId ? 1 : SAMPLE_SCAN)
    .all()
  if (reviewId && rows.length === 0) throw notFound('Review')
  for (const row of rows) {
    const history = ratingHistoryOf(ctx, row.reviews)
    const review = toPublicReview(row.reviews, row.replies, history) as unknown as Obj
    if (reviewId || !filters || !hasFilters(filters)) return { review, id: row.reviews.id }
    const facts = reviewFacts(JSON.stringify({ data: { review } }))
    if (facts && matchesFilters(filters, facts)) return { review, id: row.reviews.id }
  }
  return { review: madeUpReview(ctx.clock.now(), filters), id: null }
}

/**
 * What an endpoint of `kind` would receive for a review event, built by the sender's formatters
 * from a real review of the workspace when one matches (else a made-up one). Nothing is sent.
 */
export function previewMessage(
  ctx: CoreContext,
  actor: Actor,
  input: {
    kind: WebhookKind
    eventType: PreviewEvent
    filters?: WebhookFiltersDto | undefined
    reviewId?: string | undefined
  },
): WebhookPreviewDto {
  requireRole(actor, 'admin', 'preview webhook messages')
  const { review, id } = sampleReview(ctx, actor.workspaceId, input.filters, input.reviewId)
  if (input.eventType !== 'review.created' && !isObj(review.reply)) {
    review.reply = {
      status: input.eventType === 'draft.created' ? 'draft' : 'published',
      body: 'Thank you for telling us. We are on it and will let you know when it is fixed.',
      source: 'drafted',
    }
  }
  const payload = JSON.stringify({
    type: input.eventType,
    timestamp: new Date(ctx.clock.now()).toISOString(),
    data: { review },
  })
  const channel = channelContext(ctx, linksFor(ctx.runtime.uiBaseUrl))
  const body = channelBody(input.kind, payload, channel)
  return {
    kind: input.kind,
    sample: { source: id ? 'review' : 'sample', reviewId: id },
    text: body ? bodyAsText(input.kind, body) : JSON.stringify(JSON.parse(payload), null, 2),
    body: JSON.stringify(body ?? JSON.parse(payload), null, 2),
  }
}
