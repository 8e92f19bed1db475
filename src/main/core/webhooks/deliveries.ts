import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm'
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookAttemptDto,
  type WebhookDeliveryDto,
  type WebhookDeliveryPageDto,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '../../../shared/dto/webhooks'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { jsonCursor } from '../db/cursor'
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema'
import { CoreError, invalid, notFound } from '../errors'
import { getEndpoint } from './endpoint-view'
import { statusWords, utcTime } from './format'
import { isSuccess } from './schedule'

type DeliveryRow = typeof webhookDeliveries.$inferSelect
type AttemptRow = typeof webhookAttempts.$inferSelect

const asEventType = (type: string): WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type) ? (type as WebhookEventType) : 'test'

function deliveryStatus(d: DeliveryRow): WebhookDeliveryStatus {
  return d.status === 'in_flight' ? 'sending' : d.status
}

function deliveryStatusText(d: DeliveryRow): string {
  const tries = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`
  switch (d.status) {
    case 'succeeded':
      return `Delivered${d.lastStatusCode !== null ? ` (${statusWords(d.lastStatusCode)})` : ''}.`
    case 'in_flight':
      return 'Sending now.'
    case 'held':
      return 'On hold: webhooks need the Pro plan. It is kept and sent once the plan allows.'
    case 'pending':
      if (d.attempts === 0) return 'Waiting to be sent.'
      return `${tries(d.attempts)} failed so far; next try ${d.nextAttemptAt !== null ? `at ${utcTime(d.nextAttemptAt)}` : 'soon'}.`
    case 'failed':
      return d.attempts === 0
        ? (d.lastError ?? 'Not sent.')
        : `Failed after ${tries(d.attempts)}${d.lastError ? `: ${d.lastError}` : '.'} Use "retry now" to send it again.`
  }
}

function toAttemptDto(a: AttemptRow): WebhookAttemptDto {
  return {
    id: a.id,
    at: a.at,
    outcome: a.statusCode !== null && isSuccess(a.statusCode) ? 'succeeded' : 'failed',
    statusCode: a.statusCode,
    latencyMs: a.latencyMs,
    responseSnippet: a.responseSnippet,
    error: a.error,
  }
}

function toDeliveryDto(
  d: DeliveryRow,
  attempts: AttemptRow[],
  endpointEnabled: boolean,
): WebhookDeliveryDto {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: asEventType(d.eventType),
    status: deliveryStatus(d),
    statusText: deliveryStatusText(d),
    attemptCount: d.attempts,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
    lastAttemptAt: d.lastAttemptAt,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    canRetry:
      endpointEnabled && (d.status === 'failed' || (d.status === 'pending' && d.attempts > 0)),
    createdAt: d.createdAt,
    attempts: attempts.map(toAttemptDto),
  }
}

function attemptsOf(ctx: CoreContext, deliveryIds: string[]): Map<string, AttemptRow[]> {
  const byDelivery = new Map<string, AttemptRow[]>()
  if (deliveryIds.length === 0) return byDelivery
  const rows = ctx.db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    .all()
  for (const row of rows) {
    const list = byDelivery.get(row.deliveryId) ?? []
    list.push(row)
    byDelivery.set(row.deliveryId, list)
  }
  return byDelivery
}

/** `[createdAt, id]` of the last delivery shown (issued without a version; kept that way). */
const deliveryCursor = jsonCursor<{ createdAt: number; id: string }>({
  write: (d) => [d.createdAt, d.id],
  read: ([createdAt, id]) =>
    typeof createdAt === 'number' && typeof id === 'string' ? { createdAt, id } : null,
})

function decodeCursor(cursor: string): { createdAt: number; id: string } {
  const position = deliveryCursor.decode(cursor)
  if (position) return position
  throw invalid('That page link is not valid any more; reload the delivery log.', 'cursor')
}

export interface DeliveryQuery {
  endpointId: string
  eventType?: WebhookEventType | undefined
  outcome?: 'succeeded' | 'failed' | 'pending' | 'held' | undefined
  limit: number
  cursor?: string | undefined
}

/** The delivery log of one endpoint, newest first, with every attempt. */
export function listDeliveries(
  ctx: CoreContext,
  actor: Actor,
  query: DeliveryQuery,
): WebhookDeliveryPageDto {
  requireRole(actor, 'admin', 'see webhook deliveries')
  const endpoint = getEndpoint(ctx, actor.workspaceId, query.endpointId)
  const conditions: (SQL | undefined)[] = [eq(webhookDeliveries.endpointId, endpoint.id)]
  if (query.eventType) conditions.push(eq(webhookDeliveries.eventType, query.eventType))
  if (query.outcome === 'pending')
    conditions.push(inArray(webhookDeliveries.status, ['pending', 'in_flight']))
  else if (query.outcome) conditions.push(eq(webhookDeliveries.status, query.outcome))
  if (query.cursor) {
    const c = decodeCursor(query.cursor)
    conditions.push(
      or(
        lt(webhookDeliveries.createdAt, c.createdAt),
        and(eq(webhookDeliveries.createdAt, c.createdAt), lt(webhookDeliveries.id, c.id)),
      ),
    )
  }
  const rows = ctx.db
    .select()
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1)
    .all()
  const page = rows.slice(0, query.limit)
  const attempts = attemptsOf(
    ctx,
    page.map((d) => d.id),
  )
  const last = page[page.length - 1]
  return {
    items: page.map((d) => toDeliveryDto(d, attempts.get(d.id) ?? [], endpoint.enabled)),
    nextCursor: rows.length > query.limit && last ? deliveryCursor.encode(last) : null,
  }
}

function getDeliveryDto(
  ctx: CoreContext,
  workspaceId: string,
  deliveryId: string,
): WebhookDeliveryDto {
  const row = ctx.db
    .select({ delivery: webhookDeliveries, enabled: webhookEndpoints.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.workspaceId, workspaceId)),
    )
    .get()
  if (!row) throw notFound('Delivery')
  return toDeliveryDto(
    row.delivery,
    attemptsOf(ctx, [deliveryId]).get(deliveryId) ?? [],
    row.enabled,
  )
}

/**
 * "Retry now": a failed delivery, or one waiting for its next retry, is due at once. One more
 * attempt is made; if the retry schedule is used up and it fails again, it is failed again.
 */
export function retryDelivery(
  ctx: CoreContext,
  actor: Actor,
  deliveryId: string,
): WebhookDeliveryDto {
  requireRole(actor, 'admin', 'retry webhook deliveries')
  const row = ctx.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.workspaceId, actor.workspaceId),
      ),
    )
    .get()
  if (!row) throw notFound('Delivery')
  const { delivery, endpoint } = row
  if (!endpoint.enabled) {
    throw new CoreError(
      'CONFLICT',
      'This endpoint is turned off. Turn it on again first, then retry the delivery.',
    )
  }
  switch (delivery.status) {
    case 'succeeded':
      throw new CoreError(
        'CONFLICT',
        'This delivery already succeeded; it is not sent twice. Send a test event to check the endpoint.',
      )
    case 'in_flight':
      throw new CoreError(
        'CONFLICT',
        'This delivery is being sent right now. Check the log again in a few seconds.',
      )
    case 'held':
      throw new CoreError(
        'PLAN_REQUIRED',
        'Webhooks need the Pro plan. Held deliveries go out by themselves once the plan allows.',
      )
    case 'pending':
    case 'failed':
      break
  }
  const now = ctx.clock.now()
  ctx.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, delivery.id),
        inArray(webhookDeliveries.status, ['pending', 'failed']),
      ),
    )
    .run()
  ctx.log.info('webhook delivery retried', {
    deliveryId,
    endpointId: endpoint.id,
    by: actor.userId,
  })
  ctx.signals.emit('outbox', actor.workspaceId)
  return getDeliveryDto(ctx, actor.workspaceId, delivery.id)
}
