import type { Worker } from '../background'
import { startLoop } from '../work/loop'
import { localScheduler } from './scheduler'

const TICK_MS = 1_000

/** Polls the stores while the app runs. */
export const syncWorker: Worker = {
  name: 'store polling',
  offThread: true,
  start(core) {
    const scheduler = localScheduler(core)
    const loop = startLoop(core, {
      pass: () => scheduler.tick(),
      idleMs: TICK_MS,
      failed: 'polling step failed',
    })
    // A key just connected starts its first pass now: the first reviews show within a second.
    const onApps = (_workspaceId: string, what: string) => {
      if (what === 'apps') loop.wake()
    }
    const onPollSoon = () => loop.wake()
    core.signals.on('changed', onApps)
    core.signals.on('pollSoon', onPollSoon)
    return {
      async stop() {
        core.signals.off('changed', onApps)
        core.signals.off('pollSoon', onPollSoon)
        await loop.stop()
      },
    }
  },
}
