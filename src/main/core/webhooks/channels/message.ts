/**
 * Team-tool channels get a readable message instead of the raw event: this turns any event
 * payload into a tool-neutral message that the Slack, Discord and Teams renderers lay out.
 * Payloads are read defensively: an event kind whose data changes shape still yields a message.
 */

export interface ChannelLinks {
  /** A link that opens the review in the app, or null when the app has no reachable UI. */
  review(reviewId: string): string | null
  app(appId: string): string | null
}

export interface ChannelContext {
  links: ChannelLinks
  /** The app's display name for an `app_id`, when the payload carries only the id. */
  appName(appId: string): string | null
}

export interface ReadableMessage {
  /** One line, plain text: "New ★★☆☆☆ review of Notes". */
  headline: string
  /** Plain-text blocks (review text, the reply), already truncated. */
  sections: { label: string | null; text: string }[]
  facts: [string, string][]
  link: { url: string; label: string } | null
  /** Accent: red for low ratings and alerts, amber for 3★, green otherwise. */
  tone: 'good' | 'warning' | 'danger' | 'neutral'
  timestamp: string
}

const REVIEW_TEXT_MAX = 500
const REPLY_TEXT_MAX = 400

function stars(rating: number): string {
  const r = Math.min(5, Math.max(0, Math.round(rating)))
  return '★'.repeat(r) + '☆'.repeat(5 - r)
}

export function truncate(text: string, max: number): string {
  const clean = text.trim()
  if (clean.length <= max) return clean
  return `${clean.slice(0, max - 1).trimEnd()}…`
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

const STORE_NAMES: Record<string, string> = { app_store: 'App Store', google_play: 'Google Play' }

function humanKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function humanValue(value: unknown, depth = 0): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100)
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (depth > 1) return null
  if (Array.isArray(value)) {
    const parts = value.map((v) => humanValue(v, depth + 1)).filter((v): v is string => v !== null)
    return parts.length ? parts.slice(0, 8).join(', ') : null
  }
  if (isObj(value)) {
    const parts = Object.entries(value)
      .map(([k, v]) => {
        const h = humanValue(v, depth + 1)
        return h === null ? null : `${k}: ${h}`
      })
      .filter((v): v is string => v !== null)
    return parts.length ? parts.slice(0, 8).join(', ') : null
  }
  return null
}

const personName = (p: unknown): string => (isObj(p) ? str(p.name) : null) || 'Someone'

function reviewTone(rating: number): ReadableMessage['tone'] {
  if (rating <= 2) return 'danger'
  if (rating === 3) return 'warning'
  return 'good'
}

