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
/** Finished deliveries deleted per transaction (each with its attempts, by cascade). */
const PRUNE_BATCH = 500

/**
 * The delivery log's housekeeping, found again from the database on every pass (so a crash
 * between passes loses nothing): fan-out of new events, release of held deliveries whose plan
 * now allows webhooks, re-queueing of abandoned claims, closing what a turned-off endpoint
 * still had queued, retiring rotated-out secrets, and pruning the old log.
 */
export class DeliveryMaintenance {
  private lastPruneAt = 0

  constructor(private readonly ctx: CoreContext) {}

  /**
   * Everything at once (tests, and a core without a work thread). `held`: deliveries this
   * process still holds (claimed ahead or on the wire), never abandoned.
   */
  run(now: number, held: string[], options: { fanOut?: boolean } = {}): MaintenanceReport {
    const fannedOut = options.fanOut === false ? 0 : fanOutEvents(this.ctx, now)
    const recovered = this.recover(now, held)
    const released = this.housekeep(now)
    while (this.pruneStep(now) === PRUNE_BATCH);
    return { fannedOut, released, recovered }
  }

  /** The part only the dispatching process can do: it alone knows what it still holds. */
  recover(now: number, held: string[]): number {
    return this.recoverAbandoned(now, held)
  }

  /**
   * The rest, which any connection can do (the work thread's webhook-maintenance worker):
   * returns how many held deliveries were released.
   */
  housekeep(now: number): number {
    const released = releaseAllHeld(this.ctx)
    this.closeTurnedOff(now)
    this.retireRotatedSecrets(now)
    return released
  }

  /**
   * Deletes up to `PRUNE_BATCH` finished deliveries older than the retention, in one short
   * transaction (another connection's writers wait for it): the caller repeats while a whole
   * batch went. Runs at most hourly once the log is clean.
   */
  pruneStep(now: number): number {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return 0
    const old = this.ctx.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.status, ['succeeded', 'failed']),
          lt(webhookDeliveries.updatedAt, now - LOG_RETENTION_MS),
        ),
      )
      .limit(PRUNE_BATCH)
    const deleted = this.ctx.db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, old))
      .run().changes
    if (deleted < PRUNE_BATCH) this.lastPruneAt = now
    return deleted
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
}
