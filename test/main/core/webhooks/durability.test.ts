import { afterEach, describe, expect, it } from 'vitest'
import { WebhookDispatcher } from '../../../../src/main/core/webhooks/dispatcher'
import { RETRY_DELAYS_MS } from '../../../../src/main/core/webhooks/schedule'
import { createTestCore, type TestCore } from '../../../support/core'
import { outboxIds, Receiver, reviewSource } from './support'

const HOUR = 3600_000
const DAY = 24 * HOUR

let t: TestCore
let receiver: Receiver
let dispatcher: WebhookDispatcher
afterEach(async () => {
  await dispatcher?.close()
  await receiver?.close()
  t?.core.close()
})

async function setup(options: { random?: () => number } = {}) {
  t = await createTestCore()
  receiver = await new Receiver(t.clock).start()
  dispatcher = new WebhookDispatcher(t.core, { random: options.random ?? (() => 0.5) })
  const created = await t.run('webhooks.create', { workspaceId: t.workspaceId, url: receiver.url })
  receiver.secrets = [created.secret ?? '']
  return created.endpoint
}

/** Something outside the dispatcher that happens over time (new reviews arriving). */
interface Happening {
  nextAt(): number
  fire(now: number): void
}

/** Runs the dispatcher at every moment something falls due (or happens), up to `until`. */
async function runUntil(until: number, happening?: Happening): Promise<void> {
  for (;;) {
    await dispatcher.dispatchDue(t.clock.now())
    const due = dispatcher.nextDueAt()
    const next = Math.min(due ?? Infinity, happening?.nextAt() ?? Infinity)
    if (next > until) break
    t.clock.set(Math.max(next, t.clock.now()))
    happening?.fire(t.clock.now())
  }
  if (t.clock.now() < until) t.clock.set(until)
  await dispatcher.dispatchDue(t.clock.now())
}

/** A new review every `everyMs`, from `from`. */
function reviewsEvery(add: () => unknown, from: number, everyMs: number): Happening {
  let nextAt = from
  return {
    nextAt: () => nextAt,
    fire(now) {
      while (nextAt <= now) {
        add()
        nextAt += everyMs
      }
    },
  }
}

const deliveryRows = () =>
  t.core.db.$client.prepare('select * from webhook_deliveries order by created_at, id').all() as {
    id: string
    event_id: string
    status: string
    attempts: number
    next_attempt_at: number | null
    last_error: string | null
  }[]

