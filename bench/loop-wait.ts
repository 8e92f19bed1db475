/** What a small write on this thread waited for the write lock while the measured work ran. */
export interface Writes {
  worstMs: number
  failed: number
  count: number
}

/**
 * The worst wait of this thread's event loop while `work` runs, from a 5 ms timer; with `write`,
 * also of a small write transaction on this thread every 100 ms (a person approving a reply
 * meanwhile), which waits for the write lock of whatever `work` runs elsewhere.
 */
export async function worstWait<T>(
  work: () => Promise<T>,
  write?: () => void,
): Promise<{ value: T; worstMs: number; worstAtMs: number; ms: number; writes: Writes }> {
  let worst = 0
  let worstAt = 0
  let last = performance.now()
  const started = last
  const writes: Writes = { worstMs: 0, failed: 0, count: 0 }
  const writer = write
    ? setInterval(() => {
        const at = performance.now()
        try {
          write()
        } catch {
          // SQLITE_BUSY: the write lock stayed taken for the whole busy timeout (5 s).
          writes.failed++
        }
        writes.count++
        writes.worstMs = Math.max(writes.worstMs, performance.now() - at)
      }, 100)
    : null
  const timer = setInterval(() => {
    const now = performance.now()
    if (now - last - 5 > worst) {
      worst = now - last - 5
      worstAt = last - started
    }
    last = now
  }, 5)
  try {
    const value = await work()
    const ms = performance.now() - started
    // Let the overdue tick run: a block at the very end would otherwise go unmeasured.
    await new Promise((resolve) => setTimeout(resolve, 20))
    return { value, worstMs: Math.max(0, worst), worstAtMs: worstAt, ms, writes }
  } finally {
    clearInterval(timer)
    if (writer) clearInterval(writer)
  }
}
