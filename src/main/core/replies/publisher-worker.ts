import type { Worker } from '../background'
import { startLoop } from '../work/loop'
import { runPublisherPass } from './publisher'

const PASS_EVERY_MS = 5_000

/** Publishes approved replies (right after approval, and retries) and recovers interrupted ones. */
export const publisherWorker: Worker = {
  name: 'reply publisher',
  start(core) {
    let first = true
    const loop = startLoop(core, {
      async pass() {
        const recoverAll = first
        first = false
        const { nextDueAt } = await runPublisherPass(core, { recoverAll })
        // An approval whose undo window ends before the next tick is sent when it ends.
        return nextDueAt === null
          ? PASS_EVERY_MS
          : Math.min(PASS_EVERY_MS, nextDueAt - core.clock.now())
      },
      idleMs: PASS_EVERY_MS,
      failed: 'publisher pass failed',
    })
    const onApproved = () => loop.wake()
    core.signals.on('publish', onApproved)
    return {
      async stop() {
        core.signals.off('publish', onApproved)
        await loop.stop()
      },
    }
  },
}
