/** The worst wait of this thread's event loop while `work` runs, from a 5 ms timer. */
export async function worstWait<T>(
  work: () => Promise<T>,
): Promise<{ value: T; worstMs: number; worstAtMs: number; ms: number }> {
  let worst = 0
  let worstAt = 0
  let last = performance.now()
  const started = last
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
    return { value, worstMs: Math.max(0, worst), worstAtMs: worstAt, ms }
  } finally {
    clearInterval(timer)
  }
}
