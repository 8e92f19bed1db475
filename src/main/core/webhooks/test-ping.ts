import { randomUUID } from 'node:crypto'
import type { WebhookTestResultDto } from '../../../shared/dto/webhooks'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { outboxEvents, webhookDeliveries } from '../db/schema'
import { CoreError } from '../errors'
import { planAllows } from '../plans/gate'
import { performAttempt, type AttemptOutcome } from './attempt'
import { getEndpoint } from './endpoint-view'
import { statusWords } from './format'
import { channelContext, CredentialCache, linksFor } from './request'
import { outboundGate } from '../http/outbound'
import { createHttpSender, type Sender } from './sender'
import { immediate } from '../db/transaction'

/** How much of the receiver's answer the ping shows: enough to recognise it, not a way to read pages. */
const PING_EXCERPT_CHARS = 200

/** Printable text only (no control characters or terminal escapes), cut short. */
function safeExcerpt(text: string): string {
  const flat = text
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]+/g, ' ')
    .trim()
  return flat.length > PING_EXCERPT_CHARS ? `${flat.slice(0, PING_EXCERPT_CHARS)}…` : flat
}

function summaryOf(outcome: AttemptOutcome): string {
  if (outcome.outcome === 'succeeded') {
    return `Delivered: the endpoint answered ${statusWords(outcome.statusCode ?? 200)} in ${outcome.latencyMs ?? 0} ms.`
  }
  if (outcome.endpointDisabled)
    return `${outcome.error ?? 'Failed.'} The endpoint has been turned off.`
  return `Not delivered: ${outcome.error ?? 'no answer.'}`
}

/**
 * Sends a `test` event to one endpoint now and reports what happened. The ping is a real event
 * (signed, logged in the delivery log) but goes to this endpoint only and is not retried.
 * It works on a turned-off endpoint too, so an admin can check a fix before turning it back on.
 */
export async function sendTestPing(
  ctx: CoreContext,
  actor: Actor,
  endpointId: string,
  options: { sender?: Sender; uiBaseUrl?: string | null } = {},
): Promise<WebhookTestResultDto> {
  requireRole(actor, 'admin', 'send test events')
  const endpoint = getEndpoint(ctx, actor.workspaceId, endpointId)
  if (!planAllows(ctx, actor.workspaceId, 'webhooks')) {
    throw new CoreError(
      'PLAN_REQUIRED',
      'Webhooks are part of the Pro plan. Upgrade to send events, including tests.',
    )
  }
  const now = ctx.clock.now()
  const eventId = ctx.ids.next('evt')
  const deliveryId = ctx.ids.next('dlv')
  const claimId = randomUUID()
  const payload = JSON.stringify({
    type: 'test',
    timestamp: new Date(now).toISOString(),
    data: { message: 'This is a test event from Review Reply.', endpoint_id: endpoint.id },
  })
  immediate(ctx.db, () => {
    // Already fanned out: this event is for this endpoint only.
    ctx.db
      .insert(outboxEvents)
      .values({
        id: eventId,
        workspaceId: actor.workspaceId,
        type: 'test',
        payload,
        createdAt: now,
        fannedOutAt: now,
      })
      .run()
    ctx.db
      .insert(webhookDeliveries)
      .values({
        id: deliveryId,
        workspaceId: actor.workspaceId,
        eventId,
        endpointId: endpoint.id,
        eventType: 'test',
        status: 'in_flight',
        claimId,
        lastAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .run()
  })
  const sender = options.sender ?? createHttpSender({ gate: outboundGate(ctx) })
  try {
    const outcome = await performAttempt(
      ctx,
      { deliveryId, claimId, endpointId: endpoint.id, eventId, eventType: 'test', attempts: 0 },
      {
        sender,
        cache: new CredentialCache(),
        channel: channelContext(ctx, linksFor(options.uiBaseUrl ?? null)),
        random: Math.random,
      },
    )
    return {
      deliveryId,
      eventId,
      ok: outcome.outcome === 'succeeded',
      statusCode: outcome.statusCode,
      latencyMs: outcome.latencyMs,
      responseSnippet: outcome.snippet === null ? null : safeExcerpt(outcome.snippet),
      error: outcome.error,
      summary: summaryOf(outcome),
      endpointDisabled: outcome.endpointDisabled,
    }
  } finally {
    if (!options.sender) await sender.close()
  }
}
