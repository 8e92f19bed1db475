import { and, eq, inArray, isNotNull, lt, lte, notInArray } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { immediate } from '../db/transaction'
import { deleteSecret } from '../vault/credentials'
import { fanOutEvents, releaseAllHeld } from './fanout'
import { DAY, STALE_IN_FLIGHT_MS } from './schedule'

export interface MaintenanceReport {
  fannedOut: number
  released: number
  recovered: number
}

/** Finished deliveries (and their attempts) stay in the log this long. */
const LOG_RETENTION_MS = 30 * DAY
const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * The delivery log's housekeeping, found again from the database on every pass (so a crash
 * between passes loses nothing): fan-out of new events, release of held deliveries whose plan
 * now allows webhooks, re-queueing of abandoned claims, closing what a turned-off endpoint
 * still had queued, retiring rotated-out secrets, and pruning the old log.
 */
export class DeliveryMaintenance {
  private lastPruneAt = 0

  constructor(private readonly ctx: CoreContext) {}

  /** `held`: deliveries this process still holds (claimed ahead or on the wire), never abandoned. */
  run(now: number, held: string[], options: { fanOut?: boolean } = {}): MaintenanceReport {
    const fannedOut = options.fanOut === false ? 0 : fanOutEvents(this.ctx, now)
    const released = releaseAllHeld(this.ctx)
    const recovered = this.recoverAbandoned(now, held)
    this.closeTurnedOff(now)
    this.retireRotatedSecrets(now)
    if (now - this.lastPruneAt >= PRUNE_EVERY_MS) {
      this.lastPruneAt = now
      this.pruneLog(now)
    }
    return { fannedOut, released, recovered }
  }

  private recoverAbandoned(now: number, held: string[]): number {
    const recovered = this.ctx.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, claimId: null, updatedAt: now })
      .where(
        and(
          eq(webhookDeliveries.status, 'in_flight'),
          lt(webhookDeliveries.lastAttemptAt, now - STALE_IN_FLIGHT_MS),
          held.length ? notInArray(webhookDeliveries.id, held) : undefined,
        ),
      )
      .run().changes
    if (recovered > 0)
      this.ctx.log.warn('webhook deliveries re-queued after an interrupted attempt', {
        count: recovered,
      })
    return recovered
  }

  /** A claim re-queued after a crash may belong to an endpoint turned off meanwhile: close it. */
  private closeTurnedOff(now: number): void {
    this.ctx.db
      .update(webhookDeliveries)
      .set({
        status: 'failed',
        nextAttemptAt: null,
        lastError: 'Not sent: the endpoint was turned off.',
        updatedAt: now,
      })
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          inArray(
            webhookDeliveries.endpointId,
            this.ctx.db
              .select({ id: webhookEndpoints.id })
              .from(webhookEndpoints)
              .where(eq(webhookEndpoints.enabled, false)),
          ),
        ),
      )
      .run()
  }

  private retireRotatedSecrets(now: number): void {
    const expired = this.ctx.db
      .select({
        id: webhookEndpoints.id,
        workspaceId: webhookEndpoints.workspaceId,
        cred: webhookEndpoints.previousSecretCredentialId,
      })
      .from(webhookEndpoints)
      .where(
        and(
          isNotNull(webhookEndpoints.previousSecretCredentialId),
          lte(webhookEndpoints.previousSecretExpiresAt, now),
        ),
      )
      .all()
    for (const e of expired) {
      immediate(this.ctx.db, () => {
        this.ctx.db
          .update(webhookEndpoints)
          .set({ previousSecretCredentialId: null, previousSecretExpiresAt: null })
          .where(eq(webhookEndpoints.id, e.id))
          .run()
        if (e.cred) deleteSecret(this.ctx, e.workspaceId, e.cred)
      })
    }
  }

  private pruneLog(now: number): void {
    this.ctx.db
      .delete(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.status, ['succeeded', 'failed']),
          lt(webhookDeliveries.updatedAt, now - LOG_RETENTION_MS),
        ),
      )
      .run()
  }
}
