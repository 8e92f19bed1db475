import type { Core } from './core'
import { draftQueueWorker } from './replies/draft-queue/worker'
import { publisherWorker } from './replies/publisher-worker'
import { syncWorker } from './sync/worker'
import { insightsWorker } from './insights/worker'
import { webhookWorker } from './webhooks/worker'
import { webhookMaintenanceWorker } from './webhooks/maintenance-worker'
import { systemClock } from './clock'
import { threadEntry, type ThreadEntry } from './work/entry'
import { startWorkThread } from './work/host'
import { languageBackfillWorker } from './reviews/language-worker'
import { concernEmailWorker } from './email/concern-emails'
import { digestEmailWorker } from './email/digest-emails'
import { topicWorker } from './dashboard/topics/worker'
import { trackerPollWorker } from './trackers/worker'

/** A long-running part of the core (poller, webhook dispatcher, digest schedule). */
export interface Worker {
  name: string
  /** Long work (store paging and ingest, drafting): runs in the work thread when it can. */
  offThread?: boolean
  start(core: Core): { stop(): Promise<void> | void }
}

/** Workers started by the desktop app and `serve`. Each feature registers its own here. */
export const workers: Worker[] = []
workers.push(insightsWorker)
workers.push(webhookWorker)
workers.push(webhookMaintenanceWorker)
workers.push(syncWorker)
workers.push(publisherWorker)
workers.push(draftQueueWorker)
workers.push(languageBackfillWorker)
workers.push(digestEmailWorker)
workers.push(concernEmailWorker)
workers.push(topicWorker)
workers.push(trackerPollWorker)

/**
 * Starts the background workers. Long work goes to the work thread (its own event loop and
 * database connection) so the thread that answers people never waits behind it. An in-memory
 * core (tests) or one on an injected clock keeps everything in this thread: a second connection
 * would not see its data, nor follow its clock. `code` says where the thread's code is when the
 * caller knows better than this module's own location (a benchmark running the shells' bundle).
 */
export function startBackground(
  core: Core,
  only?: (w: Worker) => boolean,
  code: ThreadEntry | null = threadEntry(),
): { stop(): Promise<void>; ready: Promise<void> } {
  const selected = workers.filter(only ?? (() => true))
  const entry = core.dataDir !== null && core.clock === systemClock ? code : null
  const offThread = entry ? selected.filter((w) => w.offThread) : []
  if (core.dataDir !== null && !entry)
    core.log.warn('no work thread in this build: long work runs on the main thread')
  const thread =
    entry && offThread.length > 0
      ? startWorkThread(
          core,
          entry,
          offThread.map((w) => w.name),
        )
      : null
  const running = selected
    .filter((w) => !offThread.includes(w))
    .map((w) => {
      core.log.info('worker started', { worker: w.name })
      return w.start(core)
    })
  for (const w of offThread) core.log.info('worker started in the work thread', { worker: w.name })
  return {
    // Loading the thread's code takes a second or so on a busy machine.
    ready: thread?.ready ?? Promise.resolve(),
    async stop() {
      await Promise.all([...running.map((r) => r.stop()), thread?.stop()])
    },
  }
}
