import { and, eq, isNull } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import type { ChannelContext } from './channels/message'
import type { EndpointRow } from './endpoint-view'
import { statusWords, utcTime } from './format'
import { buildRequest, type CredentialCache } from './request'
import { DISABLE_AFTER_FAILING_MS, isSuccess, nextRetryDelay, parseRetryAfter } from './schedule'
import type { SendResult, Sender } from './sender'
import { disableEndpoint } from './state'
import { statements, toEndpointRow, type DeliveryPatch } from './queries'
import { immediate } from '../db/transaction'

/** A delivery this process has marked `in_flight`; only the holder of `claimId` records its outcome. */
export interface Claim {
  deliveryId: string
  claimId: string
  endpointId: string
  eventId: string
  eventType: string
  /** Attempts made before this one. */
  attempts: number
}

export interface AttemptOutcome {
  deliveryId: string
  /** `abandoned`: not sent or cut short by shutdown; the delivery goes back to the queue. */
  outcome: 'succeeded' | 'failed' | 'abandoned'
  statusCode: number | null
  latencyMs: number | null
  snippet: string | null
  error: string | null
  /** When the next automatic attempt is due, or null (done, or out of retries). */
  retryAt: number | null
  endpointDisabled: boolean
}

export interface AttemptDeps {
  sender: Sender
  cache: CredentialCache
  channel: ChannelContext
  /** In [0, 1): retry jitter. */
  random: () => number
  signal?: AbortSignal
}

/** `test` pings are one-shot: the admin sees the result right away and can send another. */
const isOneShot = (eventType: string): boolean => eventType === 'test'

function failureWords(result: SendResult): string {
  if (result.kind === 'error') return result.error
  const code = result.statusCode
  if (code >= 300 && code < 400) {
    return `The receiver answered ${statusWords(code)}, a redirect. Redirects are not followed: change the URL to the final address.`
  }
  if (code === 410) return 'The receiver answered 410 Gone: it no longer wants these deliveries.'
  return `The receiver answered ${statusWords(code)}.`
}

/** Puts a claimed delivery back in the queue, due now, as if it had never been claimed. */
export function releaseClaim(ctx: CoreContext, claim: Claim, now: number): void {
  ctx.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, claimId: null, updatedAt: now })
    .where(
      and(eq(webhookDeliveries.id, claim.deliveryId), eq(webhookDeliveries.claimId, claim.claimId)),
    )
    .run()
}

export const abandoned = (deliveryId: string, error: string | null = null): AttemptOutcome => ({
  deliveryId,
  outcome: 'abandoned',
  statusCode: null,
  latencyMs: null,
  snippet: null,
  error,
  retryAt: null,
  endpointDisabled: false,
})

/**
 * Records what happened, atomically (its own transaction, or part of the caller's batch): the
 * attempt row, the delivery's new state (done, retry at, or failed for good) and the endpoint's
 * health (410 or 5 failing days turn it off).
 */
function recordOutcome(
  ctx: CoreContext,
  claim: Claim,
  endpoint: EndpointRow,
  result: SendResult,
  attemptAt: number,
  random: () => number,
): AttemptOutcome {
  const now = ctx.clock.now()
  if (result.kind === 'error' && result.aborted) {
    releaseClaim(ctx, claim, now)
    return abandoned(claim.deliveryId, result.error)
  }
  const statusCode = result.kind === 'response' ? result.statusCode : null
  const snippet = result.kind === 'response' ? result.snippet || null : null
  const succeeded = statusCode !== null && isSuccess(statusCode)
  const error = succeeded ? null : failureWords(result)
  const attempts = claim.attempts + 1
  let retryAt: number | null = null
  let endpointDisabled = false

  const st = statements(ctx.db)
  const record = () => {
    const current = st.endpointHealth.get(endpoint.id)
    const enabled = current?.enabled === 1
    const patch: DeliveryPatch = {
      id: claim.deliveryId,
      claimId: claim.claimId,
      status: 'failed',
      attempts,
      nextAttemptAt: null,
      lastAttemptAt: attemptAt,
      lastStatusCode: statusCode,
      lastError: error,
      updatedAt: now,
    }
    if (succeeded) {
      patch.status = 'succeeded'
    } else if (statusCode === 410 || isOneShot(claim.eventType)) {
      patch.status = 'failed'
    } else if (!enabled) {
      // Turned off while this attempt was on the wire: no retry, like the rest of its queue.
      patch.lastError = `${error} The endpoint has been turned off.`
    } else {
      const scheduled = nextRetryDelay(attempts, random())
      const asked =
        statusCode === 429 || statusCode === 503
          ? parseRetryAfter(result.kind === 'response' ? result.retryAfter : undefined, now)
          : null
      if (scheduled !== null) {
        // The receiver's Retry-After is a floor: never come back sooner than it asked.
        retryAt = now + Math.max(scheduled, asked ?? 0)
        patch.status = 'pending'
        patch.nextAttemptAt = retryAt
      }
    }
    const updated = st.settle.run(patch).changes
    // The attempt happened either way; if another process took the claim over, it owns the state.
    if (updated > 0 || st.deliveryExists.get(claim.deliveryId)) {
      st.insertAttempt.run(
        ctx.ids.next('att'),
        claim.deliveryId,
        attemptAt,
        statusCode,
        result.latencyMs,
        snippet,
        error,
      )
    }
    if (updated === 0) {
      retryAt = null
      return
    }
    if (!current || !enabled) return
    if (succeeded) {
      if (current.failing_since !== null) st.clearFailing.run(endpoint.id)
      return
    }
    if (statusCode === 410) {
      disableEndpoint(
        ctx,
        endpoint.id,
        `Turned off on ${utcTime(attemptAt)} because the receiver answered 410 Gone, which means it no longer wants deliveries. Check the URL with the receiver's owner, then turn it on again.`,
        now,
      )
      endpointDisabled = true
      retryAt = null
      return
    }
    // A failed test ping is reported to the admin who sent it; it does not start a failing
    // streak (one bad ping while setting up must not mark the endpoint "Failing").
    if (isOneShot(claim.eventType)) return
    if (current.failing_since === null) {
      ctx.db
        .update(webhookEndpoints)
        .set({ failingSince: attemptAt })
        .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)))
        .run()
    } else if (attemptAt - current.failing_since >= DISABLE_AFTER_FAILING_MS) {
      disableEndpoint(
        ctx,
        endpoint.id,
        `Turned off on ${utcTime(attemptAt)} because every delivery failed for 5 days (since ${utcTime(current.failing_since)}). Fix the receiver, send a test, then turn it on again.`,
        now,
      )
      endpointDisabled = true
      retryAt = null
    }
  }
  // The dispatcher records a batch inside its own transaction; alone, this is one. IMMEDIATE
  // takes the write lock up front (waiting for it), since this reads before it writes.
  if (ctx.db.$client.inTransaction) record()
  else immediate(ctx.db, record)
  return {
    deliveryId: claim.deliveryId,
    outcome: succeeded ? 'succeeded' : 'failed',
    statusCode,
    latencyMs: result.latencyMs,
    snippet,
    error,
    retryAt,
    endpointDisabled,
  }
}

