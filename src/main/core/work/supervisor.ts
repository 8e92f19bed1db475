/**
 * Keeps the work thread running: when it stops by itself it is started again after a pause that
 * doubles with each failure in a row (1 s, 2 s, 4 s … 60 s), so a thread that dies at start-up
 * costs a start a minute, not a busy core. A run that lasted `healthyMs` starts the count again.
 * Generic over what a "thread" is, so the policy is tested without starting threads.
 */

interface RestartPolicy {
  firstMs: number
  maxMs: number
  /** A run at least this long was healthy: the next failure waits `firstMs` again. */
  healthyMs: number
}

const restartPolicy: RestartPolicy = { firstMs: 1_000, maxMs: 60_000, healthyMs: 120_000 }

/** The pause before the `failures`-th restart in a row (1-based). */
function restartDelay(failures: number, policy: RestartPolicy = restartPolicy): number {
  return Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, failures - 1))
}

/** What the supervisor knows, for the sync status and the log. */
export type WorkHealth =
  | { state: 'running' }
  | {
      state: 'restarting'
      stoppedAt: number
      /** Why it stopped: the error's message or the exit code, in words. */
      reason: string
      /** When the next start is due (or was made, while the new thread gets ready). */
      restartAt: number
      /** Stops in a row without a healthy run between them. */
      failures: number
    }

/** One started thread, as the supervisor drives it. */
export interface Run {
  /** Stops it on purpose (quitting); its exit is then not a failure. */
  stop(): Promise<void>
}

export interface RunEvents {
  /** The thread started its work. */
  ready(): void
  /** The thread stopped by itself (crashed, threw, exited); `reason` is safe to show and log. */
  exited(reason: string): void
}

export interface SupervisorOptions<R extends Run> {
  start(events: RunEvents): R
  /** Called whenever the health changes. */
  onHealth(health: WorkHealth): void
  now(): number
  policy?: RestartPolicy
  timers?: {
    set(fn: () => void, ms: number): unknown
    clear(handle: unknown): void
  }
}

export interface Supervisor<R extends Run> {
  /** The running thread, or null while it is down. */
  current(): R | null
  stop(): Promise<void>
}

const realTimers = {
  // A restart pending must not keep a process that is otherwise done from exiting.
  set: (fn: () => void, ms: number): unknown => setTimeout(fn, ms).unref(),
  clear: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
}

export function supervise<R extends Run>(options: SupervisorOptions<R>): Supervisor<R> {
  const policy = options.policy ?? restartPolicy
  const timers = options.timers ?? realTimers
  let run: R | null = null
  let startedAt = 0
  let failures = 0
  let timer: unknown = null
  let stopping = false

  /** The thread stopped by itself: say so, and start another after the pause. */
  const failed = (reason: string) => {
    run = null
    const now = options.now()
    if (now - startedAt >= policy.healthyMs) failures = 0
    failures += 1
    const delay = restartDelay(failures, policy)
    // The restart is booked first: reporting it must not be able to prevent it.
    timer = timers.set(launch, delay)
    options.onHealth({
      state: 'restarting',
      stoppedAt: now,
      reason,
      restartAt: now + delay,
      failures,
    })
  }

  function launch(): void {
    timer = null
    if (stopping) return
    startedAt = options.now()
    // Each run gets its own token: events of a run that is no longer current are ignored.
    const token = {}
    let live: object | null = token
    const events: RunEvents = {
      ready: () => {
        if (live === token && !stopping) options.onHealth({ state: 'running' })
      },
      exited: (reason) => {
        if (live !== token || stopping) return
        live = null
        failed(reason)
      },
    }
    try {
      const started = options.start(events)
      if (live === token) run = started
    } catch (error) {
      // The thread could not even be created: the same pause as a crash.
      if (live !== token) return
      live = null
      failed(error instanceof Error ? error.message : String(error))
    }
  }
  launch()

  return {
    current: () => run,
    async stop() {
      stopping = true
      if (timer !== null) timers.clear(timer)
      timer = null
      const last = run
      run = null
      await last?.stop()
    },
  }
}
