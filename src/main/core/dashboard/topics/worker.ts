import type { Worker } from '../../background'
import type { Core } from '../../core'
import { localScheduler } from '../../sync/scheduler'
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
    let stopped = false
    let timer: NodeJS.Timeout | null = null
    const pass = () => {
      timer = null
      if (stopped) return
      // A store pass running in this thread goes first (a first import stores its pages sooner);
      // its end ("changed: sync") brings the topics on.
      if (localScheduler(core).syncingIds().length > 0) {
        timer = setTimeout(pass, IDLE_MS).unref()
        return
      }
      let read = 0
      try {
        read = detectDueTopics(core)
      } catch (e) {
        core.log.error('topic detection failed', { error: String(e) })
      }
      if (stopped) return
      if (read === TOPIC_BATCH) setImmediate(pass)
      else timer = setTimeout(pass, IDLE_MS).unref()
    }
    // New or edited reviews are read at once rather than at the next idle check.
    const onChange = (_ws: string, what: string) => {
      if ((what !== 'reviews' && what !== 'sync') || !timer) return
      clearTimeout(timer)
      timer = null
      setImmediate(pass)
    }
    core.signals.on('changed', onChange)
    setImmediate(pass)
    return {
      stop() {
        stopped = true
        core.signals.off('changed', onChange)
        if (timer) clearTimeout(timer)
      },
    }
  },
}
