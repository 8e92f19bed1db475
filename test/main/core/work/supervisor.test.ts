import { describe, expect, it } from 'vitest'
import {
  supervise,
  type RunEvents,
  type WorkHealth,
} from '../../../../src/main/core/work/supervisor'

/** Threads that are only objects, a clock that moves when told and timers that fire when told. */
function harness(options: { failToStart?: () => boolean } = {}) {
  let now = 0
  const runs: { events: RunEvents; stopped: boolean }[] = []
  const timers: { fn: () => void; at: number }[] = []
  const health: WorkHealth[] = []
  const supervisor = supervise({
    now: () => now,
    start(events) {
      if (options.failToStart?.()) throw new Error('no thread today')
      const run = { events, stopped: false }
      runs.push(run)
      return {
        stop: async () => {
          run.stopped = true
        },
      }
    },
    onHealth: (h) => health.push(h),
    timers: {
      set: (fn, ms) => {
        const timer = { fn, at: now + ms }
        timers.push(timer)
        return timer
      },
      clear: (handle) => timers.splice(timers.indexOf(handle as (typeof timers)[number]), 1),
    },
  })
  /** Moves the clock to the next restart and lets it happen. */
  const restart = () => {
    const timer = timers.shift()
    if (!timer) throw new Error('no restart is scheduled')
    now = timer.at
    timer.fn()
  }
  return {
    supervisor,
    runs,
    health,
    timers,
    restart,
    advance: (ms: number) => (now += ms),
    last: () => runs.at(-1)!,
  }
}

const delays = (health: WorkHealth[]) =>
  health.flatMap((h) => (h.state === 'restarting' ? [h.restartAt - h.stoppedAt] : []))

describe('supervising the work thread', () => {
  it('waits 1 s, 2 s, 4 s … at most a minute between restarts of a thread that keeps dying at start', () => {
    const h = harness()
    for (let i = 0; i < 9; i++) {
      h.last().events.exited('it exited with code 1')
      h.restart()
    }
    expect(delays(h.health)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((s) => s * 1000))
    expect(h.runs).toHaveLength(10)
    // Only one restart is ever pending: no burst of threads.
    expect(h.timers).toHaveLength(0)
  })

  it('starts counting again after a healthy run, and says when it is back', () => {
    const h = harness()
    h.last().events.ready()
    h.last().events.exited('first')
    h.restart()
    h.last().events.exited('second')
    h.restart()
    h.last().events.ready()
    h.advance(120_000)
    h.last().events.exited('third, after two healthy minutes')
    expect(delays(h.health)).toEqual([1000, 2000, 1000])
    expect(h.health.map((s) => s.state)).toEqual([
      'running',
      'restarting',
      'restarting',
      'running',
      'restarting',
    ])
    expect(h.health.at(-1)).toMatchObject({
      reason: 'third, after two healthy minutes',
      failures: 1,
    })
  })

  it('treats a thread that cannot be created like one that crashed', () => {
    let broken = false
    const h = harness({ failToStart: () => broken })
    broken = true
    h.last().events.exited('crashed')
    h.restart()
    expect(h.health.at(-1)).toMatchObject({
      state: 'restarting',
      reason: 'no thread today',
      failures: 2,
    })
    expect(h.supervisor.current()).toBeNull()
    broken = false
    h.restart()
    expect(h.supervisor.current()).not.toBeNull()
  })

  it('stops for good when told: no restart, and a late exit of the old thread is not a failure', async () => {
    const h = harness()
    const first = h.last()
    first.events.exited('crashed')
    await h.supervisor.stop()
    expect(h.timers).toHaveLength(0)

    const again = harness()
    const running = again.last()
    await again.supervisor.stop()
    expect(running.stopped).toBe(true)
    running.events.exited('it exited with code 1')
    expect(again.health).toEqual([])
    expect(again.timers).toHaveLength(0)
  })

  it('ignores the events of a thread it already replaced', () => {
    const h = harness()
    const old = h.last()
    old.events.exited('crashed')
    h.restart()
    old.events.exited('crashed again?')
    old.events.ready()
    expect(h.health).toHaveLength(1)
    expect(h.supervisor.current()).not.toBeNull()
  })
})
