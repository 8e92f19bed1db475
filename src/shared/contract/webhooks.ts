import { z } from 'zod'
import {
  REVIEW_STORES,
  REVIEW_TOPIC_NAMES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_KINDS,
  type WebhookPreviewDto,
  type WebhookDeliveryPageDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookSecretDto,
  type WebhookTestResultDto,
} from '../dto/webhooks'
import { command, id, inWorkspace } from './define'

const endpointId = id('whe')
const url = z
  .string()
  .trim()
  .min(1, 'a URL is required')
  .max(2048, 'a URL is 2048 characters at most')
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)])
const description = z
  .string()
  .trim()
  .max(120)
  .transform((v) => (v === '' ? null : v))

const unique = <T>(list: T[]): T[] => [...new Set(list)]
/** Routing of review events; an omitted or empty list lets everything through. */
const filters = z
  .object({
    appIds: z.array(id('app')).max(100).default([]).transform(unique),
    stores: z.array(z.enum(REVIEW_STORES)).max(REVIEW_STORES.length).default([]).transform(unique),
    ratings: z
      .array(z.number().int().min(1, 'ratings are 1 to 5').max(5, 'ratings are 1 to 5'))
      .max(5)
      .default([])
      .transform((list) => unique(list).sort((a, b) => a - b)),
    topics: z
      .array(z.enum(REVIEW_TOPIC_NAMES))
      .max(REVIEW_TOPIC_NAMES.length)
      .default([])
      .transform(unique),
  })
  .strict()

/** Integrations is admin only: every webhook command needs the admin role. */
export const webhookCommands = {
  'webhooks.list': command<WebhookEndpointDto[]>()('admin', inWorkspace({})),
  /** The secret is in the result once and never again (reveal needs a re-confirmation). */
  'webhooks.create': command<WebhookSecretDto>()(
    'admin',
    inWorkspace({
      url,
      /** Omitted: detected from the URL (Slack, Discord, Teams hosts), otherwise `standard`. */
      kind: z.enum(WEBHOOK_KINDS).optional(),
      /** Omitted or empty: every event. */
      events: events.optional(),
      description: description.optional(),
      enabled: z.boolean().optional(),
      filters: filters.optional(),
    }),
  ),
  'webhooks.update': command<WebhookEndpointDto>()(
    'admin',
    inWorkspace({
      endpointId,
      url: url.optional(),
      events: events.optional(),
      description: description.nullable().optional(),
      enabled: z.boolean().optional(),
      /** Replaces the endpoint's routing; the URL, secret and delivery log stay as they are. */
      filters: filters.optional(),
    }),
  ),
  'webhooks.delete': command<null>()('admin', inWorkspace({ endpointId })),
  /**
   * Shows the signing secret again. The caller re-confirms: `confirm: true` and the endpoint's
   * host name typed again (e.g. `hooks.example.com`), like typing a repository name to delete it.
   */
  'webhooks.revealSecret': command<{ secret: string }>()(
    'admin',
    inWorkspace({
      endpointId,
      confirm: z.literal(true, 'confirm must be true to reveal a secret'),
      confirmHost: z.string().trim().min(1, "type the endpoint's host name to confirm").max(255),
    }),
  ),
  /** New secret returned once; the old one keeps signing too for 24 hours. */
  'webhooks.rotateSecret': command<WebhookSecretDto>()('admin', inWorkspace({ endpointId })),
  /** Sends a `test` event to this endpoint now and returns what happened. */
  'webhooks.test': command<WebhookTestResultDto>()('admin', inWorkspace({ endpointId })),
  'webhooks.deliveries': command<WebhookDeliveryPageDto>()(
    'admin',
    inWorkspace({
      endpointId,
      eventType: z.enum(WEBHOOK_EVENT_TYPES).optional(),
      /** `pending` includes deliveries being sent right now. */
      outcome: z.enum(['succeeded', 'failed', 'pending', 'held']).optional(),
      limit: z.number().int().min(1).max(100).default(25),
      cursor: z.string().max(200).optional(),
    }),
  ),
  /**
   * How a review event would look in a channel of this kind: the newest review of the workspace
   * matching `filters` (or `reviewId`), else a made-up sample, through the sender's formatter.
   */
  'webhooks.preview': command<WebhookPreviewDto>()(
    'admin',
    inWorkspace({
      kind: z.enum(WEBHOOK_KINDS),
      eventType: z.enum(['review.created', 'draft.created', 'reply.published']).default('review.created'),
      filters: filters.optional(),
      reviewId: id('rev').optional(),
    }),
  ),
  /** "Retry now": a failed delivery (or one waiting for its next retry) goes out right away. */
  'webhooks.retryDelivery': command<WebhookDeliveryDto>()(
    'admin',
    inWorkspace({ deliveryId: id('dlv') }),
  ),
}
