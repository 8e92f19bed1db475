import type { Worker } from '../background'
import { backfillLanguagesStep } from './language-backfill'

/**
 * Fills in the language of reviews stored before it was detected at ingest, one small step per
 * turn of the event loop so people using the app never wait on it.
 */
export const languageBackfillWorker: Worker = {
  name: 'language-backfill',
  offThread: true,
  start(core) {
    let stopped = false
    let handle: NodeJS.Immediate | null = null
    const step = () => {
      handle = null
      if (stopped) return
      let more = false
      try {
        more = backfillLanguagesStep(core)
      } catch (error) {
        core.log.warn('language backfill step failed', { error: error instanceof Error ? error.message : String(error) })
      }
      if (more && !stopped) handle = setImmediate(step)
    }
    handle = setImmediate(step)
    return {
      stop() {
        stopped = true
        if (handle) clearImmediate(handle)
      },
    }
  },
}
