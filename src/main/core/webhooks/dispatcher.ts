import type { CoreContext } from '../context'
import { outboundGate } from '../http/outbound'
import {
  abandoned,
  isSent,
  releaseClaim,
  sendAttempt,
  type AttemptOutcome,
  type Claim,
} from './attempt'
import { DeliveryClaims } from './claims'
import { FAN_OUT_BATCH, fanOutBatch } from './fanout'
import { DeliveryMaintenance, type MaintenanceReport } from './maintenance'
import { OutcomeRecorder } from './recorder'
import { channelContext, CredentialCache, linksFor } from './request'
import { createHttpSender, type Sender } from './sender'
import { statements } from './queries'
import { STALE_IN_FLIGHT_MS } from './schedule'

export interface DispatcherOptions {
  /** How deliveries go out; a pooled undici sender by default. */
  sender?: Sender
  /** Deliveries on the wire per endpoint, so one slow receiver cannot take every slot. */
  perEndpoint?: number
  /**
   * Deliveries claimed ahead per endpoint that answers quickly, so a freed slot is refilled at
   * once without waiting for a database write. Claimed-ahead rows are `in_flight` like the
   * rest: never lost, and (being few, for fast receivers only) never mistaken for abandoned.
   */
  prefetch?: number
  /** Deliveries on the wire in total. */
  total?: number
  /** In [0, 1), for retry jitter. */
  random?: () => number
  /** Where the inbox UI lives (for links in team-tool messages); read at send time. */
  uiBaseUrl?: () => string | null
  /** Called after each attempt is recorded (the worker uses it to notice when all is quiet). */
  onSettled?: (outcome: AttemptOutcome) => void
}

export interface DispatchSummary extends MaintenanceReport {
  attempted: number
  succeeded: number
  failed: number
}

/** An endpoint answering within this gets deliveries claimed ahead (see `prefetch`). */
const FAST_ANSWER_MS = 1000

/**
 * Sends due deliveries. All state is in SQLite: a delivery is claimed (`in_flight`, with a claim
 * id) before it goes on the wire and settled after, so a process that dies mid-flight leaves
 * `in_flight` rows that any later pass re-queues once they are stale (`STALE_IN_FLIGHT_MS`):
 * at-least-once, and a delivery recorded as succeeded is never sent again.
 *
 * The wire and the database are decoupled: a slot freed by an answer is refilled at once from
 * deliveries claimed ahead, while outcomes are recorded in batches (under load, one transaction
 * every few milliseconds, which also tops the claimed-ahead queues up). An answer not yet
 * recorded when the process dies is sent again after restart, which at-least-once allows.
 *
 * Tests drive it step by step with `dispatchDue(now)`; the background worker calls `pump()`
 * whenever an event is emitted or a retry falls due.
 */
export class WebhookDispatcher {
  private readonly sender: Sender
  private readonly ownsSender: boolean
  private readonly perEndpoint: number
  private readonly prefetch: number
  private readonly total: number
  private readonly random: () => number
  private readonly cache = new CredentialCache()
  private readonly abort = new AbortController()
  private readonly claims: DeliveryClaims
  private readonly maintenance: DeliveryMaintenance
  private readonly recorder: OutcomeRecorder
  /** Claimed, not yet on the wire, per endpoint. */
  private readonly ready = new Map<string, Claim[]>()
  /** On the wire, per endpoint (what the concurrency limits count). */
  private readonly onWire = new Map<string, number>()
  private wireTotal = 0
  /** Started and not yet recorded: what `dispatchDue` and `close` wait for. */
  private readonly unsettled = new Map<string, Promise<AttemptOutcome>>()
  /** Endpoints whose last answer came quickly: only they get deliveries claimed ahead. */
  private readonly fast = new Set<string>()
  private readonly listeners = new Set<(outcome: AttemptOutcome) => void>()
  private closed = false

