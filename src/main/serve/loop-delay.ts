import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * With `REVIEW_REPLY_LOOP_DELAY_LOG=1`, serve prints once a second how long the thread that
 * answers people waited at worst (`loop delay {"maxMs":…,"p99Ms":…}` on stderr), so a bench can
 * see a long task that a request would have queued behind. Off by default: it costs a timer and
 * says nothing a user needs.
 */
export function startLoopDelayLog(
  env: NodeJS.ProcessEnv,
  write: (line: string) => void,
): (() => void) | null {
  if (env.REVIEW_REPLY_LOOP_DELAY_LOG !== '1') return null
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  const timer = setInterval(() => {
    const toMs = (ns: number) => Math.round(ns / 1e5) / 10
    write(
      `loop delay ${JSON.stringify({ maxMs: toMs(histogram.max), p99Ms: toMs(histogram.percentile(99)) })}`,
    )
    histogram.reset()
  }, 1000)
  timer.unref()
  return () => {
    clearInterval(timer)
    histogram.disable()
  }
}
