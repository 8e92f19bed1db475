import type { Core, Runtime } from '../core'
import { redactSecrets } from '../log/logger'
import { setRemotePolling, type Polling } from '../sync/scheduler'
import { joinWritersWaiting, newWritersWaiting } from '../db/writers-waiting'
import type { ChangeKind } from '../../../shared/changes'
import type { HistoryImportDto } from '../../../shared/dto/history'
import type { ThreadEntry } from './entry'
import { setWorkHealth } from './health'
import { openThread, threadStopped, type ThreadLink } from './link'
import type { WorkThreadData } from './protocol'
import { supervise } from './supervisor'

export interface WorkThread {
  stop(): Promise<void>
  /** Resolves once the thread first runs its work (never rejects; a failed start is retried). */
  ready: Promise<void>
}

/**
 * Runs the named background workers in a worker thread with its own database connection, and
 * keeps it running: a thread that dies is started again with backoff (`supervisor.ts`), its
 * failure shown in the sync status and logged. The main thread keeps answering people; "Sync
 * now", pause/resume and signals cross over messages. A call made while the thread is down gets
 * a clear error, never a wait that does not end; the work itself is found again from the
 * database by the new thread.
 */
export function startWorkThread(core: Core, entry: ThreadEntry, workerNames: string[]): WorkThread {
  const dataDir = core.dataDir
  if (dataDir === null) throw new Error('The work thread needs a data folder.')
  let paused = false
  let down = false
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const writersWaiting = newWritersWaiting()
  joinWritersWaiting(writersWaiting, 'people')
  const data = (): WorkThreadData => ({
    dataDir,
    dataKey: core.vault.dataKeyForWorkThread(),
    keyProviderId: core.vault.provider.id,
    endpoints: core.endpoints,
    runtime: threadRuntime(core.runtime),
    workers: workerNames,
    writersWaiting,
  })
  const supervisor = supervise<ThreadLink>({
    now: () => Date.now(),
    start(events) {
      const link = openThread(core, entry, data(), events)
      // A thread started while polling is paused (asleep, offline) starts paused.
      if (paused) link.send({ type: 'pause' })
      return link
    },
    onHealth(reported) {
      // A thread that could not be created reports the raw error: no secrets in it either.
      const health =
        reported.state === 'restarting'
          ? { ...reported, reason: redactSecrets(reported.reason) }
          : reported
      if (health.state === 'running') markReady()
      if (health.state === 'restarting') {
        down = true
        core.log.error('the work thread stopped; restarting it', {
          reason: health.reason,
          failures: health.failures,
          restartInMs: health.restartAt - health.stoppedAt,
        })
      } else if (down) {
        down = false
        core.log.info('the work thread is running again')
      } else return // the first start: nothing to clear
      try {
        setWorkHealth(core, health)
      } catch (error) {
        // Quitting (the database closed under it): the log line above is what matters.
        core.log.warn('showing the work thread state failed', { error: String(error) })
      }
    },
  })
  const link = (): ThreadLink | null => supervisor.current()
  const request = (message: Parameters<ThreadLink['request']>[0]) =>
    link()?.request(message) ?? Promise.reject(threadStopped())

  const polling: Polling = {
    syncNow: (workspaceId, appId) =>
      request({ type: 'syncNow', workspaceId, ...(appId ? { appId } : {}) }).then(() => undefined),
    isSyncing: (listingId) => link()?.isSyncing(listingId) ?? false,
    pause() {
      paused = true
      link()?.send({ type: 'pause' })
    },
    resume() {
      paused = false
      link()?.send({ type: 'resume' })
    },
  }
  setRemotePolling(core, polling)
  core.state.reportImporter = (actor, file) =>
    request({ type: 'importReport', actor, file }) as Promise<HistoryImportDto>
  core.state.insightReader = (query) => request({ type: 'insight', query })
  const onDraftsWaiting = (workspaceId: string) =>
    link()?.send({ type: 'signal', signal: { event: 'draftsWaiting', args: [workspaceId] } })
  core.signals.on('draftsWaiting', onDraftsWaiting)
  // Reviews changed here (triage, approvals): the insights worker in the thread runs its
  // after-change pass, as it does for the reviews its own syncs bring. A bulk approval changes
  // 500 in one go: each workspace is told once per turn of the loop.
  const reviewsChanged = new Set<string>()
  const tellReviewsChanged = () => {
    for (const workspaceId of reviewsChanged)
      link()?.send({ type: 'signal', signal: { event: 'changed', args: [workspaceId, 'reviews'] } })
    reviewsChanged.clear()
  }
  const onChanged = (workspaceId: string, what: ChangeKind) => {
    const current = link()
    // A key connected or an app added: the thread's poller looks now, not at its next tick.
    if (what === 'apps')
      current?.send({ type: 'signal', signal: { event: 'pollSoon', args: [workspaceId] } })
    // What the thread itself changed (relayed to this core's listeners) is not sent back.
    if (what === 'reviews' && current && !current.relaying) {
      if (reviewsChanged.size === 0) setImmediate(tellReviewsChanged)
      reviewsChanged.add(workspaceId)
    }
  }
  core.signals.on('changed', onChanged)

  return {
    ready,
    async stop() {
      await supervisor.stop()
      setRemotePolling(core, null)
      core.state.reportImporter = null
      core.state.insightReader = null
      core.signals.off('draftsWaiting', onDraftsWaiting)
      core.signals.off('changed', onChanged)
      core.state.workHealth = { state: 'running' }
    },
  }
}

/** The runtime facts the thread needs, as plain data: live objects (a team-server link) stay here. */
function threadRuntime(runtime: Runtime): Runtime {
  const { teamServer: _teamServer, ...plain } = runtime
  return plain
}