  constructor(
    private readonly ctx: CoreContext,
    private readonly options: DispatcherOptions = {},
  ) {
    this.ownsSender = !options.sender
    this.perEndpoint = options.perEndpoint ?? 4
    this.prefetch = options.prefetch ?? this.perEndpoint * 4
    this.total = options.total ?? 32
    this.sender =
      options.sender ?? createHttpSender({ connections: this.perEndpoint, gate: outboundGate(ctx) })
    this.random = options.random ?? Math.random
    this.claims = new DeliveryClaims(ctx)
    this.maintenance = new DeliveryMaintenance(ctx)
    this.recorder = new OutcomeRecorder(ctx, {
      random: this.random,
      busy: () => this.wireTotal > 0,
      topUp: () => (this.closed ? [] : this.claimDue(this.ctx.clock.now())),
      claimed: (claims) => {
        this.enqueue(claims)
        void this.drain()
      },
    })
  }

  /** Deliveries started and not yet recorded. */
  get inFlight(): number {
    return this.unsettled.size
  }

  /**
   * Housekeeping for a pass: fans out new events, releases held deliveries whose plan now
   * allows webhooks, re-queues abandoned `in_flight` rows, retires rotated-out secrets.
   */
  maintain(
    now: number = this.ctx.clock.now(),
    options: { fanOut?: boolean } = {},
  ): MaintenanceReport {
    this.claims.forgetPlans()
    return this.maintenance.run(now, this.held(), options)
  }

  /** Re-queues abandoned claims other than this dispatcher's own (see `DeliveryMaintenance`). */
  recover(now: number = this.ctx.clock.now()): number {
    return this.maintenance.recover(now, this.held())
  }

  /**
   * One fan-out step (deliveries for up to `FAN_OUT_BATCH` events committed since the last
   * pass), never waiting for the write lock: 'more' while events wait, 'busy' when another
   * connection is writing, so the caller gives the loop back in between.
   */
  fanOutStep(now: number = this.ctx.clock.now()): 'done' | 'more' | 'busy' {
    const step = fanOutBatch(this.ctx, now, { wait: false })
    if (!step) return 'busy'
    return step.events === FAN_OUT_BATCH ? 'more' : 'done'
  }

  /** Ids this dispatcher holds (claimed ahead or started): never "abandoned". */
  private held(): string[] {
    const ids = [...this.unsettled.keys()]
    for (const queue of this.ready.values()) for (const c of queue) ids.push(c.deliveryId)
    return ids
  }

  /**
   * Claims due deliveries (as many as the limits and the claim-ahead allow) and puts as many on
   * the wire as the concurrency limits allow. Returns the attempts started (each resolves when
   * its outcome is recorded). Deliveries of a workspace whose plan does not include webhooks
   * are put on hold instead.
   */
  pump(now: number = this.ctx.clock.now()): Promise<AttemptOutcome>[] {
    if (this.closed) return []
    this.enqueue(this.claimDue(now))
    return this.drain()
  }

  /** Free room per endpoint: its wire slots, plus the claim-ahead for fast receivers. */
  private claimDue(now: number): Claim[] {
    return this.claims.claimDue(now, (endpointId) => {
      const ahead = this.fast.has(endpointId) ? this.prefetch : 0
      return (
        this.perEndpoint +
        ahead -
        (this.onWire.get(endpointId) ?? 0) -
        (this.ready.get(endpointId)?.length ?? 0)
      )
    })
  }

  private enqueue(claims: Claim[]): void {
    for (const claim of claims) {
      const queue = this.ready.get(claim.endpointId)
      if (queue) queue.push(claim)
      else this.ready.set(claim.endpointId, [claim])
    }
  }

  /** Puts claimed-ahead deliveries on the wire while there are free slots. */
  private drain(): Promise<AttemptOutcome>[] {
    const started: Promise<AttemptOutcome>[] = []
    if (this.closed) return started
    for (const [endpointId, queue] of this.ready) {
      while (
        queue.length > 0 &&
        this.wireTotal < this.total &&
        (this.onWire.get(endpointId) ?? 0) < this.perEndpoint
      ) {
        const claim = queue.shift()
        if (claim) started.push(this.start(claim))
      }
      if (queue.length === 0) this.ready.delete(endpointId)
    }
    return started
  }

