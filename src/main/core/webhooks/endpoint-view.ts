/**
 * Reading webhook endpoints: the row of one (scoped to a workspace), its DTO with health and
 * delivery counts, and the URL deliveries really go to.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointDto,
  type WebhookEventType,
  type WebhookKind,
} from '../../../shared/dto/webhooks'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema'
import { notFound } from '../errors'
import { planAllows } from '../plans/gate'
import { readSecret } from '../vault/credentials'
import { parseFilters } from './filters'
import { utcTime } from './format'
import { DISABLE_AFTER_FAILING_MS } from './schedule'

export type EndpointRow = typeof webhookEndpoints.$inferSelect

/** A kind of endpoint in words, for messages. */
export const KIND_NAMES: Record<WebhookKind, string> = {
  standard: 'webhook',
  slack: 'Slack channel',
  discord: 'Discord channel',
  teams: 'Microsoft Teams channel',
}

export function getEndpoint(
  ctx: CoreContext,
  workspaceId: string,
  endpointId: string,
): EndpointRow {
  const row = ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.workspaceId, workspaceId)))
    .get()
  if (!row) throw notFound('Webhook endpoint')
  return row
}

export function parseEvents(json: string): WebhookEventType[] {
  try {
    const list: unknown = JSON.parse(json)
    if (!Array.isArray(list)) return []
    return list.filter((e): e is WebhookEventType =>
      (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(e),
    )
  } catch {
    return []
  }
}

/** The URL deliveries really go to: it lives sealed in the vault (the row holds a redacted form). */
export function deliveryUrl(ctx: CoreContext, endpoint: EndpointRow): string {
  return endpoint.urlCredentialId
    ? readSecret(ctx, endpoint.workspaceId, endpoint.urlCredentialId)
    : endpoint.url
}

function statusText(
  ctx: CoreContext,
  e: EndpointRow,
  now: number,
  fresh: boolean,
  pinged: boolean,
): string {
  if (!e.enabled) return e.disabledReason ?? 'Turned off. Turn it on again to resume deliveries.'
  if (!planAllows(ctx, e.workspaceId, 'webhooks')) {
    return 'On hold: webhooks need the Pro plan. Events are kept and sent once the plan allows.'
  }
  if (e.failingSince !== null) {
    const offAt = e.failingSince + DISABLE_AFTER_FAILING_MS
    return `Deliveries have been failing since ${utcTime(e.failingSince)}. If nothing gets through by ${utcTime(Math.max(offAt, now))}, the endpoint is turned off.`
  }
  if (fresh && pinged) return 'Only test pings so far. Events that match are sent as they happen.'
  if (fresh) return 'No deliveries yet. Events that match are sent as they happen.'
  return 'Active.'
}

/** Whether any event (not a test ping) has been sent to the endpoint, successfully or not. */
function hasDelivered(ctx: CoreContext, endpointId: string): boolean {
  return (
    ctx.db
      .select({ id: webhookAttempts.id })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(
        and(eq(webhookDeliveries.endpointId, endpointId), ne(webhookDeliveries.eventType, 'test')),
      )
      .limit(1)
      .get() !== undefined
  )
}

export function toEndpointDto(ctx: CoreContext, e: EndpointRow): WebhookEndpointDto {
  const now = ctx.clock.now()
  const counts = { pending: 0, held: 0, failed: 0 }
  const grouped = ctx.db
    .select({ status: webhookDeliveries.status, n: sql<number>`count(*)` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, e.id))
    .groupBy(webhookDeliveries.status)
    .all()
  for (const g of grouped) {
    if (g.status === 'pending' || g.status === 'in_flight') counts.pending += g.n
    else if (g.status === 'held') counts.held += g.n
    else if (g.status === 'failed') counts.failed += g.n
  }
  const last = ctx.db
    .select({ at: webhookAttempts.at, statusCode: webhookAttempts.statusCode })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(eq(webhookDeliveries.endpointId, e.id))
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    .limit(1)
    .get()
  // A test ping alone does not make an endpoint "failing" or "healthy": until a real event has
  // gone out it is new, and says so.
  const fresh = e.enabled && e.failingSince === null && !hasDelivered(ctx, e.id)
  return {
    id: e.id,
    kind: e.kind,
    url: e.url,
    description: e.description,
    events: parseEvents(e.events),
    enabled: e.enabled,
    health: !e.enabled
      ? 'disabled'
      : e.failingSince !== null
        ? 'failing'
        : fresh
          ? 'new'
          : 'healthy',
    statusText: statusText(ctx, e, now, fresh, last !== undefined),
    disabledReason: e.disabledReason,
    failingSince: e.failingSince,
    signed: e.kind === 'standard',
    previousSecretExpiresAt:
      e.previousSecretCredentialId &&
      e.previousSecretExpiresAt !== null &&
      e.previousSecretExpiresAt > now
        ? e.previousSecretExpiresAt
        : null,
    counts,
    filters: parseFilters(e.filters),
    lastDelivery: last
      ? {
          at: last.at,
          statusCode: last.statusCode,
          outcome:
            last.statusCode !== null && last.statusCode >= 200 && last.statusCode < 300
              ? 'succeeded'
              : 'failed',
        }
      : null,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  }
}

export function listEndpoints(ctx: CoreContext, actor: Actor): WebhookEndpointDto[] {
  requireRole(actor, 'admin', 'see webhook endpoints')
  return ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, actor.workspaceId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id)
    .all()
    .map((e) => toEndpointDto(ctx, e))
}
