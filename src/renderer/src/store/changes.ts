import type { ChangeNotice } from '../../../shared/bridge'
import { subscribeToChanges } from '../api/client'

type Listener = (notice: ChangeNotice) => void

const listeners = new Set<Listener>()
let unsubscribe: (() => void) | null = null

/**
 * One connection to the core's change notices for the whole window (a browser allows only a
 * few open connections per host), fanned out to every page that listens.
 */
export function onChange(listener: Listener): () => void {
  listeners.add(listener)
  unsubscribe ??= subscribeToChanges((notice) => {
    for (const l of [...listeners]) l(notice)
  })
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && unsubscribe) {
      unsubscribe()
      unsubscribe = null
    }
  }
}
