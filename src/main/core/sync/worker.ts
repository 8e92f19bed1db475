import type { Worker } from '../background'
import { localScheduler } from './scheduler'

const TICK_MS = 1_000

/** Polls the stores while the app runs. */
export const syncWorker: Worker = {
  name: 'store polling',
  offThread: true,
  start(core) {
    const scheduler = localScheduler(core)
    let stopped = false
    let timer: NodeJS.Timeout | null = null
    let current: Promise<void> = Promise.resolve()
    const loop = () => {
      if (stopped) return
      current = scheduler
        .tick()
        .catch((error: unknown) => core.log.error('polling step failed', { error: String(error) }))
        .finally(() => {
          if (!stopped) timer = setTimeout(loop, TICK_MS)
        })
    }
    timer = setTimeout(loop, 0)
    return {
      async stop() {
        stopped = true
        if (timer) clearTimeout(timer)
        await current
      },
    }
  },
}
