import type { Worker } from '../background'
import type { Core } from '../core'
import { workspaces } from '../db/schema'
import { notifierFor } from '../notify/notifier'
import { detectAnomalies } from './anomalies/detect'
import { runDueDigests } from './digest/schedule'
import { notificationsBehind, pollNotifications } from './notifications/poll'
import { startLoop, type Loop } from '../work/loop'

/**
 * The one-shot timers (the quiet time after a sync, the notification catch-up), injectable so
 * tests drive them with no real waiting. The scheduled pass is the loop helper's (`work/loop.ts`).
 * @internal Exported for tests.
 */
export interface InsightsTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realTimers: InsightsTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
}

/** @internal Exported for tests. */
export interface InsightsOptions {
  /** How often digests are checked and anomalies re-evaluated (default: each minute). */
  intervalMs?: number
  /** How often the schedule re-runs anomaly detection (syncs always do; default 15 min). */
  detectEveryMs?: number
  /** Quiet time after a sync before detection and notifications run, to batch one sync. */
  settleMs?: number
  timers?: InsightsTimers
}

interface TickResult {
  digests: number
  alerts: number
  notifications: number
}

/** @internal Exported for tests. */
export interface InsightsScheduler {
  /** One full pass at `now`: due digests (with catch-up), anomaly detection, notifications. */
  tick(now?: number): TickResult
  /** After a sync: detection for those workspaces, then notifications. */
  afterSync(workspaceIds: Iterable<string>, now?: number): TickResult
  start(): void
  /** Resolves once a pass under way has finished. */
  stop(): Promise<void>
}

/** @internal Exported for tests. */
export function createInsightsScheduler(
  core: Core,
  options: InsightsOptions = {},
): InsightsScheduler {
  const timers = options.timers ?? realTimers
  const intervalMs = options.intervalMs ?? 60_000
  const settleMs = options.settleMs ?? 2_000
  const detectEveryMs = options.detectEveryMs ?? 15 * 60_000
  let lastDetection: number | null = null
  let loop: Loop | null = null
  let settle: unknown = null
  let catchUp: unknown = null
  const dirty = new Set<string>()

  const guarded = <T>(what: string, fallback: T, fn: () => T): T => {
    try {
      return fn()
    } catch (error) {
      core.log.error(`insights: ${what} failed`, { error: (error as Error).stack ?? String(error) })
      return fallback
    }
  }

  const pass = (workspaceIds: Iterable<string>, now: number, scheduled: boolean): TickResult => {
    const result: TickResult = { digests: 0, alerts: 0, notifications: 0 }
    // Windows are days long: the schedule need not re-test every minute; a sync always does.
    const detect =
      !scheduled || lastDetection === null || Math.abs(now - lastDetection) >= detectEveryMs
    if (detect && scheduled) lastDetection = now
    for (const ws of workspaceIds) {
      if (scheduled)
        result.digests += guarded(`digests of ${ws}`, 0, () => runDueDigests(core, ws, now))
      if (detect)
        result.alerts += guarded(`anomaly detection of ${ws}`, 0, () =>
          detectAnomalies(core, ws, now),
        )
    }
    result.notifications = guarded('notifications', 0, () =>
      pollNotifications(core, notifierFor(core), now),
    )
    catchUpSoon()
    return result
  }

  // A poll reads a few outbox pages at most; after a big import the rest is read in more polls,
  // each its own task, so people's requests are answered between them.
  const catchUpSoon = () => {
    if (
      catchUp !== null ||
      !guarded('notification backlog', false, () => notificationsBehind(core))
    )
      return
    catchUp = timers.setTimeout(() => {
      catchUp = null
      guarded('notifications', 0, () =>
        pollNotifications(core, notifierFor(core), core.clock.now()),
      )
      catchUpSoon()
    }, 0)
  }

  const allWorkspaces = () =>
    core.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .all()
      .map((w) => w.id)

  const onChanged = (workspaceId: string, what: string) => {
    if (what !== 'reviews') return
    dirty.add(workspaceId)
    if (settle !== null) timers.clearTimeout(settle)
    settle = timers.setTimeout(() => {
      settle = null
      const list = [...dirty]
      dirty.clear()
      guarded('pass after sync', null, () => scheduler.afterSync(list))
    }, settleMs)
  }

  const scheduler: InsightsScheduler = {
    tick: (now = core.clock.now()) => pass(allWorkspaces(), now, true),
    afterSync: (workspaceIds, now = core.clock.now()) => pass(workspaceIds, now, false),
    start() {
      if (loop !== null) return
      core.signals.on('changed', onChanged)
      // The first pass runs at once: it catches up a digest missed while the app was closed.
      loop = startLoop(core, {
        idleMs: intervalMs,
        failed: 'insights: scheduled pass failed',
        pass: () => {
          scheduler.tick()
        },
      })
    },
    async stop() {
      core.signals.off('changed', onChanged)
      if (settle !== null) timers.clearTimeout(settle)
      if (catchUp !== null) timers.clearTimeout(catchUp)
      catchUp = null
      settle = null
      const stopping = loop?.stop()
      loop = null
      await stopping
    },
  }
  return scheduler
}

/**
 * Weekly digests, anomaly detection and desktop notifications, for the desktop app and `serve`,
 * in the work thread: it hears the reviews its syncs store directly and those changed on the main
 * thread over messages (`work/host.ts`), and its notifications go to the main thread's notifier.
 */
export const insightsWorker: Worker = {
  name: 'insights',
  // Detection and digests read weeks of reviews; notifications travel back over messages.
  offThread: true,
  start(core) {
    const scheduler = createInsightsScheduler(core)
    scheduler.start()
    return { stop: () => scheduler.stop() }
  },
}
