import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookFiltersDto,
  type WebhookEndpointDto,
  type WebhookEventType,
  type WebhookKind,
  type WebhookSecretDto,
} from '../../../shared/dto/webhooks'
import { requireRole, type Actor } from '../access/actor'
import { safeEqual } from '../access/tokens'
import type { CoreContext } from '../context'
import { apps, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema'
import { CoreError, invalid, notFound } from '../errors'
import { planAllows } from '../plans/gate'
import { deleteSecret, readSecret, storeSecret } from '../vault/credentials'
import { utcTime } from './format'
import { ROTATION_OVERLAP_MS, DISABLE_AFTER_FAILING_MS } from './schedule'
import { generateSecret } from './secret'
import { parseFilters } from './filters'
import { disableEndpoint } from './state'
import { detectKind, displayUrl, parseEndpointUrl } from './urls'
import { checkOutboundUrl } from '../http/outbound'
import { immediate } from '../db/transaction'

export type EndpointRow = typeof webhookEndpoints.$inferSelect

const KIND_NAMES: Record<WebhookKind, string> = {
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

function statusText(ctx: CoreContext, e: EndpointRow, now: number, fresh: boolean): string {
  if (!e.enabled) return e.disabledReason ?? 'Turned off. Turn it on again to resume deliveries.'
  if (!planAllows(ctx, e.workspaceId, 'webhooks')) {
    return 'On hold: webhooks need the Pro plan. Events are kept and sent once the plan allows.'
  }
  if (e.failingSince !== null) {
    const offAt = e.failingSince + DISABLE_AFTER_FAILING_MS
    return `Deliveries have been failing since ${utcTime(e.failingSince)}. If nothing gets through by ${utcTime(Math.max(offAt, now))}, the endpoint is turned off.`
  }
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
      .where(and(eq(webhookDeliveries.endpointId, endpointId), ne(webhookDeliveries.eventType, 'test')))
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
    health: !e.enabled ? 'disabled' : e.failingSince !== null ? 'failing' : fresh ? 'new' : 'healthy',
    statusText: statusText(ctx, e, now, fresh),
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

export interface CreateEndpointInput {
  url: string
  kind?: WebhookKind | undefined
  events?: WebhookEventType[] | undefined
  description?: string | null | undefined
  enabled?: boolean | undefined
  filters?: WebhookFiltersDto | undefined
}

const MAX_ENDPOINTS = 50

/** App ids of a filter must be apps of this workspace (a foreign id reads as unknown). */
function checkFilters(ctx: CoreContext, workspaceId: string, f: WebhookFiltersDto): string {
  if (f.appIds.length > 0) {
    const known = new Set(
      ctx.db
        .select({ id: apps.id })
        .from(apps)
        .where(and(eq(apps.workspaceId, workspaceId), inArray(apps.id, f.appIds)))
        .all()
        .map((a) => a.id),
    )
    if (f.appIds.some((id) => !known.has(id))) {
      throw invalid('One of the apps to filter by is not in this workspace.', 'filters')
    }
  }
  return JSON.stringify(f)
}

export function createEndpoint(
  ctx: CoreContext,
  actor: Actor,
  input: CreateEndpointInput,
): WebhookSecretDto {
  requireRole(actor, 'admin', 'add webhook endpoints')
  const url = parseEndpointUrl(input.url)
  checkOutboundUrl(ctx, url, 'url')
  const kind = input.kind ?? detectKind(url)
  const filters = input.filters ? checkFilters(ctx, actor.workspaceId, input.filters) : '{}'
  const count = ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, actor.workspaceId))
    .get()
  if ((count?.n ?? 0) >= MAX_ENDPOINTS) {
    throw new CoreError(
      'CONFLICT',
      `A workspace can have ${MAX_ENDPOINTS} webhook endpoints. Delete one you no longer use first.`,
    )
  }
  const id = ctx.ids.next('whe')
  const now = ctx.clock.now()
  const secret = kind === 'standard' ? generateSecret(ctx.ids) : null
  immediate(ctx.db, () => {
    const secretCredentialId =
      secret === null
        ? null
        : storeSecret(ctx, actor.workspaceId, 'webhook_secret', secret, {
            endpointId: id,
            purpose: 'signing',
          })
    const urlCredentialId = storeSecret(ctx, actor.workspaceId, 'webhook_secret', url.href, {
      endpointId: id,
      purpose: 'url',
    })
    ctx.db
      .insert(webhookEndpoints)
      .values({
        id,
        workspaceId: actor.workspaceId,
        kind,
        url: displayUrl(url, kind),
        urlCredentialId,
        description: input.description ?? null,
        events: JSON.stringify(input.events ?? []),
        filters,
        secretCredentialId,
        enabled: input.enabled ?? true,
        disabledReason: input.enabled === false ? 'Turned off by an admin.' : null,
        createdAt: now,
        updatedAt: now,
      })
      .run()
  })
  ctx.log.info('webhook endpoint added', {
    endpointId: id,
    kind,
    workspaceId: actor.workspaceId,
    by: actor.userId,
  })
  return { endpoint: toEndpointDto(ctx, getEndpoint(ctx, actor.workspaceId, id)), secret }
}

export interface UpdateEndpointInput {
  endpointId: string
  url?: string | undefined
  events?: WebhookEventType[] | undefined
  description?: string | null | undefined
  enabled?: boolean | undefined
  filters?: WebhookFiltersDto | undefined
}

/**
 * Edits an endpoint in place: its id, signing secret and delivery log stay. A new URL goes
 * through the same checks as a new endpoint (https, the outbound gate) and is sealed in the vault
 * under a new credential; the old one is deleted.
 */
export function updateEndpoint(
  ctx: CoreContext,
  actor: Actor,
  input: UpdateEndpointInput,
): WebhookEndpointDto {
  requireRole(actor, 'admin', 'change webhook endpoints')
  const endpoint = getEndpoint(ctx, actor.workspaceId, input.endpointId)
  const now = ctx.clock.now()
  const url = input.url === undefined ? null : parseEndpointUrl(input.url)
  if (url) {
    checkOutboundUrl(ctx, url, 'url')
    const detected = detectKind(url)
    if (detected !== 'standard' && detected !== endpoint.kind) {
      throw invalid(
        `That is a ${KIND_NAMES[detected]} URL, and this endpoint is a ${KIND_NAMES[endpoint.kind]}. Add it as a new endpoint instead.`,
        'url',
      )
    }
  }
  const filters =
    input.filters === undefined ? null : checkFilters(ctx, actor.workspaceId, input.filters)
  immediate(ctx.db, () => {
    const patch: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: now }
    let staleUrlCredential: string | null = null
    if (url) {
      patch.url = displayUrl(url, endpoint.kind)
      patch.urlCredentialId = storeSecret(ctx, actor.workspaceId, 'webhook_secret', url.href, {
        endpointId: endpoint.id,
        purpose: 'url',
      })
      staleUrlCredential = endpoint.urlCredentialId
    }
    if (input.events !== undefined) patch.events = JSON.stringify(input.events)
    if (input.description !== undefined) patch.description = input.description
    if (filters !== null) patch.filters = filters
    if (input.enabled === true && !endpoint.enabled) {
      Object.assign(patch, { enabled: true, disabledReason: null, failingSince: null })
    }
    ctx.db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, endpoint.id)).run()
    if (staleUrlCredential) deleteSecret(ctx, actor.workspaceId, staleUrlCredential)
    if (input.enabled === false && endpoint.enabled) {
      disableEndpoint(ctx, endpoint.id, 'Turned off by an admin.', now)
    }
  })
  ctx.log.info('webhook endpoint edited', {
    endpointId: endpoint.id,
    workspaceId: actor.workspaceId,
    by: actor.userId,
    fields: Object.keys(input).filter((k) => k !== 'endpointId'),
  })
  return toEndpointDto(ctx, getEndpoint(ctx, actor.workspaceId, endpoint.id))
}