function reviewMessage(
  type: string,
  review: Obj,
  ctx: ChannelContext,
  timestamp: string,
  previous: Obj | null,
  // The people of review.assigned and note.created (never a note's text: events do not carry it).
  extra: { by?: unknown; assignee?: unknown } = {},
): ReadableMessage {
  const rating = num(review.rating) ?? 0
  const appId = str(review.app_id)
  const app = (appId && ctx.appName(appId)) ?? 'your app'
  const reviewId = str(review.id)
  const reply = isObj(review.reply) ? review.reply : null
  const before = previous ? num(previous.rating) : null
  const headline =
    type === 'draft.created'
      ? `Reply drafted for a ${stars(rating)} review of ${app}: waiting for approval`
      : type === 'reply.published'
        ? `Reply published to a ${stars(rating)} review of ${app}`
        : type === 'review.updated'
          ? before !== null && before !== rating
            ? `A review of ${app} changed from ${stars(before)} to ${stars(rating)}`
            : `A ${stars(rating)} review of ${app} was edited`
          : type === 'review.assigned'
            ? `${personName(extra.by)} assigned a ${stars(rating)} review of ${app} to ${personName(extra.assignee)}`
            : type === 'note.created'
              ? `${personName(extra.by)} wrote a note on a ${stars(rating)} review of ${app}`
              : `New ${stars(rating)} review of ${app}`
  const title = str(review.title)
  const body = str(review.body) ?? ''
  const reviewText = truncate(title ? `${title}\n${body}` : body, REVIEW_TEXT_MAX)
  const sections: ReadableMessage['sections'] = [
    { label: type === 'review.created' ? null : 'Review', text: reviewText || '(no text)' },
  ]
  const previousBody = previous ? str(previous.body) : null
  if (type === 'review.updated' && previousBody !== null && previousBody !== body) {
    sections.push({ label: 'Before', text: truncate(previousBody, REVIEW_TEXT_MAX) })
  }
  const replyBody = reply ? str(reply.body) : null
  if (replyBody && type !== 'review.created') {
    sections.push({
      label: type === 'draft.created' ? 'Draft reply' : 'Reply',
      text: truncate(replyBody, REPLY_TEXT_MAX),
    })
  }
  const facts: [string, string][] = [['Rating', `${stars(rating)} (${rating}/5)`]]
  const store = str(review.store)
  if (store) facts.push(['Store', STORE_NAMES[store] ?? store])
  for (const [label, key] of [
    ['Author', 'author'],
    ['Country', 'territory'],
    ['Language', 'language'],
    ['Version', 'app_version'],
  ] as const) {
    const v = str(review[key])
    if (v) facts.push([label, v])
  }
  const url = reviewId ? ctx.links.review(reviewId) : null
  return {
    headline,
    sections,
    facts,
    link: url
      ? { url, label: type === 'draft.created' ? 'Review the draft' : 'Open in Review Reply' }
      : null,
    tone: type === 'reply.published' ? 'good' : reviewTone(rating),
    timestamp,
  }
}

function appMessage(
  type: string,
  data: Obj,
  ctx: ChannelContext,
  timestamp: string,
): ReadableMessage {
  const app = isObj(data.app) ? data.app : {}
  const appId = str(app.id)
  const appName = str(app.name) ?? (appId ? ctx.appName(appId) : null) ?? 'your app'
  const facts: [string, string][] = []
  for (const [key, value] of Object.entries(data)) {
    if (key === 'app' || key === 'kind') continue
    const h = humanValue(value)
    if (h !== null) facts.push([humanKey(key), truncate(h, 200)])
  }
  const kind = str(data.kind)
  const headline =
    type === 'digest.weekly'
      ? `Weekly digest for ${appName}`
      : kind === 'rating_drop'
        ? `Alert: the rating of ${appName} dropped`
        : kind === 'review_spike'
          ? `Alert: a spike of reviews for ${appName}`
          : `Alert for ${appName}`
  const url = appId ? ctx.links.app(appId) : null
  return {
    headline,
    sections: [],
    facts: facts.slice(0, 12),
    link: url ? { url, label: 'Open in Review Reply' } : null,
    tone: type === 'digest.weekly' ? 'neutral' : 'danger',
    timestamp,
  }
}

/** Builds the readable message for an event body `{ type, timestamp, data }`. */
export function readableMessage(payload: string, ctx: ChannelContext): ReadableMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    parsed = {}
  }
  const event = isObj(parsed) ? parsed : {}
  const type = str(event.type) ?? 'event'
  const timestamp = str(event.timestamp) ?? new Date(0).toISOString()
  const data = isObj(event.data) ? event.data : {}
  if (isObj(data.review))
    return reviewMessage(
      type,
      data.review,
      ctx,
      timestamp,
      isObj(data.previous) ? data.previous : null,
      { by: data.by, assignee: data.assignee },
    )
  if (type === 'digest.weekly' || type === 'anomaly.detected')
    return appMessage(type, data, ctx, timestamp)
  if (type === 'test') {
    return {
      headline: 'Test message from Review Reply',
      sections: [
        {
          label: null,
          text: 'This channel is connected: new reviews, drafts and published replies will show up here.',
        },
      ],
      facts: [],
      link: null,
      tone: 'neutral',
      timestamp,
    }
  }
  return {
    headline: `Review Reply event: ${type}`,
    sections: [],
    facts: [],
    link: null,
    tone: 'neutral',
    timestamp,
  }
}