  private start(claim: Claim): Promise<AttemptOutcome> {
    this.onWire.set(claim.endpointId, (this.onWire.get(claim.endpointId) ?? 0) + 1)
    this.wireTotal++
    const done = new Promise<AttemptOutcome>((resolve) => {
      sendAttempt(this.ctx, claim, {
        sender: this.sender,
        cache: this.cache,
        channel: channelContext(this.ctx, linksFor(this.options.uiBaseUrl?.() ?? null)),
        random: this.random,
        signal: this.abort.signal,
      }).then(
        (sent) => {
          // The slot is free as soon as the answer is in: refill it before recording.
          this.offWire(claim)
          if (isSent(sent) && sent.result.latencyMs < FAST_ANSWER_MS)
            this.fast.add(claim.endpointId)
          else this.fast.delete(claim.endpointId)
          void this.drain()
          if (isSent(sent)) {
            this.recorder.add(sent, resolve)
          } else {
            resolve(sent)
          }
        },
        (error: unknown) => {
          // Only a database failure gets here; the claim stays in_flight and is recovered later.
          this.ctx.log.error('webhook attempt failed', {
            deliveryId: claim.deliveryId,
            error: String(error),
          })
          this.offWire(claim)
          resolve(abandoned(claim.deliveryId, String(error)))
        },
      )
    }).then((outcome) => {
      this.unsettled.delete(claim.deliveryId)
      for (const listener of this.listeners) listener(outcome)
      this.options.onSettled?.(outcome)
      return outcome
    })
    this.unsettled.set(claim.deliveryId, done)
    return done
  }

  private offWire(claim: Claim): void {
    this.wireTotal--
    const left = (this.onWire.get(claim.endpointId) ?? 1) - 1
    if (left > 0) this.onWire.set(claim.endpointId, left)
    else this.onWire.delete(claim.endpointId)
  }

  /**
   * One full pass at `now`: housekeeping, then every delivery due at `now` is attempted (within
   * the concurrency limits) and its outcome recorded before this resolves.
   */
  async dispatchDue(now: number = this.ctx.clock.now()): Promise<DispatchSummary> {
    const summary: DispatchSummary = {
      ...this.maintain(now),
      attempted: 0,
      succeeded: 0,
      failed: 0,
    }
    const tally = (outcome: AttemptOutcome) => {
      if (outcome.outcome === 'abandoned') return
      summary.attempted++
      if (outcome.outcome === 'succeeded') summary.succeeded++
      else summary.failed++
    }
    this.listeners.add(tally)
    try {
      for (;;) {
        const started = this.pump(now)
        if (this.unsettled.size === 0) {
          if (started.length === 0) break
          continue
        }
        await Promise.race(this.unsettled.values())
      }
    } finally {
      this.listeners.delete(tally)
    }
    return summary
  }

  /** When something next needs doing (a retry falls due, an event waits, a claim goes stale). */
  nextDueAt(): number | null {
    const st = statements(this.ctx.db)
    const waiting = st.unfanned.get(1)
    if (waiting) return waiting.created_at
    // Pending rows only exist on enabled endpoints (turning one off fails them), so the
    // (status, next attempt) index answers this with its first entry.
    const due = st.nextPending.get()?.at ?? null
    // Own claims are never older than the attempt timeout, so they cannot make this early.
    const stale = st.oldestInFlight.get()?.at ?? null
    const recoverAt = stale === null ? null : stale + STALE_IN_FLIGHT_MS
    const candidates = [due, recoverAt].filter((v): v is number => v !== null)
    return candidates.length ? Math.min(...candidates) : null
  }

  /**
   * Stops: attempts on the wire are cut short and, like deliveries claimed ahead, go back to
   * the queue as they were (sent again on the next start; receivers dedupe on `webhook-id`).
   */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.abort.abort()
    await Promise.all(this.unsettled.values())
    const now = this.ctx.clock.now()
    for (const queue of this.ready.values())
      for (const claim of queue) releaseClaim(this.ctx, claim, now)
    this.ready.clear()
    this.cache.clear()
    if (this.ownsSender) await this.sender.close()
  }
}