export function deleteEndpoint(ctx: CoreContext, actor: Actor, endpointId: string): void {
  requireRole(actor, 'admin', 'delete webhook endpoints')
  const endpoint = getEndpoint(ctx, actor.workspaceId, endpointId)
  immediate(ctx.db, () => {
    // Deliveries and their attempts go with the endpoint (ON DELETE CASCADE); then its secrets.
    ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)).run()
    for (const cred of [
      endpoint.secretCredentialId,
      endpoint.previousSecretCredentialId,
      endpoint.urlCredentialId,
    ]) {
      if (cred) deleteSecret(ctx, actor.workspaceId, cred)
    }
  })
  ctx.log.info('webhook endpoint deleted', {
    endpointId,
    workspaceId: actor.workspaceId,
    by: actor.userId,
  })
}

function requireSigned(endpoint: EndpointRow): string {
  if (endpoint.kind !== 'standard' || !endpoint.secretCredentialId) {
    throw new CoreError(
      'CONFLICT',
      `This is a ${KIND_NAMES[endpoint.kind]}: its messages are not signed, so it has no secret.`,
    )
  }
  return endpoint.secretCredentialId
}

/**
 * The one way to see a secret after creation: admins only, and only after typing the endpoint's
 * host name again, so a secret is never revealed by a stray click.
 */
