import type { Core } from './core'
import { publisherWorker } from './replies/publisher-worker'
import { syncWorker } from './sync/worker'
import { insightsWorker } from './insights/worker'
import { webhookWorker } from './webhooks/worker'
import { digestEmailWorker } from './email/digest-emails'
import { topicWorker } from './dashboard/topics/worker'

/** A long-running part of the core (poller, webhook dispatcher, digest schedule). */
export interface Worker {
  name: string
  start(core: Core): { stop(): Promise<void> | void }
}

/** Workers started by the desktop app and `serve`. Each feature registers its own here. */
export const workers: Worker[] = []
workers.push(insightsWorker)
workers.push(webhookWorker)
workers.push(syncWorker)
workers.push(publisherWorker)
workers.push(digestEmailWorker)
workers.push(topicWorker)

export function startBackground(core: Core, only?: (w: Worker) => boolean): { stop(): Promise<void> } {
  const running = workers.filter(only ?? (() => true)).map((w) => {
    core.log.info('worker started', { worker: w.name })
    return w.start(core)
  })
  return {
    async stop() {
      await Promise.all(running.map((r) => r.stop()))
    },
  }
}
