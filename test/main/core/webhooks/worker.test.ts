import { afterEach, describe, expect, it } from 'vitest'
import { createWebhookWorker, type Scheduler } from '../../../../src/main/core/webhooks/worker'
import { createTestCore, type TestCore } from '../../../support/core'
import { Receiver, reviewSource } from './support'

let t: TestCore
let receiver: Receiver
let stop: (() => Promise<void> | void) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
  await receiver?.close()
  t?.core.close()
})

/** Timers the test fires by hand. */
class FakeScheduler implements Scheduler {
  timers = new Map<number, { fn: () => void; ms: number }>()
  private next = 1
  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++
    this.timers.set(id, { fn, ms })
    return id
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number)
  }
  /** Fires every timer due within `ms`; returns how many fired. */
  fire(ms = 0): number {
    const due = [...this.timers.entries()].filter(([, t]) => t.ms <= ms)
    for (const [id, timer] of due) {
      this.timers.delete(id)
      timer.fn()
    }
    return due.length
  }
  delays(): number[] {
    return [...this.timers.values()].map((t) => t.ms)
  }
}

const settle = () => new Promise((r) => setTimeout(r, 10))

describe('webhook worker', () => {
  it('wakes on the outbox signal and sends at once, with real timers', async () => {
    t = await createTestCore()
    receiver = await new Receiver(t.clock).start()
    const created = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: receiver.url,
    })
    receiver.secrets = [created.secret ?? '']
    stop = createWebhookWorker().start(t.core).stop
    const reviews = await reviewSource(t)
    const started = performance.now()
    reviews.add()
    await receiver.waitFor(1)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(receiver.deliveries[0]?.verifiedBy).toEqual([0])
  })

  it('schedules the next retry with the injected scheduler', async () => {
    t = await createTestCore()
    receiver = await new Receiver(t.clock).start()
    await t.run('webhooks.create', { workspaceId: t.workspaceId, url: receiver.url })
    receiver.answer = () => ({ status: 500 })
    const scheduler = new FakeScheduler()
    stop = createWebhookWorker({ scheduler, random: () => 0.5 }).start(t.core).stop
    const reviews = await reviewSource(t)
    reviews.add()
    await settle()
    scheduler.fire(0)
    await receiver.waitFor(1)
    // The settled attempt wakes the worker, which then sleeps until the retry is due (5 s).
    for (let i = 0; i < 50 && !scheduler.delays().includes(5000); i++) {
      await settle()
      scheduler.fire(0)
    }
    expect(scheduler.delays()).toEqual([5000])
    receiver.answer = () => ({ status: 200 })
    t.clock.advance(5000)
    scheduler.fire(5000)
    await receiver.waitFor(2)
    expect(receiver.deliveries.map((d) => d.id)).toEqual([
      receiver.deliveries[0]?.id,
      receiver.deliveries[0]?.id,
    ])
  })

  it('stops promptly, putting what was on the wire back in the queue', async () => {
    t = await createTestCore()
    receiver = await new Receiver(t.clock).start()
    await t.run('webhooks.create', { workspaceId: t.workspaceId, url: receiver.url })
    receiver.answer = () => 'hang'
    const running = createWebhookWorker().start(t.core)
    const reviews = await reviewSource(t)
    reviews.add()
    await receiver.waitFor(1)
    const began = performance.now()
    await running.stop()
    expect(performance.now() - began).toBeLessThan(2000)
    const rows = t.core.db.$client
      .prepare('select status, attempts, claim_id from webhook_deliveries')
      .all()
    expect(rows).toEqual([{ status: 'pending', attempts: 0, claim_id: null }])
    expect(t.core.db.$client.prepare('select count(*) as n from webhook_attempts').get()).toEqual({
      n: 0,
    })
  })
})
