import type { Worker } from '../background'
import type { Core } from '../core'
import { startLoop } from '../work/loop'
import { pollDueTrackers } from './poll'

/**
 * Polls linked issues in the main thread: the work is a few HTTP calls per connection every
 * 15 minutes (awaited, never a synchronous stretch), each write one short transaction.
 */
export const trackerPollWorker: Worker = {
  name: 'tracker-poll',
  start(core: Core) {
    const loop = startLoop(core, {
      idleMs: 60_000,
      failed: 'tracker poll pass failed',
      pass: () => pollDueTrackers(core, () => loop.stopped),
    })
    return { stop: () => loop.stop() }
  },
}
