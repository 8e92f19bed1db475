import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { webhookDeliveries } from '../db/schema'
import { immediate } from '../db/transaction'
import { planAllows } from '../plans/gate'
import type { Claim } from './attempt'
import { statements, type DueRow } from './queries'

/** Claim ids only need to be unique across processes sharing a database: random per process, then a counter. */
const CLAIM_PREFIX = `${randomBytes(9).toString('base64url')}.`

/** How long a plan answer is reused between housekeeping passes (which always re-check). */
const PLAN_CACHE_MS = 5_000

/**
 * Claims due deliveries: each claim is guarded by `status = 'pending'`, so two processes sharing
 * the database never claim the same delivery. Deliveries of a workspace whose plan does not
 * include webhooks are put on hold instead.
 */
export class DeliveryClaims {
  private rotation = 0
  private counter = 0
  /** Plan checks read (and verify) the licence; within a pass one answer per workspace will do. */
  private readonly plans = new Map<string, { at: number; allowed: boolean }>()

  constructor(private readonly ctx: CoreContext) {}

  /** Housekeeping re-checks every plan. */
  forgetPlans(): void {
    this.plans.clear()
  }

  /**
   * Reads candidates outside any write (nothing is locked when nothing is due), then claims
   * them in one transaction. `room(endpointId)` says how many more that endpoint may take.
   */
  claimDue(now: number, room: (endpointId: string) => number): Claim[] {
    const st = statements(this.ctx.db)
    const candidates: { endpointId: string; rows: DueRow[] }[] = []
    // Endpoints are few; each is asked for at most its free room through the
    // (endpoint, status, next attempt) index, so a long backlog costs nothing per pass.
    const endpoints = st.enabledEndpoints.all()
    // Start where the last pass stopped, so no endpoint always goes first.
    const offset = endpoints.length ? this.rotation++ % endpoints.length : 0
    for (let i = 0; i < endpoints.length; i++) {
      const endpoint = endpoints[(i + offset) % endpoints.length]
      if (!endpoint) continue
      const free = room(endpoint.id)
      if (free <= 0) continue
      const rows = st.dueForEndpoint.all(endpoint.id, now, free)
      if (rows.length === 0) continue
      if (!this.planAllows(endpoint.workspace_id, now)) {
        this.hold(endpoint.id, now)
        continue
      }
      candidates.push({ endpointId: endpoint.id, rows })
    }
    if (candidates.length === 0) return []
    const claim = () => {
      const claims: Claim[] = []
      for (const { endpointId, rows } of candidates) {
        for (const row of rows) {
          const claimId = `${CLAIM_PREFIX}${++this.counter}`
          if (st.claim.run(claimId, now, now, row.id).changes === 0) continue
          claims.push({
            deliveryId: row.id,
            claimId,
            endpointId,
            eventId: row.event_id,
            eventType: row.event_type,
            attempts: row.attempts,
          })
        }
      }
      return claims
    }
    return this.ctx.db.$client.inTransaction ? claim() : immediate(this.ctx.db, claim)
  }

  private hold(endpointId: string, now: number): void {
    this.ctx.db
      .update(webhookDeliveries)
      .set({ status: 'held', nextAttemptAt: null, updatedAt: now })
      .where(
        and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')),
      )
      .run()
  }

  private planAllows(workspaceId: string, now: number): boolean {
    const cached = this.plans.get(workspaceId)
    if (cached && now - cached.at < PLAN_CACHE_MS && now >= cached.at) return cached.allowed
    const allowed = planAllows(this.ctx, workspaceId, 'webhooks')
    this.plans.set(workspaceId, { at: now, allowed })
    return allowed
  }
}