describe('durable delivery', () => {
  it('a receiver down for 3 hours gets every event after it recovers, none acknowledged twice', async () => {
    await setup({ random: Math.random })
    const reviews = await reviewSource(t)
    const start = t.clock.now()
    // Up for the first events.
    reviews.add()
    reviews.add()
    await dispatcher.dispatchDue()
    const ackedBeforeOutage = receiver.acknowledged()
    expect(ackedBeforeOutage.size).toBe(2)

    // Down for 3 hours (connections reset), with events arriving all along.
    receiver.answer = () => 'reset'
    const downUntil = start + 3 * HOUR
    await runUntil(
      downUntil,
      reviewsEvery(() => reviews.add(), start + 10 * 60_000, 20 * 60_000),
    )
    const failedDuringOutage = receiver.deliveries.filter((d) => d.answer === 'reset')
    expect(failedDuringOutage.length).toBeGreaterThan(5)
    expect(deliveryRows().every((d) => d.status !== 'failed')).toBe(true)

    // Back up: within the retry schedule every event arrives.
    receiver.answer = () => ({ status: 200, body: 'thanks' })
    await runUntil(downUntil + 30 * HOUR)

    const all = outboxIds(t.core)
    expect(all.length).toBeGreaterThan(8)
    const acked = receiver.acknowledged()
    expect([...acked].sort()).toEqual([...all].sort())
    // Each webhook-id acknowledged exactly once: nothing already acknowledged was sent again.
    for (const id of all) {
      const answered = receiver.deliveries.filter((d) => d.id === id && d.answer === 200)
      expect(answered).toHaveLength(1)
    }
    for (const id of ackedBeforeOutage)
      expect(receiver.deliveries.filter((d) => d.id === id)).toHaveLength(1)
    expect(deliveryRows().every((d) => d.status === 'succeeded')).toBe(true)
    // Every delivery verified with the standardwebhooks library.
    expect(
      receiver.deliveries.filter((d) => d.answer === 200).every((d) => d.verifiedBy.length === 1),
    ).toBe(true)

    // Days later nothing more is sent.
    const count = receiver.deliveries.length
    t.clock.advance(3 * DAY)
    await dispatcher.dispatchDue()
    expect(receiver.deliveries).toHaveLength(count)
  })

  it('retries at 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter), then fails and can be retried now', async () => {
    const endpoint = await setup({ random: () => 0 })
    receiver.answer = () => ({ status: 500, body: 'database is down' })
    const reviews = await reviewSource(t)
    reviews.add()
    const start = t.clock.now()
    await runUntil(start + 2 * DAY)
    const times = receiver.deliveries.map(
      (d) => Number(d.headers['webhook-timestamp']) * 1000 - start,
    )
    expect(times).toHaveLength(1 + RETRY_DELAYS_MS.length)
    // random() = 0 gives the earliest jitter: 90 % of each delay.
    let expected = 0
    const want = [0, ...RETRY_DELAYS_MS.map((d) => (expected += Math.round(d * 0.9)))]
    times.forEach((at, i) => expect(Math.abs(at - (want[i] ?? 0))).toBeLessThan(1000))

    const [row] = deliveryRows()
    expect(row).toMatchObject({ status: 'failed', attempts: 8 })
    const page = await t.run('webhooks.deliveries', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
    })
    const logged = page.items[0]
    expect(logged).toMatchObject({
      status: 'failed',
      canRetry: true,
      attemptCount: 8,
      lastStatusCode: 500,
    })
    expect(logged?.statusText).toContain('Failed after 8 attempts')
    expect(logged?.attempts).toHaveLength(8)
    expect(logged?.attempts[0]).toMatchObject({
      statusCode: 500,
      responseSnippet: 'database is down',
      outcome: 'failed',
    })
    expect(logged?.attempts[0]?.latencyMs).toEqual(expect.any(Number))

    // "Retry now" after the receiver is fixed.
    receiver.answer = () => ({ status: 202 })
    const retried = await t.run('webhooks.retryDelivery', {
      workspaceId: t.workspaceId,
      deliveryId: row?.id,
    })
    expect(retried.status).toBe('pending')
    await dispatcher.dispatchDue()
    expect(deliveryRows()[0]).toMatchObject({ status: 'succeeded', attempts: 9 })
    const again = await t.dispatch('webhooks.retryDelivery', {
      workspaceId: t.workspaceId,
      deliveryId: row?.id,
    })
    expect(again).toMatchObject({ ok: false, error: { code: 'CONFLICT' } })
  })

  it('410 Gone turns the endpoint off at once and says why', async () => {
    const endpoint = await setup()
    receiver.answer = () => ({ status: 410, body: 'gone' })
    const reviews = await reviewSource(t)
    reviews.add()
    reviews.add()
    await dispatcher.dispatchDue()
    const [listed] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(listed).toMatchObject({ id: endpoint.id, enabled: false, health: 'disabled' })
    expect(listed?.statusText).toContain('410 Gone')
    // Nothing else goes out: the other delivery is closed with the reason, new events skip it.
    const sent = receiver.deliveries.length
    expect(sent).toBeLessThanOrEqual(2)
    reviews.add()
    t.clock.advance(DAY)
    await dispatcher.dispatchDue()
    expect(receiver.deliveries).toHaveLength(sent)
    expect(deliveryRows().every((d) => d.status === 'failed')).toBe(true)
    expect(deliveryRows()).toHaveLength(2)
    const retry = await t.dispatch('webhooks.retryDelivery', {
      workspaceId: t.workspaceId,
      deliveryId: deliveryRows()[0]?.id,
    })
    expect(retry).toMatchObject({ ok: false, error: { code: 'CONFLICT' } })

    // Turned on again: new events flow.
    receiver.answer = () => ({ status: 200 })
    await t.run('webhooks.update', {
      workspaceId: t.workspaceId,
      endpointId: endpoint.id,
      enabled: true,
    })
    reviews.add()
    await dispatcher.dispatchDue()
    expect(receiver.deliveries).toHaveLength(sent + 1)
  })

  it('5 consecutive days of failures turn the endpoint off', async () => {
    const endpoint = await setup()
    receiver.answer = () => ({ status: 503, body: 'maintenance' })
    const reviews = await reviewSource(t)
    const start = t.clock.now()
    await runUntil(
      start + 6 * DAY,
      reviewsEvery(() => reviews.add(), start, 6 * HOUR),
    )
    const [listed] = await t.run('webhooks.list', { workspaceId: t.workspaceId })
    expect(listed).toMatchObject({ id: endpoint.id, enabled: false, health: 'disabled' })
    expect(listed?.statusText).toContain('every delivery failed for 5 days')
    const lastSent = Math.max(
      ...receiver.deliveries.map((d) => Number(d.headers['webhook-timestamp']) * 1000),
    )
    expect(lastSent - start).toBeGreaterThanOrEqual(5 * DAY)
    expect(lastSent - start).toBeLessThan(5 * DAY + 6 * HOUR)
  })

  it('a success resets the failing streak', async () => {
    const endpoint = await setup()
    let fail = true
    receiver.answer = () => (fail ? { status: 500 } : { status: 200 })
    const reviews = await reviewSource(t)
    reviews.add()
    await dispatcher.dispatchDue()
    expect((await t.run('webhooks.list', { workspaceId: t.workspaceId }))[0]).toMatchObject({
      health: 'failing',
    })
    fail = false
    t.clock.advance(10_000)
    await dispatcher.dispatchDue()
    expect((await t.run('webhooks.list', { workspaceId: t.workspaceId }))[0]).toMatchObject({
      id: endpoint.id,
      health: 'healthy',
      failingSince: null,
    })
  })

  it('honours Retry-After on 429 and 503, and treats redirects as failures', async () => {
    await setup()
    const answers = [
      { status: 429, headers: { 'retry-after': '120' } as Record<string, string> },
      { status: 307, headers: { location: 'https://elsewhere.example/hook' } },
      { status: 200 },
    ]
    receiver.answer = () => answers.shift() ?? { status: 200 }
    const reviews = await reviewSource(t)
    reviews.add()
    const start = t.clock.now()
    await dispatcher.dispatchDue()
    const [row] = deliveryRows()
    expect(row?.next_attempt_at).toBe(start + 120_000)
    t.clock.advance(119_000)
    await dispatcher.dispatchDue()
    expect(receiver.deliveries).toHaveLength(1)
    t.clock.advance(1_000)
    await dispatcher.dispatchDue()
    expect(receiver.deliveries).toHaveLength(2)
    expect(deliveryRows()[0]?.last_error).toContain('Redirects are not followed')
    t.clock.advance(5 * 60_000)
    await dispatcher.dispatchDue()
    expect(deliveryRows()[0]?.status).toBe('succeeded')
    // The redirect target was never contacted (it would have failed DNS anyway): 3 requests here.
    expect(receiver.deliveries).toHaveLength(3)
  })

  it('a slow receiver cannot stall another endpoint, and each endpoint has at most 4 on the wire', async () => {
    await setup()
    const fast = await new Receiver(t.clock).start()
    try {
      receiver.answer = () => 'hang'
      await t.run('webhooks.create', { workspaceId: t.workspaceId, url: fast.url })
      const reviews = await reviewSource(t)
      for (let i = 0; i < 10; i++) reviews.add()
      dispatcher.maintain()
      const started = dispatcher.pump()
      expect(started.length).toBe(8)
      await receiver.waitFor(4)
      // The fast endpoint gets all ten while the slow one sits on its four.
      for (;;) {
        await Promise.race([fast.waitFor(10), new Promise((r) => setTimeout(r, 20))])
        if (fast.deliveries.length >= 10) break
        void dispatcher.pump()
      }
      expect(fast.deliveries).toHaveLength(10)
      expect(receiver.deliveries).toHaveLength(4)
      receiver.answer = () => ({ status: 200 })
      receiver.releaseHung(200)
      await dispatcher.dispatchDue()
      expect(receiver.acknowledged().size).toBe(10)
    } finally {
      await fast.close()
    }
  })

  it('abandoned in-flight deliveries are sent again after the attempt timeout; acknowledged ones never', async () => {
    await setup()
    receiver.answer = () => (receiver.deliveries.length < 2 ? { status: 200 } : 'hang')
    const reviews = await reviewSource(t)
    for (let i = 0; i < 4; i++) reviews.add()
    // First dispatcher: two acknowledged, two left on the wire when it "dies".
    const first = dispatcher
    first.maintain()
    const attempts = first.pump()
    await receiver.waitFor(4)
    await Promise.race([Promise.all(attempts.slice(0, 2)), new Promise((r) => setTimeout(r, 200))])
    const acked = receiver.acknowledged()
    expect(acked.size).toBe(2)
    expect(deliveryRows().filter((d) => d.status === 'in_flight')).toHaveLength(2)

    // A second dispatcher (a restarted process) leaves fresh claims alone...
    const second = new WebhookDispatcher(t.core, { random: () => 0.5 })
    try {
      receiver.answer = () => ({ status: 200 })
      await second.dispatchDue()
      expect(receiver.deliveries).toHaveLength(4)
      // ...and re-sends them once they are older than the attempt timeout.
      t.clock.advance(121_000)
      await second.dispatchDue()
      expect(receiver.deliveries).toHaveLength(6)
      expect(deliveryRows().every((d) => d.status === 'succeeded')).toBe(true)
      for (const id of acked) expect(receiver.deliveries.filter((d) => d.id === id)).toHaveLength(1)
      // The first dispatcher's late answers cannot overwrite the outcome.
      receiver.releaseHung(500)
      await Promise.all(attempts)
      expect(deliveryRows().every((d) => d.status === 'succeeded')).toBe(true)
    } finally {
      await second.close()
    }
  })
})
