import { app } from 'electron'
import type { Logger } from '../core/log/logger'

/** Something started that must be stopped before the database closes (workers, API server). */
export type Stop = () => Promise<void> | void

/** Runs every stop in order; one that fails is logged and the rest still run. */
export async function runStops(stops: Stop[], log: Logger): Promise<void> {
  for (const stop of stops) {
    try {
      await stop()
    } catch (error) {
      log.error('a part of the app did not stop cleanly', { error: (error as Error).message })
    }
  }
}

/**
 * Holds Electron's quit until `shutdown` has finished (workers stopped, API server and database
 * closed), then lets it go on. Quitting while data is being written would cut a write short.
 */
export function holdQuitUntil(shutdown: () => Promise<void>): void {
  let stopping = false
  app.on('before-quit', (event) => {
    if (stopping) return
    event.preventDefault()
    stopping = true
    void shutdown().finally(() => app.quit())
  })
}
