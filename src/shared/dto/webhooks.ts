/** What the Integrations page receives about webhooks. Never carries a secret except where named. */
import type { ReviewTopic as ReviewTopicName } from '../topics'

export const WEBHOOK_EVENT_TYPES = [
  'review.created',
  'draft.created',
  'reply.published',
  'digest.weekly',
  'anomaly.detected',
  'test',
  'review.updated',
  'review.assigned',
  'note.created',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const WEBHOOK_KINDS = ['standard', 'slack', 'discord', 'teams'] as const
/** `standard` is a signed Standard Webhooks receiver; the others are team-tool channels (unsigned). */
export type WebhookKind = (typeof WEBHOOK_KINDS)[number]

/** The stores a review comes from, as named in events and filters. */
export const REVIEW_STORES = ['app_store', 'google_play'] as const
export type ReviewStore = (typeof REVIEW_STORES)[number]

/** The topics a review is tagged with, for routing filters (one list: src/shared/topics.ts). */
export { REVIEW_TOPICS as REVIEW_TOPIC_NAMES, type ReviewTopic as ReviewTopicName } from '../topics'

/**
 * Which review events an endpoint receives. Each list narrows (an empty list lets everything
 * through); all of them must match. Events that are not about one review (digests, alerts,
 * tests) ignore these filters.
 */
export interface WebhookFiltersDto {
  appIds: string[]
  stores: ReviewStore[]
  /** Star ratings 1–5, e.g. `[1, 2]` for only 1–2★ reviews. */
  ratings: number[]
  /** A review matches when it touches at least one of these topics. */
  topics: ReviewTopicName[]
}

export const NO_WEBHOOK_FILTERS: WebhookFiltersDto = {
  appIds: [],
  stores: [],
  ratings: [],
  topics: [],
}

export interface WebhookEndpointDto {
  id: string
  kind: WebhookKind
  /** The URL as shown: team-tool URLs are credentials themselves, so they come redacted. */
  url: string
  description: string | null
  /** Subscribed event types; empty means every event. */
  events: WebhookEventType[]
  enabled: boolean
  /**
   * `failing`: enabled but deliveries have been failing since `failingSince`; `new`: enabled and
   * no event has been delivered (or tried) yet (test pings do not count).
   */
  health: 'healthy' | 'failing' | 'disabled' | 'new'
  /** Plain words for the status line, e.g. why the endpoint was turned off. */
  statusText: string
  disabledReason: string | null
  failingSince: number | null
  /** Standard endpoints are signed (they have a secret); team-tool channels are not. */
  signed: boolean
  /** While a rotated-out secret still signs deliveries (24 h after rotation). */
  previousSecretExpiresAt: number | null
  counts: { pending: number; held: number; failed: number }
  /** Routing of review events; all lists empty: every review. */
  filters: WebhookFiltersDto
  lastDelivery: { at: number; outcome: 'succeeded' | 'failed'; statusCode: number | null } | null
  createdAt: number
  updatedAt: number
}

/** Returned once, by `webhooks.create` and `webhooks.rotateSecret`: the secret is not shown again. */
export interface WebhookSecretDto {
  endpoint: WebhookEndpointDto
  /** `whsec_…`, or null for team-tool channels (they are not signed). */
  secret: string | null
}

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'succeeded' | 'failed' | 'held'

export interface WebhookAttemptDto {
  id: string
  at: number
  outcome: 'succeeded' | 'failed'
  statusCode: number | null
  latencyMs: number | null
  /** The first few KiB of the response body, as text. */
  responseSnippet: string | null
  /** Plain-words reason when no HTTP answer came back (timeout, refused, TLS). */
  error: string | null
}

export interface WebhookDeliveryDto {
  id: string
  eventId: string
  eventType: WebhookEventType
  status: WebhookDeliveryStatus
  /** Plain words: "Delivered", "Retrying at …", "Held: webhooks need the Pro plan", … */
  statusText: string
  attemptCount: number
  nextAttemptAt: number | null
  lastAttemptAt: number | null
  lastStatusCode: number | null
  lastError: string | null
  /** Whether "retry now" applies (failed, or waiting for a retry, on an enabled endpoint). */
  canRetry: boolean
  createdAt: number
  /** Newest first. */
  attempts: WebhookAttemptDto[]
}

export interface WebhookDeliveryPageDto {
  items: WebhookDeliveryDto[]
  nextCursor: string | null
}

export interface WebhookTestResultDto {
  deliveryId: string
  eventId: string
  ok: boolean
  statusCode: number | null
  latencyMs: number | null
  responseSnippet: string | null
  error: string | null
  /** One sentence for the UI: what happened and what to do next. */
  summary: string
  /** True when the answer (410 Gone) turned the endpoint off. */
  endpointDisabled: boolean
}

/** What a team-tool channel would show for one review, from the formatter the sender uses. */
export interface WebhookPreviewDto {
  kind: WebhookKind
  /** Where the sample came from: a review of the workspace (newest matching one) or a made-up one. */
  sample: { source: 'review' | 'sample'; reviewId: string | null }
  /** The message as plain text, line by line, as the channel would lay it out. Never HTML. */
  text: string
  /** The exact JSON body that would be sent, pretty-printed. */
  body: string
}
