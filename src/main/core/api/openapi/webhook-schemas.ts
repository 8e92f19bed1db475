/**
 * Webhook event payloads (docs/integrations/webhooks.md), as zod schemas. They become the OpenAPI document's
 * top-level `webhooks` map, and the webhook tests validate real payloads against them. Every body
 * is the envelope `{ type, timestamp, data }`; `data` depends on the type.
 */
import { z } from 'zod'
import type { EventType } from '../../events/outbox'
import { insightsEventDataSchemas } from '../../insights/event-schemas'
import { apiRegistry, appSchema, reviewSchema } from './schemas'

const dateTime = z.iso.datetime()

const reviewEventDataSchema = z
  .strictObject({ review: reviewSchema })
  .register(apiRegistry, { id: 'ReviewEventData' })

const reviewUpdatedDataSchema = z
  .strictObject({
    review: reviewSchema,
    previous: z
      .strictObject({
        rating: z.number().int().min(1).max(5),
        body: z.string(),
        at: dateTime.describe('When the reviewer made the previous version, ISO 8601 UTC'),
      })
      .describe('The version the review had before this change.'),
  })
  .register(apiRegistry, { id: 'ReviewUpdatedData' })

const personSchema = z
  .strictObject({ id: z.string().describe('The member’s user id'), name: z.string() })
  .register(apiRegistry, { id: 'Person' })

const reviewAssignedDataSchema = z
  .strictObject({
    review: reviewSchema,
    assignee: personSchema.describe('The member the review was assigned to.'),
    by: personSchema.describe('The member who assigned it.'),
  })
  .register(apiRegistry, { id: 'ReviewAssignedData' })

const noteCreatedDataSchema = z
  .strictObject({
    review: reviewSchema,
    note: z
      .strictObject({ id: z.string(), created_at: dateTime })
      .describe('The note; its text stays in Review Reply and is never sent.'),
    by: personSchema.describe('The member who wrote the note.'),
    mentions: z
      .array(z.string())
      .describe('User ids of the members the note @mentions (never its author).'),
  })
  .register(apiRegistry, { id: 'NoteCreatedData' })

// The insights feature owns the shapes of its two events; they embed the API's App and Review.
const insights = insightsEventDataSchemas(appSchema, reviewSchema)

const digestWeeklyDataSchema = insights.digestWeekly.register(apiRegistry, {
  id: 'DigestWeeklyData',
})

const anomalyDetectedDataSchema = insights.anomalyDetected.register(apiRegistry, {
  id: 'AnomalyDetectedData',
})

const testEventDataSchema = z
  .strictObject({
    message: z.string(),
    endpoint_id: z.string().describe('The endpoint the test was sent to'),
  })
  .describe('Sent from the UI or CLI to check an endpoint.')
  .register(apiRegistry, { id: 'TestEventData' })

const DATA_SCHEMAS = {
  'review.created': reviewEventDataSchema,
  'draft.created': reviewEventDataSchema,
  'reply.published': reviewEventDataSchema,
  'digest.weekly': digestWeeklyDataSchema,
  'anomaly.detected': anomalyDetectedDataSchema,
  test: testEventDataSchema,
  'review.updated': reviewUpdatedDataSchema,
  'review.assigned': reviewAssignedDataSchema,
  'note.created': noteCreatedDataSchema,
} as const satisfies Record<EventType, z.ZodType>

const DESCRIPTIONS: Record<EventType, string> = {
  'review.created': 'A review was seen for the first time. `data.review` is the review.',
  'draft.created':
    'A reply draft was written. `data.review` is the review with its draft as `reply`.',
  'reply.published':
    'A reply appeared on the store. `data.review` is the review with its published `reply`.',
  'digest.weekly': 'The weekly summary of one app.',
  'anomaly.detected':
    'A rating drop or a review spike started for one app (one event per episode).',
  test: 'A test event fired from the UI or CLI.',
  'review.updated':
    'The reviewer changed a review’s rating or text (seen by a sync or a report import), once per change. `data.review` is the review as it is now, with its `rating_history`; `data.previous` the version before.',
  'review.assigned':
    'A member assigned a review to a member. `data.review` is the review, `data.assignee` who looks after it now, `data.by` who assigned it.',
  'note.created':
    'A member wrote an internal note on a review. `data.mentions` lists the members it @mentions; the note’s text is never sent.',
}

const COMPONENT_NAMES: Record<EventType, string> = {
  'review.created': 'ReviewCreatedEvent',
  'draft.created': 'DraftCreatedEvent',
  'reply.published': 'ReplyPublishedEvent',
  'digest.weekly': 'DigestWeeklyEvent',
  'anomaly.detected': 'AnomalyDetectedEvent',
  test: 'TestEvent',
  'review.updated': 'ReviewUpdatedEvent',
  'review.assigned': 'ReviewAssignedEvent',
  'note.created': 'NoteCreatedEvent',
}

const envelope = <T extends EventType>(type: T) =>
  z
    .strictObject({
      type: z.literal(type),
      timestamp: dateTime.describe('When the event happened, ISO 8601 UTC'),
      data: DATA_SCHEMAS[type],
    })
    .describe(DESCRIPTIONS[type])
    .register(apiRegistry, { id: COMPONENT_NAMES[type] })

const webhookEventSchemas = {
  'review.created': envelope('review.created'),
  'draft.created': envelope('draft.created'),
  'reply.published': envelope('reply.published'),
  'digest.weekly': envelope('digest.weekly'),
  'anomaly.detected': envelope('anomaly.detected'),
  test: envelope('test'),
  'review.updated': envelope('review.updated'),
  'review.assigned': envelope('review.assigned'),
  'note.created': envelope('note.created'),
} as const satisfies Record<EventType, z.ZodType>

export const webhookEventComponentName = (type: EventType): string => COMPONENT_NAMES[type]

/**
 * Any event body, discriminated by `type`.
 * @internal Exported for tests.
 */
export const webhookEventSchema = z.discriminatedUnion('type', [
  webhookEventSchemas['review.created'],
  webhookEventSchemas['draft.created'],
  webhookEventSchemas['reply.published'],
  webhookEventSchemas['digest.weekly'],
  webhookEventSchemas['anomaly.detected'],
  webhookEventSchemas.test,
  webhookEventSchemas['review.updated'],
  webhookEventSchemas['review.assigned'],
  webhookEventSchemas['note.created'],
])
