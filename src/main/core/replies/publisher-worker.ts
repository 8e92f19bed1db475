import type { Worker } from '../background'
import { runPublisherPass } from './publisher'

const PASS_EVERY_MS = 5_000

/** Publishes approved replies (right after approval, and retries) and recovers interrupted ones. */
export const publisherWorker: Worker = {
  name: 'reply publisher',
  start(core) {
    let stopped = false
    let timer: NodeJS.Timeout | null = null
    let running: Promise<void> | null = null
    let again = false
    let first = true
    const pass = () => {
      if (stopped) return
      if (running) {
        again = true
        return
      }
      if (timer) clearTimeout(timer)
      let nextDueAt: number | null = null
      running = runPublisherPass(core, { recoverAll: first })
        .then((result) => {
          nextDueAt = result.nextDueAt
        })
        .catch((error: unknown) => core.log.error('publisher pass failed', { error: String(error) }))
        .finally(() => {
          first = false
          running = null
          if (stopped) return
          if (again) {
            again = false
            pass()
          } else {
            // An approval whose undo window ends before the next tick is sent when it ends.
            const untilDue = nextDueAt === null ? PASS_EVERY_MS : nextDueAt - core.clock.now()
            timer = setTimeout(pass, Math.max(0, Math.min(PASS_EVERY_MS, untilDue)))
          }
        })
    }
    const onApproved = () => pass()
    core.signals.on('publish', onApproved)
    pass()
    return {
      async stop() {
        stopped = true
        core.signals.off('publish', onApproved)
        if (timer) clearTimeout(timer)
        await running
      },
    }
  },
}
