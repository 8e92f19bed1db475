import type { Worker } from '../../background'
import { drainDraftQueue } from './drain'

/** Looks again this often for reviews another process stored, and for retries that came due. */
const SWEEP_EVERY_MS = 15_000

/** Drafts reviews that wait for a draft, whoever stored them (a sync, "Test connection", the CLI). */
export const draftQueueWorker: Worker = {
  name: 'automatic drafting',
  offThread: true,
  start(core) {
    let stopped = false
    let timer: NodeJS.Timeout | null = null
    let running: Promise<void> | null = null
    let again = false
    const sweep = () => {
      if (stopped) return
      if (running) {
        again = true
        return
      }
      if (timer) clearTimeout(timer)
      running = drainDraftQueue(core, { stopped: () => stopped })
        .then(() => undefined)
        .catch((error: unknown) =>
          core.log.error('automatic drafting failed', { error: String(error) }),
        )
        .finally(() => {
          running = null
          if (stopped) return
          if (again) {
            again = false
            sweep()
          } else timer = setTimeout(sweep, SWEEP_EVERY_MS)
        })
    }
    const onReviews = () => sweep()
    core.signals.on('draftsWaiting', onReviews)
    sweep()
    return {
      async stop() {
        stopped = true
        core.signals.off('draftsWaiting', onReviews)
        if (timer) clearTimeout(timer)
        await running
      },
    }
  },
}
