import { and, eq, inArray } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'

/**
 * Turns an endpoint off (`reason` is the sentence the UI shows) and closes what was still waiting for it: pending and held deliveries
 * become `failed` with the reason, so the delivery log shows them (each keeps "retry now").
 * Deliveries already on the wire finish on their own.
 */
export function disableEndpoint(
  ctx: CoreContext,
  endpointId: string,
  reason: string,
  now: number,
): void {
  ctx.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: now })
    .where(eq(webhookEndpoints.id, endpointId))
    .run()
  ctx.db
    .update(webhookDeliveries)
    .set({
      status: 'failed',
      nextAttemptAt: null,
      lastError: `Not sent: the endpoint was turned off. ${reason}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.status, ['pending', 'held']),
      ),
    )
    .run()
}
