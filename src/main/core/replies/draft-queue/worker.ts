import type { Worker } from '../../background'
import { startLoop } from '../../work/loop'
import { drainDraftQueue } from './drain'

/** Looks again this often for reviews another process stored, and for retries that came due. */
const SWEEP_EVERY_MS = 15_000

/** Drafts reviews that wait for a draft, whoever stored them (a sync, "Test connection", the CLI). */
export const draftQueueWorker: Worker = {
  name: 'automatic drafting',
  offThread: true,
  start(core) {
    const loop = startLoop(core, {
      pass: async () => {
        await drainDraftQueue(core, { stopped: () => loop.stopped })
      },
      idleMs: SWEEP_EVERY_MS,
      failed: 'automatic drafting failed',
    })
    const onReviews = () => loop.wake()
    core.signals.on('draftsWaiting', onReviews)
    return {
      async stop() {
        core.signals.off('draftsWaiting', onReviews)
        await loop.stop()
      },
    }
  },
}
