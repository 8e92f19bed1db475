import type { Worker as Thread } from 'node:worker_threads'
import type { CoreContext } from '../../../context'
import type { Logger } from '../../../log/logger'
import { threadEntry } from '../../../work/entry'
import type { WorkThreadData } from '../../../work/protocol'
import { spawnThread } from '../../../work/spawn'
import type { ComposedBatch } from '../batch'
import type { FromComposer, ToComposer } from './protocol'

/** The draft queue's worker (worker.ts): a work thread that runs it gets a drafting thread. */
export const DRAFTING_WORKER = 'automatic drafting'

/** After the drafting thread stops unexpectedly, drafts are composed in the work thread this long. */
const RESTART_AFTER_MS = 30_000

/**
 * The work thread's drafting thread: a second core composes a backlog's drafts while the work
 * thread writes the previous batch and keeps storing pages. It starts with the work thread, so
 * it is ready when the first sync brings a backlog.
 */
export interface Composer {
  /**
   * Composes a batch in the drafting thread; null while it starts or is down, and the caller
   * composes it itself. Rejects when the thread stops with the batch: compose it again then.
   */
  compose(reviewIds: string[]): Promise<ComposedBatch> | null
  stop(): Promise<void>
}

const composers = new WeakMap<CoreContext, Composer>()

/** The work thread gives its core a drafting thread (work/work-main.ts); other shells draft inline. */
export function attachComposer(ctx: CoreContext, composer: Composer): void {
  composers.set(ctx, composer)
}

export function composerOf(ctx: CoreContext): Composer | undefined {
  return composers.get(ctx)
}

type Waiter = { resolve(batch: ComposedBatch): void; reject(error: Error): void }

/** The drafting thread of a work thread that drafts; null for one that does not, or no entry. */
export function composerThread(data: WorkThreadData, log: Logger): Composer | null {
  const entry = threadEntry()
  if (!entry || !data.workers.includes(DRAFTING_WORKER)) return null
  const composer = openComposer(
    () => spawnThread(entry, { ...data, role: 'composer', workers: [] }),
    log,
  )
  composer.start()
  return composer
}

/**
 * A drafting thread that `start` starts (and starts again after it stops unexpectedly).
 * @internal Exported for tests.
 */
export function openComposer(
  start: () => Thread,
  log: Logger,
  now: () => number = Date.now,
): Composer & { start(): void } {
  let thread: Thread | null = null
  let ready = false
  let downUntil = 0
  let stopping = false
  let nextId = 1
  const pending = new Map<number, Waiter>()

  const launch = () => {
    const started = start()
    thread = started
    started.on('message', (message: FromComposer) => {
      if (message.type === 'ready') {
        ready = true
        log.info('the drafting thread is ready')
      } else if (message.type === 'log')
        log[message.level](message.message, { thread: 'drafting', ...message.fields })
      else {
        const waiter = pending.get(message.id)
        pending.delete(message.id)
        if (message.batch) waiter?.resolve(message.batch)
        else waiter?.reject(new Error(message.error ?? 'the drafting thread failed'))
      }
    })
    let failure = ''
    started.on('error', (error) => (failure = error.message))
    started.on('exit', (code) => {
      thread = null
      ready = false
      for (const waiter of pending.values()) waiter.reject(new Error('the drafting thread stopped'))
      pending.clear()
      if (stopping) return
      downUntil = now() + RESTART_AFTER_MS
      log.warn('the drafting thread stopped; drafting goes on in the work thread', {
        reason: failure || `it exited with code ${code}`,
      })
    })
  }

  return {
    start: launch,
    compose(reviewIds) {
      if (stopping) return null
      if (!thread) {
        if (now() >= downUntil) launch()
        return null
      }
      if (!ready) return null
      const id = nextId++
      const running = thread
      return new Promise<ComposedBatch>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        running.postMessage({ type: 'compose', id, reviewIds } satisfies ToComposer)
      })
    },
    async stop() {
      stopping = true
      const running = thread
      if (!running) return
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      running.postMessage({ type: 'stop' } satisfies ToComposer)
      // A batch it is composing (a slow model) is not waited for: its reviews stay waiting.
      const late = setTimeout(() => void running.terminate(), 2_000)
      await exited
      clearTimeout(late)
    },
  }
}
