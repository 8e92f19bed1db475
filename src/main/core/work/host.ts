import { Worker as Thread } from 'node:worker_threads'
import type { Core, Runtime } from '../core'
import { CoreError } from '../errors'
import { setRemotePolling, type Polling } from '../sync/scheduler'
import type { HistoryImportDto } from '../../../shared/dto/history'
import type { ThreadEntry } from './entry'
import type { FromThread, ToThread, WorkThreadData } from './protocol'

export interface WorkThread {
  stop(): Promise<void>
}

function spawn(entry: ThreadEntry, data: WorkThreadData): Thread {
  if (entry.kind === 'file') return new Thread(entry.url, { workerData: data })
  // Sources (vitest, tsx): loader hooks do not reach worker threads, so the thread registers tsx.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.url.href)}) })`
  return new Thread(boot, { eval: true, workerData: data })
}

/**
 * Runs the named background workers in a worker thread with its own database connection. The
 * main thread keeps answering people; "Sync now", pause/resume and signals cross over messages.
 */
export function startWorkThread(core: Core, entry: ThreadEntry, workerNames: string[]): WorkThread {
  if (core.dataDir === null) throw new Error('The work thread needs a data folder.')
  const thread = spawn(entry, {
    dataDir: core.dataDir,
    dataKey: core.vault.dataKeyForWorkThread(),
    keyProviderId: core.vault.provider.id,
    endpoints: core.endpoints,
    runtime: threadRuntime(core.runtime),
    workers: workerNames,
  })
  const send = (message: ToThread) => thread.postMessage(message)
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  let syncing = new Set<string>()
  let exited = false
  let stopped: (() => void) | null = null
  let stopping = false

  const polling: Polling = {
    syncNow(workspaceId, appId) {
      if (exited)
        return Promise.reject(
          new CoreError('UNAVAILABLE', 'Background work stopped; restart Review Reply.'),
        )
      const id = nextId++
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve: () => resolve(), reject })
        send({ type: 'syncNow', id, workspaceId, ...(appId ? { appId } : {}) })
      })
    },
    isSyncing: (listingId) => syncing.has(listingId),
    pause: () => send({ type: 'pause' }),
    resume: () => send({ type: 'resume' }),
  }
  setRemotePolling(core, polling)
  core.state.reportImporter = (actor, file) => {
    if (exited)
      return Promise.reject(
        new CoreError('UNAVAILABLE', 'Background work stopped; restart Review Reply.'),
      )
    const id = nextId++
    return new Promise<HistoryImportDto>((resolve, reject) => {
      pending.set(id, { resolve: (value) => resolve(value as HistoryImportDto), reject })
      send({ type: 'importReport', id, actor, file })
    })
  }
  core.state.insightReader = (query) => {
    if (exited)
      return Promise.reject(
        new CoreError('UNAVAILABLE', 'Background work stopped; restart Review Reply.'),
      )
    const id = nextId++
    return new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      send({ type: 'insight', id, query })
    })
  }
  const onDraftsWaiting = (workspaceId: string) =>
    send({ type: 'signal', signal: { event: 'draftsWaiting', args: [workspaceId] } })
  core.signals.on('draftsWaiting', onDraftsWaiting)

  thread.on('message', (message: FromThread) => {
    switch (message.type) {
      case 'signal': {
        if (message.syncing) syncing = new Set(message.syncing)
        const { signal } = message
        if (signal.event === 'changed') core.signals.emit('changed', ...signal.args)
        else if (signal.event === 'outbox') core.signals.emit('outbox', ...signal.args)
        else if (signal.event === 'publish') core.signals.emit('publish', ...signal.args)
        return
      }
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
        return
    }
  })
  thread.on('error', (error) => core.log.error('the work thread failed', { error: error.message }))
  thread.on('exit', (code) => {
    exited = true
    setRemotePolling(core, null)
    core.state.reportImporter = null
    core.state.insightReader = null
    core.signals.off('draftsWaiting', onDraftsWaiting)
    for (const waiter of pending.values())
      waiter.reject(new CoreError('UNAVAILABLE', 'Background work stopped; restart Review Reply.'))
    pending.clear()
    stopped?.()
    if (code !== 0 && !stopping) core.log.error('the work thread exited', { code })
  })

  return {
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

/** The runtime facts the thread needs, as plain data: live objects (a team-server link) stay here. */
function threadRuntime(runtime: Runtime): Runtime {
  const { teamServer: _teamServer, ...plain } = runtime
  return plain
}
