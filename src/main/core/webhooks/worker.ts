import type { Worker } from '../background'
import type { Core } from '../core'
import { writeIfFree } from '../db/no-wait'
import { statement } from '../db/statements'
import { startLoop, type Loop, type LoopTimers } from '../work/loop'
import { WebhookDispatcher, type DispatcherOptions } from './dispatcher'
import { DELIVERY_WORKSPACE } from './queries'

/**
 * Timers the worker's loop waits on, injectable so tests can drive it.
 * @internal Exported for tests.
 */
export type Scheduler = LoopTimers

/** `setTimeout(fn, 0)` waits at least 1 ms; a wake-up "now" uses `setImmediate` instead. */
const realScheduler: Scheduler = {
  setTimeout(fn, ms) {
    if (ms <= 0) return { immediate: setImmediate(fn) }
    const t = setTimeout(fn, ms)
    t.unref()
    return { timeout: t }
  },
  clearTimeout(handle) {
    const h = handle as { immediate?: NodeJS.Immediate; timeout?: NodeJS.Timeout }
    if (h.immediate) clearImmediate(h.immediate)
    if (h.timeout) clearTimeout(h.timeout)
  },
}

/** While attempts are on the wire, how often to look for other endpoints' retries falling due. */
const BUSY_RECHECK_MS = 250
const IDLE_RECHECK_MS = 1000
/** Fan-out found the write lock taken: the other writer's transactions are short. */
const LOCK_RETRY_MS = 15

/** @internal Exported for tests. */
export interface WebhookWorkerOptions extends Omit<DispatcherOptions, 'onSettled' | 'uiBaseUrl'> {
  scheduler?: Scheduler
  /** Abandoned claims are looked for at least this often. */
  tickMs?: number
}

/**
 * Runs the dispatcher in the background on the loop helper (`work/loop.ts`): woken at once by
 * `outbox` signals (an event was just committed) and by each settled attempt, and by a timer for
 * the next retry or housekeeping.
 * @internal Exported for tests.
 */
export function createWebhookWorker(options: WebhookWorkerOptions = {}): Worker {
  const scheduler = options.scheduler ?? realScheduler
  const tickMs = options.tickMs ?? 30_000
  return {
    name: 'webhooks',
    start(core: Core) {
      let lastMaintenance = -Infinity
      let outboxDirty = true

      // Open delivery logs refresh on a "webhooks changed" notice, at most once a second.
      const touched = new Set<string>()
      let noticeTimer: NodeJS.Timeout | null = null
      const noteChange = (deliveryId: string) => {
        const row = statement(core.db, DELIVERY_WORKSPACE).get(deliveryId) as
          { workspaceId: string } | undefined
        if (row) touched.add(row.workspaceId)
        noticeTimer ??= setTimeout(() => {
          noticeTimer = null
          for (const workspaceId of touched) core.signals.emit('changed', workspaceId, 'webhooks')
          touched.clear()
        }, 1_000).unref()
      }

      let loop: Loop | null = null
      const dispatcher = new WebhookDispatcher(core, {
        ...options,
        uiBaseUrl: () => core.runtime.uiBaseUrl,
        // While attempts are on the wire, each recorded outcome claims the next delivery itself;
        // the loop only needs to wake when everything has settled, to set the next timer.
        onSettled: (outcome) => {
          noteChange(outcome.deliveryId)
          if (dispatcher.inFlight === 0) loop?.wake()
        },
      })

      /** One pass; its answer is how long to wait before the next. */
      const pass = (): number => {
        const now = core.clock.now()
        // Re-queueing abandoned claims and fan-out never wait for the write lock on this
        // thread: while the work thread (or another process) writes, they are tried again
        // shortly. The rest of the housekeeping is the webhook-maintenance worker's.
        let lockTaken = false
        if (now - lastMaintenance >= tickMs) {
          if (writeIfFree(core.db.$client, () => dispatcher.recover(now)) !== null) {
            lastMaintenance = now
            outboxDirty = true
          } else lockTaken = true
        }
        // A backlog (a first import's thousands of events) fans out one batch a turn, so the
        // requests that arrive meanwhile are answered in between.
        if (outboxDirty && !lockTaken) {
          const step = dispatcher.fanOutStep(now)
          outboxDirty = step !== 'done'
          lockTaken = step === 'busy'
        }
        // Each attempt settles on its own (onSettled wakes this loop again).
        void dispatcher.pump(now)
        if (lockTaken || outboxDirty) return lockTaken ? LOCK_RETRY_MS : 0
        const next = dispatcher.nextDueAt()
        const untilMaintenance = lastMaintenance + tickMs - now
        let delay = next === null ? tickMs : next - now
        // Something is due but was not claimed: the slots are busy (each answer refills them
        // itself) or nothing could take it. Look again shortly rather than spin.
        if (delay <= 0) {
          if (dispatcher.inFlight > 0) {
            delay = BUSY_RECHECK_MS
          } else {
            // Idle with something due: a dead process's claims went stale, or a plan came
            // back. Full housekeeping on the next run re-queues or releases them.
            delay = IDLE_RECHECK_MS
            lastMaintenance = -Infinity
          }
        }
        return Math.min(delay, Math.max(0, untilMaintenance))
      }
      loop = startLoop(core, {
        pass,
        idleMs: tickMs,
        failed: 'webhook dispatch pass failed',
        timers: scheduler,
      })

      const onOutbox = () => {
        outboxDirty = true
        loop?.wake()
      }
      core.signals.on('outbox', onOutbox)

      return {
        async stop() {
          if (noticeTimer) clearTimeout(noticeTimer)
          core.signals.off('outbox', onOutbox)
          await loop?.stop()
          await dispatcher.close()
        },
      }
    },
  }
}

export const webhookWorker = createWebhookWorker()
