/**
 * The work thread: store paging and ingest, drafting, the topic and language passes, webhook
 * housekeeping and insights, on their own event loop and database connection, so the thread
 * that answers people (IPC, the API, the UI server, webhooks) never waits behind them. Started
 * by `host.ts`; speaks `protocol.ts`.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { workers } from '../background'
import { importReportFile } from '../history/import-file'
import { computeInsight } from '../insights/offload'
import { joinWritersWaiting } from '../db/writers-waiting'
import { createCore, type Core } from '../core'
import { CoreError } from '../errors'
import type { Logger } from '../log/logger'
import { setNotifier } from '../notify/notifier'
import { localScheduler } from '../sync/scheduler'
import type { KeyProvider } from '../vault/key-provider'
import type { ForwardedSignal, FromThread, ToThread, WorkThreadData } from './protocol'

function main(): void {
  const port = parentPort
  if (!port) return
  const data = workerData as WorkThreadData
  joinWritersWaiting(data.writersWaiting, 'work')
  const send = (message: FromThread) => port.postMessage(message)
  const log: Logger = {
    info: (message, fields) =>
      send({ type: 'log', level: 'info', message, ...(fields ? { fields } : {}) }),
    warn: (message, fields) =>
      send({ type: 'log', level: 'warn', message, ...(fields ? { fields } : {}) }),
    error: (message, fields) =>
      send({ type: 'log', level: 'error', message, ...(fields ? { fields } : {}) }),
  }
  // The main thread already unwrapped the data key (an OS keychain is out of reach here).
  const keyProvider: KeyProvider = {
    id: data.keyProviderId,
    description: "the main thread's vault",
    wrap() {
      throw new CoreError('UNAVAILABLE', 'The work thread cannot create a vault.')
    },
    unwrap: () => Buffer.from(data.dataKey),
  }
  const core: Core = createCore({
    dataDir: data.dataDir,
    keyProvider,
    log,
    endpoints: data.endpoints,
    runtime: data.runtime,
    ...(data.runtime.nativeBinding ? { nativeBinding: data.runtime.nativeBinding } : {}),
  })
  const scheduler = localScheduler(core)
  // A page of reviews raises one signal per review; the main thread needs each kind once per turn.
  const queued = new Map<string, ForwardedSignal>()
  const flush = () => {
    for (const signal of queued.values()) {
      send({
        type: 'signal',
        signal,
        ...(signal.event === 'changed' && signal.args[1] === 'sync'
          ? { syncing: scheduler.syncingIds() }
          : {}),
      })
    }
    queued.clear()
  }
  const forward = (signal: ForwardedSignal) => {
    if (queued.size === 0) setImmediate(flush)
    queued.set(JSON.stringify(signal), signal)
  }
  // A change made on the main thread and told to this one is not sent back (it would echo).
  let fromMain = false
  core.signals.on('changed', (workspaceId, what) => {
    if (!fromMain) forward({ event: 'changed', args: [workspaceId, what] })
  })
  core.signals.on('outbox', (workspaceId) => forward({ event: 'outbox', args: [workspaceId] }))
  core.signals.on('publish', (reviewId) => forward({ event: 'publish', args: [reviewId] }))
  // The insights worker decides what is worth a notification here; the window shows it there.
  setNotifier(core, { notify: (notification) => send({ type: 'notify', notification }) })

  /** Replies to a request with its value, or its error in words the person can act on. */
  const answer = (id: number, work: Promise<unknown>, unexpected: string) =>
    work.then(
      (value) => send({ type: 'reply', id, ...(value === undefined ? {} : { value }) }),
      (error: unknown) =>
        send({
          type: 'reply',
          id,
          error:
            error instanceof CoreError
              ? {
                  code: error.code,
                  message: error.message,
                  ...(error.field ? { field: error.field } : {}),
                }
              : { code: 'INTERNAL', message: unexpected },
        }),
    )
  const running = workers.filter((w) => data.workers.includes(w.name)).map((w) => w.start(core))
  port.on('message', (message: ToThread) => {
    switch (message.type) {
      case 'signal':
        // Reviews changed by people (triage, approvals): the insights pass after a change hears it.
        if (message.signal.event === 'changed') {
          fromMain = true
          try {
            core.signals.emit('changed', ...message.signal.args)
          } finally {
            fromMain = false
          }
        }
        if (message.signal.event === 'draftsWaiting')
          core.signals.emit('draftsWaiting', ...message.signal.args)
        if (message.signal.event === 'pollSoon')
          core.signals.emit('pollSoon', ...message.signal.args)
        return
      case 'syncNow':
        void answer(
          message.id,
          scheduler.syncNow(message.workspaceId, message.appId).then(() => undefined),
          'Syncing failed unexpectedly; Review Reply will try again.',
        )
        return
      case 'importReport':
        void answer(
          message.id,
          importReportFile(core, message.actor, message.file),
          'The report import failed unexpectedly; nothing from it was kept.',
        )
        return
      case 'insight':
        void answer(
          message.id,
          Promise.resolve().then(() => computeInsight(core, message.query)),
          'Reading the figures failed unexpectedly; try again.',
        )
        return
      case 'pause':
        scheduler.pause()
        return
      case 'resume':
        scheduler.resume()
        return
      case 'stop':
        void Promise.all(running.map((r) => r.stop()))
          .catch((error: unknown) =>
            log.error('stopping background work failed', { error: String(error) }),
          )
          .finally(() => {
            try {
              core.close()
            } catch (error) {
              log.warn('closing the work thread database failed', { error: String(error) })
            }
            send({ type: 'stopped' })
            port.close()
          })
    }
  })
  send({ type: 'ready' })
}

main()
