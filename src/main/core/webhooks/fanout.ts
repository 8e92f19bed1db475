import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { writeIfFree } from '../db/no-wait'
import { planAllows } from '../plans/gate'
import { parseEvents } from './endpoint-view'
import { hasFilters, matchesFilters, parseFilters, reviewFacts, type ReviewFacts } from './filters'
import { statements } from './queries'
import { immediate } from '../db/transaction'

/** Events per transaction: a first import's backlog goes out in short steps, a few ms each. */
export const FAN_OUT_BATCH = 200

/**
 * Turns up to `FAN_OUT_BATCH` new outbox events into one delivery per matching enabled endpoint,
 * in one IMMEDIATE transaction: the deliveries and the event's `fanned_out_at` are written
 * together, and the (event, endpoint) unique index makes a second pass (or a second process) a
 * no-op. An endpoint only receives events that happened after it was added. While the plan does
 * not include webhooks, deliveries are created `held`. An endpoint's review filters (app, store,
 * rating, topic) are applied here, to review events only: a review that does not match gets no
 * delivery.
 */
export function fanOutBatch(
  ctx: CoreContext,
  now: number = ctx.clock.now(),
  options: { wait?: boolean } = {},
): { events: number; created: number } | null {
  const st = statements(ctx.db)
  let created = 0
  const batch = (): number => {
    const events = st.unfanned.all(FAN_OUT_BATCH)
    if (events.length === 0) return 0
    const workspaceIds = [...new Set(events.map((e) => e.workspace_id))]
    const endpoints = ctx.db
      .select({
        id: webhookEndpoints.id,
        workspaceId: webhookEndpoints.workspaceId,
        events: webhookEndpoints.events,
        filters: webhookEndpoints.filters,
        createdAt: webhookEndpoints.createdAt,
      })
      .from(webhookEndpoints)
      .where(
        and(
          inArray(webhookEndpoints.workspaceId, workspaceIds),
          eq(webhookEndpoints.enabled, true),
        ),
      )
      .all()
      .map((e) => {
        const filters = parseFilters(e.filters)
        return {
          ...e,
          types: new Set<string>(parseEvents(e.events)),
          filters: hasFilters(filters) ? filters : null,
        }
      })
    const allowed = new Map(workspaceIds.map((w) => [w, planAllows(ctx, w, 'webhooks')]))
    for (const event of events) {
      // The event's review, read from its body only when a filtering endpoint needs it.
      let review: ReviewFacts | null | undefined
      const reviewOf = (): ReviewFacts | null => {
        if (review === undefined) {
          const row = st.eventPayload.get(event.id)
          review = row ? reviewFacts(row.payload) : null
        }
        return review
      }
      for (const endpoint of endpoints) {
        if (endpoint.workspaceId !== event.workspace_id || endpoint.createdAt > event.created_at)
          continue
        if (endpoint.types.size > 0 && !endpoint.types.has(event.type)) continue
        if (endpoint.filters) {
          const facts = reviewOf()
          // Not about one review (digest, alert): review filters do not apply.
          if (facts && !matchesFilters(endpoint.filters, facts)) continue
        }
        const open = allowed.get(event.workspace_id) === true
        created += st.insertDelivery.run(
          ctx.ids.next('dlv'),
          event.workspace_id,
          event.id,
          endpoint.id,
          event.type,
          open ? 'pending' : 'held',
          open ? now : null,
          now,
          now,
        ).changes
      }
    }
    st.markFanned.run(now, JSON.stringify(events.map((e) => e.id)))
    return events.length
  }
  // IMMEDIATE: a second process fanning out at the same time waits, then finds nothing left.
  // Without `wait`, a held write lock returns null at once (see `writeIfFree`).
  const events =
    options.wait === false
      ? writeIfFree(ctx.db.$client, () => immediate(ctx.db, batch))
      : immediate(ctx.db, batch)
  return events === null ? null : { events, created }
}

/** Every new outbox event, batch after batch. Returns the number of deliveries created. */
export function fanOutEvents(ctx: CoreContext, now: number = ctx.clock.now()): number {
  let created = 0
  for (;;) {
    const step = fanOutBatch(ctx, now)!
    created += step.created
    if (step.events < FAN_OUT_BATCH) return created
  }
}

/**
 * Sends what was held while the plan did not include webhooks, if it does now. The plans feature
 * calls this when a workspace gains Pro; the dispatcher also checks on every pass.
 * Returns the number of deliveries released.
 */
export function releaseHeldDeliveries(ctx: CoreContext, workspaceId: string): number {
  if (!planAllows(ctx, workspaceId, 'webhooks')) return 0
  const now = ctx.clock.now()
  const released = ctx.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, updatedAt: now })
    .where(
      and(eq(webhookDeliveries.workspaceId, workspaceId), eq(webhookDeliveries.status, 'held')),
    )
    .run().changes
  if (released > 0) {
    // Time on hold is not time failing: the 5-day streak starts over.
    ctx.db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(
        and(
          eq(webhookEndpoints.workspaceId, workspaceId),
          isNotNull(webhookEndpoints.failingSince),
        ),
      )
      .run()
    ctx.signals.emit('outbox', workspaceId)
  }
  return released
}

/** The pass-level check: releases held deliveries of every workspace whose plan now allows them. */
export function releaseAllHeld(ctx: CoreContext): number {
  const workspaces = ctx.db
    .selectDistinct({ workspaceId: webhookDeliveries.workspaceId })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'held'))
    .all()
  let released = 0
  for (const { workspaceId } of workspaces) released += releaseHeldDeliveries(ctx, workspaceId)
  return released
}
