import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNotNull, lt, lte, notInArray } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { planAllows } from '../plans/gate'
import { deleteSecret } from '../vault/credentials'
import { statements, type DueRow } from './queries'
import {
  abandoned,
  isSent,
  recordAttempt,
  releaseClaim,
  sendAttempt,
  type AttemptOutcome,
  type Claim,
  type SentAttempt,
} from './attempt'
import { FAN_OUT_BATCH, fanOutBatch, fanOutEvents, releaseAllHeld } from './fanout'
import { channelContext, CredentialCache, linksFor } from './request'
import { DAY, STALE_IN_FLIGHT_MS } from './schedule'
import { createHttpSender, type Sender } from './sender'
import { outboundGate } from '../http/outbound'
import { immediate } from '../db/transaction'

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

export interface MaintenanceReport {
  fannedOut: number
  released: number
  recovered: number
}

export interface DispatchSummary extends MaintenanceReport {
  attempted: number
  succeeded: number
  failed: number
}

/** Claim ids only need to be unique across processes sharing a database: random per process, then a counter. */
const CLAIM_PREFIX = `${randomBytes(9).toString('base64url')}.`

/** An endpoint answering within this gets deliveries claimed ahead (see `prefetch`). */
const FAST_ANSWER_MS = 1000

/** Under load, how long answers wait to be recorded together. */
const FLUSH_DELAY_MS = 5

/** How long a plan answer is reused between housekeeping passes (which always re-check). */
const PLAN_CACHE_MS = 5_000

/** Finished deliveries (and their attempts) stay in the log this long. */
const LOG_RETENTION_MS = 30 * DAY

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
  /** Claimed, not yet on the wire, per endpoint. */
  private readonly ready = new Map<string, Claim[]>()
  /** On the wire, per endpoint (what the concurrency limits count). */
  private readonly onWire = new Map<string, number>()
  private wireTotal = 0
  /** Started and not yet recorded: what `dispatchDue` and `close` wait for. */
  private readonly unsettled = new Map<string, Promise<AttemptOutcome>>()
  /** Answers back from the wire, waiting for the next flush to record them. */
  private readonly unrecorded: { sent: SentAttempt; resolve: (outcome: AttemptOutcome) => void }[] =
    []
  private flushScheduled = false
  /** Endpoints whose last answer came quickly: only they get deliveries claimed ahead. */
  private readonly fast = new Set<string>()
  private readonly listeners = new Set<(outcome: AttemptOutcome) => void>()
  private lastPruneAt = 0
  private rotation = 0
  private claimCounter = 0
  /** Plan checks read (and verify) the licence; within a pass one answer per workspace will do. */
  private readonly planCache = new Map<string, { at: number; allowed: boolean }>()
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
    this.planCache.clear()
    const fannedOut = options.fanOut === false ? 0 : fanOutEvents(this.ctx, now)
    const released = releaseAllHeld(this.ctx)
    const recovered = this.recoverAbandoned(now)
    this.closeTurnedOff(now)
    this.retireRotatedSecrets(now)
    if (now - this.lastPruneAt >= 60 * 60 * 1000) {
      this.lastPruneAt = now
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
    return { fannedOut, released, recovered }
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

  private recoverAbandoned(now: number): number {
    const mine = this.held()
    const recovered = this.ctx.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, claimId: null, updatedAt: now })
      .where(
        and(
          eq(webhookDeliveries.status, 'in_flight'),
          lt(webhookDeliveries.lastAttemptAt, now - STALE_IN_FLIGHT_MS),
          mine.length ? notInArray(webhookDeliveries.id, mine) : undefined,
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

  /**
   * Reads candidates outside any write (nothing is locked when nothing is due), then claims
   * them in one transaction: each claim is guarded by `status = 'pending'`, so two processes
   * sharing the database never claim the same delivery.
   */
  private claimDue(now: number): Claim[] {
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
      const ahead = this.fast.has(endpoint.id) ? this.prefetch : 0
      const room =
        this.perEndpoint +
        ahead -
        (this.onWire.get(endpoint.id) ?? 0) -
        (this.ready.get(endpoint.id)?.length ?? 0)
      if (room <= 0) continue
      const rows = st.dueForEndpoint.all(endpoint.id, now, room)
      if (rows.length === 0) continue
      if (!this.planAllows(endpoint.workspace_id, now)) {
        this.ctx.db
          .update(webhookDeliveries)
          .set({ status: 'held', nextAttemptAt: null, updatedAt: now })
          .where(
            and(
              eq(webhookDeliveries.endpointId, endpoint.id),
              eq(webhookDeliveries.status, 'pending'),
            ),
          )
          .run()
        continue
      }
      candidates.push({ endpointId: endpoint.id, rows })
    }
    if (candidates.length === 0) return []
    const claim = () => {
      const claims: Claim[] = []
      for (const { endpointId, rows } of candidates) {
        for (const row of rows) {
          const claimId = `${CLAIM_PREFIX}${++this.claimCounter}`
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

  private planAllows(workspaceId: string, now: number): boolean {
    const cached = this.planCache.get(workspaceId)
    if (cached && now - cached.at < PLAN_CACHE_MS && now >= cached.at) return cached.allowed
    const allowed = planAllows(this.ctx, workspaceId, 'webhooks')
    this.planCache.set(workspaceId, { at: now, allowed })
    return allowed
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
            this.unrecorded.push({ sent, resolve })
            this.scheduleFlush()
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
   * Answers are recorded together: while more are on the wire, a few milliseconds later (the
   * claimed-ahead queue keeps the wire busy meanwhile, and one commit covers them all);
   * otherwise on the next turn of the event loop.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled) return
    this.flushScheduled = true
    if (this.wireTotal > 0) setTimeout(() => this.flush(), FLUSH_DELAY_MS)
    else setImmediate(() => this.flush())
  }

  /**
   * Records every answer waiting and tops the
   * claimed-ahead queues up, in one transaction: under load, answers share a commit.
   */
  private flush(): void {
    this.flushScheduled = false
    const batch = this.unrecorded.splice(0)
    if (batch.length === 0) return
    let outcomes: AttemptOutcome[]
    let next: Claim[] = []
    try {
      ;[outcomes, next] = immediate(this.ctx.db, (): [AttemptOutcome[], Claim[]] => [
        batch.map(({ sent }) => recordAttempt(this.ctx, sent, this.random)),
        this.closed ? [] : this.claimDue(this.ctx.clock.now()),
      ])
    } catch (error) {
      // The claims stay in_flight and are re-queued once stale (sent again: at-least-once).
      this.ctx.log.error('webhook outcomes could not be recorded', {
        count: batch.length,
        error: String(error),
      })
      outcomes = batch.map(({ sent }) => abandoned(sent.claim.deliveryId, String(error)))
    }
    batch.forEach(({ sent, resolve }, i) =>
      resolve(outcomes[i] ?? abandoned(sent.claim.deliveryId)),
    )
    this.enqueue(next)
    void this.drain()
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
