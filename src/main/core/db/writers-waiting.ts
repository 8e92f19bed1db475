/**
 * How many writers on the thread that answers people are waiting for (or holding) the write lock,
 * in memory both threads see. SQLite's busy handler retries a waiting writer only every 100 ms
 * once it has waited a while, so it can miss the short pauses between a long job's slices several
 * times in a row: a person's approval waited seconds behind a report import that paused between
 * every 40 ms slice. With this count the work thread's long jobs see the waiting writer and give
 * way until it is through, so the wait is at most one slice and one retry.
 */

let count: Int32Array | null = null
let side: 'people' | 'work' | null = null

/** The shared count for a new work thread; one per process, kept across restarts of the thread. */
export function newWritersWaiting(): SharedArrayBuffer {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)
}

/**
 * Joins this thread to the count: the thread answering people announces its writes, the work
 * thread gives way to them. A process without a work thread never joins, and neither does anything.
 */
export function joinWritersWaiting(buffer: SharedArrayBuffer, as: 'people' | 'work'): void {
  count = new Int32Array(buffer)
  side = as
}

/** Runs a write, counted as waiting from before it asks for the lock until it is done. */
export function announcingWrite<T>(write: () => T): T {
  const shared = side === 'people' ? count : null
  if (!shared) return write()
  Atomics.add(shared, 0, 1)
  try {
    return write()
  } finally {
    Atomics.sub(shared, 0, 1)
  }
}

const GIVE_WAY_STEP_MS = 2
/** A writer holding on longer than this is not waited for: the long job must still finish. */
const GIVE_WAY_MOST_MS = 1_000

/** Between two slices of a long write: waits while a writer on the other thread wants the lock. */
export async function giveWayToWriters(): Promise<void> {
  const shared = side === 'work' ? count : null
  if (!shared) return
  const until = performance.now() + GIVE_WAY_MOST_MS
  while (Atomics.load(shared, 0) > 0 && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_STEP_MS))
}
