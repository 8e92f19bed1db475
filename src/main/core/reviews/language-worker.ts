import type { Worker } from '../background'
import { startLoop } from '../work/loop'
import { backfillLanguagesStep } from './language-backfill'

/**
 * Once the backlog is done, how often to look again: reviews are given a language at ingest, so
 * only a database written by an older version (another process, a restored backup) has more.
 */
const IDLE_MS = 15 * 60_000

/**
 * Fills in the language of reviews stored before it was detected at ingest, one small step per
 * turn of the event loop so people using the app never wait on it.
 */
export const languageBackfillWorker: Worker = {
  name: 'language-backfill',
  offThread: true,
  start(core) {
    const loop = startLoop(core, {
      idleMs: IDLE_MS,
      failed: 'language backfill step failed',
      pass: () => (backfillLanguagesStep(core) ? 0 : IDLE_MS),
    })
    return { stop: () => loop.stop() }
  },
}
