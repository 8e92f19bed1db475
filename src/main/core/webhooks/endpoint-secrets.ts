/**
 * An endpoint's secrets, all sealed in the vault: the signing secret (standard webhooks only:
 * created with the endpoint, revealed on request, rotated with a 24-hour overlap) and the real
 * delivery URL (chat webhook URLs are credentials; the row keeps a redacted form).
 */
import { eq } from 'drizzle-orm'
import type { WebhookSecretDto } from '../../../shared/dto/webhooks'
import { requireRole, type Actor } from '../access/actor'
import { safeEqual } from '../access/tokens'
import type { CoreContext } from '../context'
import { webhookEndpoints } from '../db/schema'
import { immediate } from '../db/transaction'
import { CoreError, invalid } from '../errors'
import { deleteSecret, readSecret, storeSecret } from '../vault/credentials'
import { getEndpoint, KIND_NAMES, toEndpointDto, type EndpointRow } from './endpoint-view'
import { ROTATION_OVERLAP_MS } from './schedule'
import { generateSecret } from './secret'

/** A new signing secret for a standard endpoint; chat endpoints (unsigned) get none. */
export const newSigningSecret = (ctx: CoreContext, signed: boolean): string | null =>
  signed ? generateSecret(ctx.ids) : null

/** Seals an endpoint's signing secret; returns its credential id. */
export const sealSigningSecret = (
  ctx: CoreContext,
  workspaceId: string,
  endpointId: string,
  secret: string,
): string =>
  storeSecret(ctx, workspaceId, 'webhook_secret', secret, { endpointId, purpose: 'signing' })

/** Seals the URL deliveries go to; returns its credential id. */
export const sealEndpointUrl = (
  ctx: CoreContext,
  workspaceId: string,
  endpointId: string,
  url: URL,
): string =>
  storeSecret(ctx, workspaceId, 'webhook_secret', url.href, { endpointId, purpose: 'url' })

/** Deletes every secret of an endpoint that is going away. */
export function deleteEndpointSecrets(ctx: CoreContext, endpoint: EndpointRow): void {
  for (const cred of [
    endpoint.secretCredentialId,
    endpoint.previousSecretCredentialId,
    endpoint.urlCredentialId,
  ]) {
    if (cred) deleteSecret(ctx, endpoint.workspaceId, cred)
  }
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
    const next = sealSigningSecret(ctx, actor.workspaceId, endpointId, secret)
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
