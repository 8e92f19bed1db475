import { Worker as Thread } from 'node:worker_threads'
import type { Core } from '../core'
import { CoreError } from '../errors'
import { redactSecrets } from '../log/logger'
import { notifierFor } from '../notify/notifier'
import type { ThreadEntry } from './entry'
import type { FromThread, ToThread, WorkThreadData } from './protocol'
import type { Run, RunEvents } from './supervisor'

/** A request that waits for the thread's reply (the protocol gives it its id). */
type Request = Extract<ToThread, { id: number }>
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** One started work thread: its messages, the calls waiting on it, its end. */
export interface ThreadLink extends Run {
  request(message: DistributiveOmit<Request, 'id'>): Promise<unknown>
  send(message: ToThread): void
  isSyncing(listingId: string): boolean
  /** True while a change the thread made is being told to this core's listeners (not to echo it). */
  readonly relaying: boolean
}

/** What a caller waiting on a thread that died is told: never left hanging. */
export const threadStopped = () =>
  new CoreError(
    'UNAVAILABLE',
    'Background work stopped unexpectedly and is restarting; try again in a moment.',
  )

const REASON_MAX = 300

/** Why a thread stopped, fit for the sync status and the log: no secrets, one short line. */
function describeStop(error: Error | null, code: number): string {
  const text = error ? error.message || error.name : `it exited with code ${code}`
  const line = redactSecrets(text).replace(/\s+/g, ' ').trim()
  return line.length > REASON_MAX ? `${line.slice(0, REASON_MAX - 1)}…` : line
}

function spawn(entry: ThreadEntry, data: WorkThreadData): Thread {
  if (entry.kind === 'file') return new Thread(entry.url, { workerData: data })
  // Sources (vitest, tsx): loader hooks do not reach worker threads, so the thread registers tsx.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.url.href)}) })`
  return new Thread(boot, { eval: true, workerData: data })
}

/**
 * Starts one work thread and relays its messages: signals and logs to this core, replies to the
 * calls waiting on them. When it dies every waiting call is rejected and `events.exited` says why.
 */
export function openThread(
  core: Core,
  entry: ThreadEntry,
  data: WorkThreadData,
  events: RunEvents,
): ThreadLink {
  const thread = spawn(entry, data)
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  let syncing = new Set<string>()
  let exited = false
  let stopping = false
  let failure: Error | null = null
  let stopped: (() => void) | null = null
  let relaying = false
  const send = (message: ToThread) => {
    if (!exited) thread.postMessage(message)
  }

  thread.on('message', (message: FromThread) => {
    switch (message.type) {
      case 'signal': {
        if (message.syncing) syncing = new Set(message.syncing)
        const { signal } = message
        relaying = true
        try {
          if (signal.event === 'changed') core.signals.emit('changed', ...signal.args)
          else if (signal.event === 'outbox') core.signals.emit('outbox', ...signal.args)
          else if (signal.event === 'publish') core.signals.emit('publish', ...signal.args)
        } finally {
          relaying = false
        }
        return
      }
      case 'notify':
        try {
          notifierFor(core).notify(message.notification)
        } catch (error) {
          core.log.warn('desktop notification failed', { error: String(error) })
        }
        return
      case 'reply': {
        const waiter = pending.get(message.id)
        pending.delete(message.id)
        if (!message.error) waiter?.resolve(message.value)
        else
          waiter?.reject(
            new CoreError(message.error.code, message.error.message, message.error.field),
          )
        return
      }
      case 'log':
        core.log[message.level](message.message, { thread: 'work', ...message.fields })
        return
      case 'stopped':
        stopped?.()
        return
      case 'ready':
        events.ready()
        return
    }
  })
  // An uncaught error ends the thread: 'exit' follows and reports it.
  thread.on('error', (error) => {
    failure = error
  })
  thread.on('exit', (code) => {
    exited = true
    for (const waiter of pending.values()) waiter.reject(threadStopped())
    pending.clear()
    // Passes it was running are over; the status must not say "syncing" for them.
    syncing = new Set()
    stopped?.()
    if (!stopping) events.exited(describeStop(failure, code))
  })

  return {
    request(message) {
      if (exited) return Promise.reject(threadStopped())
      const id = nextId++
      return new Promise<unknown>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        send({ ...message, id } as Request)
      })
    },
    send,
    isSyncing: (listingId) => syncing.has(listingId),
    get relaying() {
      return relaying
    },
    async stop() {
      if (exited) return
      stopping = true
      await new Promise<void>((resolve) => {
        stopped = resolve
        send({ type: 'stop' })
      })
      await thread.terminate()
    },
  }
}
