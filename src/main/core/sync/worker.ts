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
    return startLoop(core, {
      pass: () => scheduler.tick(),
      idleMs: TICK_MS,
      failed: 'polling step failed',
    })
  },
}
