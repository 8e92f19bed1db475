import { setImmediate as nextTurn } from 'node:timers/promises'

/** Longest stretch of work before the event loop gets a turn (docs/architecture.md: ≤ 50 ms). */
const SLICE_MS = 20
/**
 * Most items in one slice, however fast they go: on a slow or busy machine the loop still turns
 * often, and how many turns a run gives never depends on the clock alone.
 */
const SLICE_ITEMS = 100

/**
 * Runs `each` over the items on the main thread in slices of about `sliceMs` (at most
 * `sliceItems` items), giving the event loop a turn between slices, so a bulk action on 500
 * reviews never holds up other requests, change notices or the window for the whole run. Items
 * run in order, one at a time.
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  each: (item: T) => void,
  options: { sliceMs?: number; sliceItems?: number } = {},
): Promise<void> {
  const sliceMs = options.sliceMs ?? SLICE_MS
  const sliceItems = options.sliceItems ?? SLICE_ITEMS
  let started = performance.now()
  let inSlice = 0
  for (const [index, item] of items.entries()) {
    each(item)
    inSlice++
    if (
      index < items.length - 1 &&
      (inSlice >= sliceItems || performance.now() - started >= sliceMs)
    ) {
      await nextTurn()
      started = performance.now()
      inSlice = 0
    }
  }
}
