import { describe, expect, it } from 'vitest'
import type { CoreContext } from '../../../../src/main/core/context'
import { startLoop } from '../../../../src/main/core/work/loop'

/** A pass the test finishes by hand, so what overlaps what is decided by the test, not by timing. */
function gate() {
  let open: () => void = () => {}
  const passed = new Promise<void>((resolve) => (open = resolve))
  return { passed, open: () => open() }
}

function logged() {
  const errors: { message: string; fields?: Record<string, unknown> }[] = []
  const ctx = {
    log: {
      info() {},
      warn() {},
      error: (message: string, fields?: Record<string, unknown>) =>
        errors.push({ message, ...(fields ? { fields } : {}) }),
    },
  } as unknown as CoreContext
  return { ctx, errors }
}

describe('the background loop', () => {
  it('runs at once, never two passes together, and one more pass for news that came during one', async () => {
    const { ctx } = logged()
    const gates = [gate(), gate(), gate()]
    let started = 0
    let running = 0
    let overlapped = false
    const secondStarted = gate()
    const loop = startLoop(ctx, {
      pass: async () => {
        const g = gates[started++]!
        if (started === 2) secondStarted.open()
        overlapped ||= running > 0
        running++
        await g.passed
        running--
      },
      idleMs: 60_000,
      failed: 'pass failed',
    })
    await expect.poll(() => started).toBe(1)
    loop.wake()
    loop.wake()
    gates[0]!.open()
    await secondStarted.passed
    gates[1]!.open()
    const stopping = loop.stop()
    await stopping
    // Two wakes during the first pass made one more pass, not two; the idle wait was cut by stop.
    expect(started).toBe(2)
    expect(overlapped).toBe(false)
    expect(loop.stopped).toBe(true)
    loop.wake()
    expect(started).toBe(2)
  })

  it('logs a pass that throws and carries on after its pause', async () => {
    const { ctx, errors } = logged()
    const third = gate()
    let passes = 0
    const loop = startLoop(ctx, {
      pass: () => {
        passes++
        if (passes === 1) throw new Error('disk full')
        if (passes === 3) third.open()
        return 0
      },
      idleMs: 0,
      failed: 'pass failed',
    })
    await third.passed
    await loop.stop()
    expect(errors).toEqual([{ message: 'pass failed', fields: { error: 'Error: disk full' } }])
  })

  it('stop waits for the pass under way', async () => {
    const { ctx } = logged()
    const g = gate()
    let finished = false
    let began = false
    const loop = startLoop(ctx, {
      pass: async () => {
        began = true
        await g.passed
        finished = true
      },
      idleMs: 60_000,
      failed: 'pass failed',
    })
    await expect.poll(() => began).toBe(true)
    const stopped = loop.stop().then(() => finished)
    g.open()
    expect(await stopped).toBe(true)
  })
})