/** An attempt that went out (or could not be built) and now needs its outcome recorded. */
export interface SentAttempt {
  claim: Claim
  endpoint: EndpointRow
  result: SendResult
  attemptAt: number
}

/**
 * Sends one claimed delivery. Resolves with what must be recorded, or directly with an
 * `abandoned` outcome when there was nothing to send. Never throws for a receiver's failure.
 */
export async function sendAttempt(
  ctx: CoreContext,
  claim: Claim,
  deps: AttemptDeps,
): Promise<SentAttempt | AttemptOutcome> {
  const attemptAt = ctx.clock.now()
  const st = statements(ctx.db)
  const raw = st.endpoint.get(claim.endpointId)
  const endpoint = raw ? toEndpointRow(raw) : undefined
  const event = st.eventPayload.get(claim.eventId)
  // Deleted meanwhile: the delivery went with it (cascade); nothing to send or record.
  if (!endpoint || !event) return abandoned(claim.deliveryId)
  if (!endpoint.enabled && !isOneShot(claim.eventType)) {
    ctx.db
      .update(webhookDeliveries)
      .set({
        status: 'failed',
        nextAttemptAt: null,
        claimId: null,
        lastError: `Not sent: the endpoint was turned off. ${endpoint.disabledReason ?? ''}`.trim(),
        updatedAt: attemptAt,
      })
      .where(
        and(
          eq(webhookDeliveries.id, claim.deliveryId),
          eq(webhookDeliveries.claimId, claim.claimId),
        ),
      )
      .run()
    return abandoned(claim.deliveryId, 'The endpoint is turned off.')
  }
  let request
  try {
    request = buildRequest(ctx, endpoint, event, attemptAt, deps.cache, deps.channel)
  } catch (error) {
    // A secret that no longer opens (vault changed) must not wedge the queue: record and retry.
    ctx.log.error('webhook request could not be built', {
      deliveryId: claim.deliveryId,
      error: String(error),
    })
    const result: SendResult = {
      kind: 'error',
      error: 'The endpoint secret could not be read from the vault.',
      latencyMs: 0,
      aborted: false,
    }
    return { claim, endpoint, result, attemptAt }
  }
  const result = await deps.sender.send({
    ...request,
    ...(deps.signal ? { signal: deps.signal } : {}),
  })
  return { claim, endpoint, result, attemptAt }
}

/** Records a sent attempt (its own transaction, or a savepoint inside the caller's). */
export function recordAttempt(
  ctx: CoreContext,
  sent: SentAttempt,
  random: () => number,
): AttemptOutcome {
  return recordOutcome(ctx, sent.claim, sent.endpoint, sent.result, sent.attemptAt, random)
}

export const isSent = (value: SentAttempt | AttemptOutcome): value is SentAttempt =>
  'result' in value

/** Sends one claimed delivery and records the outcome. */
export async function performAttempt(
  ctx: CoreContext,
  claim: Claim,
  deps: AttemptDeps,
): Promise<AttemptOutcome> {
  const sent = await sendAttempt(ctx, claim, deps)
  return isSent(sent) ? recordAttempt(ctx, sent, deps.random) : sent
}
