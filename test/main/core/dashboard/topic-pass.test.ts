import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { outboxEvents } from '../../../../src/main/core/db/schema'
import { readTopicTags } from '../../../../src/main/core/triage/read-topics'
import { matchesFilters, reviewFacts } from '../../../../src/main/core/webhooks/filters'
import { NO_WEBHOOK_FILTERS } from '../../../../src/shared/dto/webhooks'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

const NOW = Date.UTC(2026, 10, 4, 12)
const SYNC_PRAISE = { rating: 5, body: 'The sync just works, love it', hoursAgo: 1 }
const BATTERY = { rating: 3, body: 'Useful app but it drains my battery', hoursAgo: 2 }

/** What the topic pass stored for a review, as the database holds it. */
const stored = (reviewId: string) =>
  t.core.db.$client
    .prepare('SELECT topic, polarity FROM review_topics WHERE review_id = ? ORDER BY topic')
    .all(reviewId)

const tags = async (reviewId: string) =>
  (await t.run('reviews.get', { workspaceId: t.workspaceId, reviewId })).topics

describe('the topic pass reads a review as the drafter does', () => {
  it('stores praise of sync as praised sync, not a sync problem', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const { reviewIds } = await seedApp(t, 'Notes', [SYNC_PRAISE])
    const [id] = reviewIds as [string]
    detectDueTopics(t.core)
    expect(stored(id)).toEqual([
      { topic: 'praise', polarity: 1 },
      { topic: 'sync', polarity: 1 },
    ])
    expect(await tags(id)).toEqual([
      { topic: 'sync', polarity: 1, byHand: false },
      { topic: 'praise', polarity: 1, byHand: false },
    ])
  })

  it('tags a battery complaint that calls the app useful as a speed problem, without Praise', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const { reviewIds } = await seedApp(t, 'Notes', [BATTERY])
    const [id] = reviewIds as [string]
    detectDueTopics(t.core)
    expect(stored(id)).toEqual([{ topic: 'performance', polarity: -1 }])
    const page = await t.run('reviews.list', { workspaceId: t.workspaceId })
    expect(page.items[0]).toMatchObject({
      topics: ['performance'],
      topicPolarity: { performance: -1 },
    })
    // Nor does it turn up under Praise in the inbox.
    expect(
      (await t.run('reviews.list', { workspaceId: t.workspaceId, topic: 'praise' })).items,
    ).toEqual([])
  })

  it('lets hand edits win, and gives a topic a person adds what the review says of it', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const { reviewIds } = await seedApp(t, 'Notes', [SYNC_PRAISE, BATTERY])
    const [syncId, batteryId] = reviewIds as [string, string]
    detectDueTopics(t.core)
    const ws = t.workspaceId
    await t.run('reviews.setTopic', { workspaceId: ws, reviewId: syncId, topic: 'sync', on: false })
    // The battery review does praise the app in passing: a person who tags it Praise gets that.
    await t.run('reviews.setTopic', {
      workspaceId: ws,
      reviewId: batteryId,
      topic: 'praise',
      on: true,
    })
    // Nothing in it is about sign-in: added as neutral.
    await t.run('reviews.setTopic', {
      workspaceId: ws,
      reviewId: batteryId,
      topic: 'login',
      on: true,
    })
    const expected = [
      { topic: 'login', polarity: 0, byHand: true },
      { topic: 'performance', polarity: -1, byHand: false },
      { topic: 'praise', polarity: 1, byHand: true },
    ]
    expect(await tags(batteryId)).toEqual(expected)

    // Both are read again (the reviewers edit a word): the hand edits still hold.
    t.core.db.$client
      .prepare("UPDATE reviews SET body = body || '!', updated_at = updated_at + 1")
      .run()
    expect(detectDueTopics(t.core)).toBe(2)
    expect(await tags(batteryId)).toEqual(expected)
    expect(await tags(syncId)).toEqual([{ topic: 'praise', polarity: 1, byHand: false }])
  })

  it('routes webhooks by the same tags when an event carries none', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const { reviewIds } = await seedApp(t, 'Notes', [SYNC_PRAISE, BATTERY])
    detectDueTopics(t.core)
    const bodies = [SYNC_PRAISE, BATTERY]
    for (const [i, review] of bodies.entries()) {
      const facts = reviewFacts(
        JSON.stringify({
          type: 'review.created',
          data: {
            review: {
              app_id: 'app_1',
              store: 'google_play',
              rating: review.rating,
              language: 'en',
              title: null,
              body: review.body,
            },
          },
        }),
      )
      const storedIds = (await tags(reviewIds[i] as string)).map((x) => x.topic)
      expect(facts?.topics()).toEqual(storedIds)
    }
    // A "Praise" route does not get the battery complaint; a "Speed" route does.
    const battery = reviewFacts(
      JSON.stringify({ data: { review: { rating: 3, language: 'en', body: BATTERY.body } } }),
    )
    expect(battery && matchesFilters({ ...NO_WEBHOOK_FILTERS, topics: ['praise'] }, battery)).toBe(
      false,
    )
    expect(
      battery && matchesFilters({ ...NO_WEBHOOK_FILTERS, topics: ['performance'] }, battery),
    ).toBe(true)
  })

  it('gives events the same tags as the inbox when they read a review first', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    await t.run('webhooks.create', { workspaceId: t.workspaceId, url: 'http://127.0.0.1:9/hook' })
    const { reviewIds } = await seedApp(t, 'Notes', [SYNC_PRAISE, BATTERY])
    const created = t.core.db
      .select()
      .from(outboxEvents)
      .all()
      .filter((e) => e.type === 'review.created')
      .map(
        (e) =>
          (JSON.parse(e.payload) as { data: { review: { id: string; topics?: string[] } } }).data
            .review,
      )
    expect(created.map((r) => [r.id, r.topics])).toEqual([
      [reviewIds[0], ['sync', 'praise']],
      [reviewIds[1], ['performance']],
    ])
    // Read and stored at ingest, with their sides: the pass has nothing left to do.
    expect(detectDueTopics(t.core)).toBe(0)
    expect(stored(reviewIds[1] as string)).toEqual([{ topic: 'performance', polarity: -1 }])
  })

  it('reads in the phrasebook the drafter picks, with the stars only breaking a tie', () => {
    // Spanish, from the text alone (no language from the store).
    expect(
      readTopicTags({ rating: 5, body: 'La sincronización funciona perfecto, me encanta' }),
    ).toEqual(expect.arrayContaining([{ topic: 'sync', polarity: 1 }]))
    // Five stars on a crash report: still a crash problem, and no Praise.
    expect(
      readTopicTags({ rating: 5, body: 'It crashes every time I open it', language: 'en' }),
    ).toEqual([{ topic: 'crash', polarity: -1 }])
  })
})
