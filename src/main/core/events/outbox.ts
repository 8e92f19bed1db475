import type { CoreContext } from '../context'
import { statement } from '../db/statements'
import { hasWebhookReceivers } from '../webhooks/receivers'
import { INSERT_OUTBOX_EVENT } from './queries'

import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../shared/dto/webhooks'

export const EVENT_TYPES = WEBHOOK_EVENT_TYPES
export type EventType = WebhookEventType

/**
 * Records an event in the outbox. Call it inside the transaction that makes the change, so the
 * event exists exactly when the change does. A `dedupeKey` makes the call idempotent: the same
 * cause (say `review.created:rev_1`) never produces a second event. Returns the event id, or null
 * when the dedupe key had already been used.
 *
 * In a workspace with no enabled webhook endpoint the event is stored already fanned out: fan-out
 * would find no receiver (an endpoint added later only gets events from after it was added), and a
 * first import of 50,000 reviews would otherwise keep the thread that answers people busy
 * marking them one batch at a time.
 */
export function emitEvent(
  ctx: CoreContext,
  workspaceId: string,
  type: EventType,
  data: Record<string, unknown>,
  dedupeKey?: string,
  // A caller storing many events of one workspace (ingest) asks once and passes the answer.
  received: boolean = hasWebhookReceivers(ctx, workspaceId),
): string | null {
  const id = ctx.ids.next('evt')
  const now = ctx.clock.now()
  const payload = JSON.stringify({ type, timestamp: new Date(now).toISOString(), data })
  const inserted = statement(ctx.db, INSERT_OUTBOX_EVENT).run(
    id,
    workspaceId,
    type,
    payload,
    dedupeKey ?? null,
    now,
    received ? null : now,
  )
  if (inserted.changes === 0) return null
  // Listeners run after the caller's transaction commits (next tick), never inside it.
  if (received) queueMicrotask(() => ctx.signals.emit('outbox', workspaceId))
  return id
}
