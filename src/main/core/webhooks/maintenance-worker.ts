import type { Worker } from '../background'
import type { Core } from '../core'
import { startLoop } from '../work/loop'
import { DeliveryMaintenance } from './maintenance'

/** Plans, endpoints and secret expiry are looked at this often. */
const TICK_MS = 30_000

/**
 * The delivery log's housekeeping, in the work thread: releasing held deliveries when a plan
 * allows webhooks again, failing what a turned-off endpoint still had queued, retiring rotated
 * secrets, and pruning the month-old log in short transactions with the event loop given back
 * in between. The dispatcher (main thread) wakes at least every 30 s and sends what was released.
 */
export const webhookMaintenanceWorker: Worker = {
  name: 'webhook-maintenance',
  offThread: true,
  start(core: Core) {
    const maintenance = new DeliveryMaintenance(core)
    const loop = startLoop(core, {
      idleMs: TICK_MS,
      failed: 'webhook housekeeping failed',
      pass: () => {
        const now = core.clock.now()
        maintenance.housekeep(now)
        // A whole batch went: more may wait, after the loop has had a turn.
        return maintenance.pruneStep(now) > 0 && !loop.stopped ? 0 : TICK_MS
      },
    })
    return { stop: () => loop.stop() }
  },
}
