import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { webhookEventSchema } from '../../../../src/main/core/api/openapi/webhook-schemas'
import { ManualClock } from '../../../../src/main/core/clock'
import { outboxEvents, users, webhookDeliveries } from '../../../../src/main/core/db/schema'
import { sendConcernEmails } from '../../../../src/main/core/email/concern-emails'
import { pollNotifications } from '../../../../src/main/core/insights/notifications/poll'
import { forPerson, type DesktopNotification } from '../../../../src/main/core/notify/notifier'
import { fanOutEvents } from '../../../../src/main/core/webhooks/fanout'
import { createTestCore, type TestCore } from '../../../support/core'
import { startSmtpServer, type TestSmtpServer } from '../../../support/smtp-server'
import { seedApp } from '../inbox/seed'

let t: TestCore
let server: TestSmtpServer | undefined
afterEach(async () => {
  t?.core.close()
  await server?.close()
  server = undefined
})

const NOW = Date.UTC(2026, 10, 4, 12)

async function setup() {
  // Members besides the owner turn the outbound guard on; the test servers are on loopback.
  t = await createTestCore({
    clock: new ManualClock(NOW),
    runtime: { allowOutbound: ['127.0.0.1'] },
  })
  const { reviewIds } = await seedApp(t, 'Notes', [
    { rating: 1, body: 'The app crashes on start', hoursAgo: 1 },
    { rating: 5, body: 'Love it', hoursAgo: 2 },
  ])
  const ana = await t.run('members.add', {
    workspaceId: t.workspaceId,
    name: 'Ana Lopez',
    role: 'editor',
  })
  const bo = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Bo', role: 'editor' })
  const setEmail = (userId: string, email: string) =>
    t.core.db.update(users).set({ email }).where(eq(users.id, userId)).run()
  setEmail(ana.userId, 'ana@example.com')
  setEmail(bo.userId, 'bo@example.org')
  // The notification poller starts at the end of the outbox: nothing from before is announced.
  pollNotifications(t.core, { notify() {} }, NOW)
  await sendConcernEmails(t.core)
  return { ids: reviewIds as [string, string], ana: ana.userId, bo: bo.userId }
}

const events = (type: string) =>
  t.core.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, type))
    .all()
    .map((e) => JSON.parse(e.payload) as { type: string; data: Record<string, unknown> })

describe('people are told what concerns them', () => {
  it('an assignment fires review.assigned (valid against the OpenAPI document) and notifies only the assignee', async () => {
    const { ids, ana } = await setup()
    await t.run('reviews.assign', { workspaceId: t.workspaceId, reviewId: ids[0], userId: ana })
    const [event] = events('review.assigned')
    expect(event?.data).toMatchObject({
      review: { id: ids[0], rating: 1 },
      assignee: { id: ana, name: 'Ana Lopez' },
      by: { id: t.owner.userId },
    })
    expect(webhookEventSchema.safeParse(event).success).toBe(true)
    // Unassigning is not news to anyone.
    await t.run('reviews.assign', { workspaceId: t.workspaceId, reviewId: ids[0], userId: null })
    expect(events('review.assigned')).toHaveLength(1)

    const shown: DesktopNotification[] = []
    const others: DesktopNotification[] = []
    const all = {
      notify(n: DesktopNotification) {
        forPerson(ana, { notify: (x) => shown.push(x) }).notify(n)
        forPerson(t.owner.userId, { notify: (x) => others.push(x) }).notify(n)
      },
    }
    pollNotifications(t.core, all, NOW)
    expect(shown).toEqual([
      expect.objectContaining({
        kind: 'assigned',
        reviewId: ids[0],
        title: expect.stringMatching(/assigned you a 1★ review of Notes/),
      }),
    ])
    expect(others).toEqual([])

    // The inbox's "Assigned to me" counts it for Ana.
    await t.run('reviews.assign', { workspaceId: t.workspaceId, reviewId: ids[1], userId: ana })
    const counts = await t.run('reviews.counts', { workspaceId: t.workspaceId }, { userId: ana })
    expect(counts.views.find((v) => v.view === 'assigned_to_me')?.total).toBe(1)
  })

  it('a note that @mentions members fires note.created with their ids, never its text; handles resolve against members only', async () => {
    const { ids, ana, bo } = await setup()
    await t.run('reviews.addNote', {
      workspaceId: t.workspaceId,
      reviewId: ids[0],
      body: 'SECRET-NOTE @ana and @Bo@example.org, also @AnaLopez and @stranger and mail@x.com',
    })
    const [event] = events('note.created')
    expect(event?.data.mentions).toEqual([ana, bo])
    expect(JSON.stringify(event)).not.toContain('SECRET-NOTE')
    expect(webhookEventSchema.safeParse(event).success).toBe(true)

    // A note without mentions still fires (a team tool may log notes) and mentions nobody.
    await t.run('reviews.addNote', { workspaceId: t.workspaceId, reviewId: ids[1], body: 'no one' })
    expect(events('note.created').map((e) => e.data.mentions)).toEqual([[ana, bo], []])
  })

  it('routes the new events like the others: by event type and by the review’s rating', async () => {
    const { ids, ana } = await setup()
    const { endpoint } = await t.run('webhooks.create', {
      workspaceId: t.workspaceId,
      url: 'http://127.0.0.1:9/hook',
      events: ['review.assigned'],
      filters: { appIds: [], stores: [], ratings: [1, 2], topics: [] },
    })
    await t.run('reviews.assign', { workspaceId: t.workspaceId, reviewId: ids[0], userId: ana })
    await t.run('reviews.assign', { workspaceId: t.workspaceId, reviewId: ids[1], userId: ana })
    await t.run('reviews.addNote', {
      workspaceId: t.workspaceId,
      reviewId: ids[0],
      body: '@ana look',
    })
    fanOutEvents(t.core)
    const delivered = t.core.db
      .select({ payload: outboxEvents.payload })
      .from(webhookDeliveries)
      .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .all()
      .map((d) => JSON.parse(d.payload) as { type: string; data: { review: { id: string } } })
    expect(delivered.map((d) => [d.type, d.data.review.id])).toEqual([['review.assigned', ids[0]]])
  })

  it('e-mails the assignee and the people mentioned when the workspace has a mail server', async () => {
    const { ids, ana, bo } = await setup()
    server = await startSmtpServer()
    await t.run('email.settings.set', {
      workspaceId: t.workspaceId,
      enabled: false,
      host: '127.0.0.1',
      port: server.port,
      security: 'none',
      user: '',
      from: 'reviews@example.com',
      recipients: [],
    })
    await t.run('reviews.assign', { workspaceId: t.workspaceId, reviewId: ids[0], userId: ana })
    await t.run('reviews.addNote', {
      workspaceId: t.workspaceId,
      reviewId: ids[0],
      body: 'SECRET-NOTE @bo',
    })
    expect(await sendConcernEmails(t.core)).toBe(2)
    expect(server.mails.map((m) => m.to)).toEqual([['ana@example.com'], ['bo@example.org']])
    expect(server.mails.map((m) => m.data).join('\n')).not.toContain('SECRET-NOTE')
    // Sent once: a second pass finds nothing new.
    expect(await sendConcernEmails(t.core)).toBe(0)
    void bo
  })
})
