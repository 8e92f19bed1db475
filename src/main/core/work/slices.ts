import { setImmediate as nextTurn } from 'node:timers/promises'

/** Longest stretch of work before the event loop gets a turn (docs/architecture.md: ≤ 50 ms). */
const SLICE_MS = 20

/**
 * Runs `each` over the items on the main thread in slices of about `sliceMs`, giving the event
 * loop a turn between slices, so a bulk action on 500 reviews never holds up other requests,
 * change notices or the window for the whole run. Items run in order, one at a time.
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  each: (item: T) => void,
  options: { sliceMs?: number } = {},
): Promise<void> {
  const sliceMs = options.sliceMs ?? SLICE_MS
  let started = performance.now()
  for (const [index, item] of items.entries()) {
    each(item)
    if (index < items.length - 1 && performance.now() - started >= sliceMs) {
      await nextTurn()
      started = performance.now()
    }
  }
}