export function revealSecret(
  ctx: CoreContext,
  actor: Actor,
  input: { endpointId: string; confirm: true; confirmHost: string },
): { secret: string } {
  requireRole(actor, 'admin', 'reveal webhook secrets')
  const endpoint = getEndpoint(ctx, actor.workspaceId, input.endpointId)
  const credentialId = requireSigned(endpoint)
  const host = new URL(endpoint.url).hostname.toLowerCase()
  if (!safeEqual(input.confirmHost.trim().toLowerCase(), host)) {
    throw invalid(
      "To reveal the secret, type the endpoint's host name exactly as it appears in its URL.",
      'confirmHost',
    )
  }
  ctx.log.info('webhook secret revealed', {
    endpointId: endpoint.id,
    workspaceId: actor.workspaceId,
    by: actor.userId,
  })
  return { secret: readSecret(ctx, actor.workspaceId, credentialId) }
}

/**
 * A new secret signs from now on; the previous one keeps signing alongside it for 24 hours so
 * receivers can switch over without rejecting anything. Only one previous secret is kept.
 */
export function rotateSecret(ctx: CoreContext, actor: Actor, endpointId: string): WebhookSecretDto {
  requireRole(actor, 'admin', 'rotate webhook secrets')
  const endpoint = getEndpoint(ctx, actor.workspaceId, endpointId)
  const current = requireSigned(endpoint)
  const now = ctx.clock.now()
  const secret = generateSecret(ctx.ids)
  immediate(ctx.db, () => {
    const next = storeSecret(ctx, actor.workspaceId, 'webhook_secret', secret, {
      endpointId,
      purpose: 'signing',
    })
    ctx.db
      .update(webhookEndpoints)
      .set({
        secretCredentialId: next,
        previousSecretCredentialId: current,
        previousSecretExpiresAt: now + ROTATION_OVERLAP_MS,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .run()
    if (endpoint.previousSecretCredentialId)
      deleteSecret(ctx, actor.workspaceId, endpoint.previousSecretCredentialId)
  })
  ctx.log.info('webhook secret rotated', {
    endpointId,
    workspaceId: actor.workspaceId,
    by: actor.userId,
  })
  return { endpoint: toEndpointDto(ctx, getEndpoint(ctx, actor.workspaceId, endpointId)), secret }
}
