import type { CoreContext } from '../context'

/** The timer a loop waits on; a worker may bring its own (one that tests fire by hand). */
export interface LoopTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realTimers: LoopTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
}

export interface LoopOptions {
  /**
   * One pass. Its answer is how long to wait before the next one in ms; nothing waits `idleMs`.
   * A pass that throws is logged and the loop goes on after `idleMs`.
   */
  pass(): Promise<number | void> | number | void
  idleMs: number
  /** What the log says when a pass throws. */
  failed: string
  timers?: LoopTimers
}

export interface Loop {
  /** Runs a pass now, or right after the one under way (never two at once). */
  wake(): void
  /** Checked by long passes between batches, so quitting does not wait for a whole pass. */
  readonly stopped: boolean
  /** No more passes; resolves once the one under way has finished. */
  stop(): Promise<void>
}

/**
 * The loop every background worker is made of: a pass, then a pause, woken early when there is
 * news, one pass at a time. The work each pass does is found from the database, so a pass that
 * fails or never ran loses nothing.
 */
export function startLoop(ctx: CoreContext, options: LoopOptions): Loop {
  const timers = options.timers ?? realTimers
  let stopped = false
  let timer: unknown = null
  let running: Promise<void> | null = null
  let again = false

  const run = (): void => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
    let next: number | void = undefined
    running = Promise.resolve()
      .then(options.pass)
      .then(
        (wait) => {
          next = wait
        },
        (error: unknown) => ctx.log.error(options.failed, { error: String(error) }),
      )
      .finally(() => {
        running = null
        if (stopped) return
        if (again) {
          again = false
          run()
        } else timer = timers.setTimeout(run, Math.max(0, next ?? options.idleMs))
      })
  }
  run()

  return {
    wake: run,
    get stopped() {
      return stopped
    },
    async stop() {
      stopped = true
      if (timer !== null) timers.clearTimeout(timer)
      timer = null
      await running
    },
  }
}
