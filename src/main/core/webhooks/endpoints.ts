/** Adding, editing and deleting webhook endpoints (their secrets: endpoint-secrets.ts). */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type {
  WebhookEndpointDto,
  WebhookEventType,
  WebhookFiltersDto,
  WebhookKind,
  WebhookSecretDto,
} from '../../../shared/dto/webhooks'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { apps, webhookEndpoints } from '../db/schema'
import { immediate } from '../db/transaction'
import { CoreError, invalid } from '../errors'
import { checkOutboundUrl } from '../http/outbound'
import { deleteSecret } from '../vault/credentials'
import {
  deleteEndpointSecrets,
  newSigningSecret,
  sealEndpointUrl,
  sealSigningSecret,
} from './endpoint-secrets'
import { getEndpoint, KIND_NAMES, toEndpointDto } from './endpoint-view'
import { disableEndpoint } from './state'
import { detectKind, displayUrl, parseEndpointUrl } from './urls'

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
  const secret = newSigningSecret(ctx, kind === 'standard')
  immediate(ctx.db, () => {
    const secretCredentialId =
      secret === null ? null : sealSigningSecret(ctx, actor.workspaceId, id, secret)
    const urlCredentialId = sealEndpointUrl(ctx, actor.workspaceId, id, url)
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
      patch.urlCredentialId = sealEndpointUrl(ctx, actor.workspaceId, endpoint.id, url)
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
    deleteEndpointSecrets(ctx, endpoint)
  })
  ctx.log.info('webhook endpoint deleted', {
    endpointId,
    workspaceId: actor.workspaceId,
    by: actor.userId,
  })
}
