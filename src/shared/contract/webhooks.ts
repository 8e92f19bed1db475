import { z } from 'zod'
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_KINDS,
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
  /** "Retry now": a failed delivery (or one waiting for its next retry) goes out right away. */
  'webhooks.retryDelivery': command<WebhookDeliveryDto>()(
    'admin',
    inWorkspace({ deliveryId: id('dlv') }),
  ),
}
