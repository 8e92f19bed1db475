import type { Worker } from '../../background'
import type { Core } from '../../core'
import { localScheduler } from '../../sync/scheduler'
import { startLoop } from '../../work/loop'
import { detectDueTopics, TOPIC_BATCH } from './detect-pass'

const IDLE_MS = 30_000

/**
 * Reads the topics of new and edited reviews in small batches, yielding to the event loop
 * between them, when reviews change and at least every 30 s. The work list is the database's (reviews whose
 * topics are due), so nothing is lost across restarts.
 */
export const topicWorker: Worker = {
  name: 'review-topics',
  offThread: true,
  start(core: Core) {
    const loop = startLoop(core, {
      idleMs: IDLE_MS,
      failed: 'topic detection failed',
      pass: () => {
        // A store pass running in this thread goes first (a first import stores its pages
        // sooner); its end ("changed: sync") brings the topics on.
        if (localScheduler(core).syncingIds().length > 0) return IDLE_MS
        // A full batch: more are due, read after the loop has had a turn.
        return detectDueTopics(core) === TOPIC_BATCH ? 0 : IDLE_MS
      },
    })
    // New or edited reviews are read at once rather than at the next idle check. On the next
    // turn, not now: a store pass announces its end ("changed: sync") a moment before it leaves
    // the syncing list, and a pass run at once would still see it there and wait 30 s.
    let waking: NodeJS.Immediate | null = null
    const onChange = (_ws: string, what: string) => {
      if ((what !== 'reviews' && what !== 'sync') || waking) return
      waking = setImmediate(() => {
        waking = null
        loop.wake()
      })
    }
    core.signals.on('changed', onChange)
    return {
      stop() {
        core.signals.off('changed', onChange)
        if (waking) clearImmediate(waking)
        return loop.stop()
      },
    }
  },
}
