import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { outboxEvents, webhookDeliveries } from '../../../../src/main/core/db/schema'
import { webhookMaintenanceWorker } from '../../../../src/main/core/webhooks/maintenance-worker'
import { createTestCore, type TestCore } from '../../../support/core'

const DAY = 24 * 3600_000

let t: TestCore
let stop: (() => Promise<void> | void) | null = null
afterEach(async () => {
  await stop?.()
  stop = null
  t?.core.close()
})

/** `count` deliveries finished `ageDays` ago (or still held), each for its own event. */
function deliveries(
  endpointId: string,
  count: number,
  ageDays: number,
  status: 'succeeded' | 'failed' | 'held',
  tag: string,
) {
  const at = t.clock.now() - ageDays * DAY
  for (let i = 0; i < count; i++) {
    const eventId = `evt_${tag}${i}`
    t.core.db
      .insert(outboxEvents)
      .values({
        id: eventId,
        workspaceId: t.workspaceId,
        type: 'review.created',
        payload: '{}',
        createdAt: at,
        fannedOutAt: at,
      })
      .run()
    t.core.db
      .insert(webhookDeliveries)
      .values({
        id: `whd_${tag}${i}`,
        workspaceId: t.workspaceId,
        eventId,
        endpointId,
        eventType: 'review.created',
        status,
        createdAt: at,
        updatedAt: at,
      })
      .run()
  }
}

const left = (status: string) =>
  t.core.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, status as 'succeeded'))
    .all().length

async function until(done: () => boolean): Promise<void> {
  // The worker's passes run on this thread (an in-memory core has no work thread); each
  // turn of the loop lets the next one run.
  while (!done()) await new Promise((r) => setImmediate(r))
}

describe('webhook housekeeping worker', () => {
  it('deletes the month-old delivery log in batches and keeps the rest', async () => {
    t = await createTestCore()
    const { endpoint } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: 'https://hooks.example.com/in',
    })
    deliveries(endpoint.id, 1_234, 45, 'succeeded', 'old')
    deliveries(endpoint.id, 7, 40, 'failed', 'oldfail')
    deliveries(endpoint.id, 20, 3, 'succeeded', 'recent')

    stop = webhookMaintenanceWorker.start(t.core).stop
    await until(() => left('succeeded') === 20 && left('failed') === 0)

    expect(left('succeeded')).toBe(20)
    expect(
      t.core.db
        .select()
        .from(webhookDeliveries)
        .all()
        .map((d) => d.id)
        .every((id) => id.startsWith('whd_recent')),
    ).toBe(true)
  })

  it('releases held deliveries once the plan allows webhooks', async () => {
    t = await createTestCore()
    const { endpoint } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: 'https://hooks.example.com/in',
    })
    deliveries(endpoint.id, 3, 0, 'held', 'held')

    stop = webhookMaintenanceWorker.start(t.core).stop
    await until(() => left('held') === 0)
    expect(left('pending')).toBe(3)
  })
})
