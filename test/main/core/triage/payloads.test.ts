import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { afterEach, describe, expect, it } from 'vitest'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { outboxEvents } from '../../../../src/main/core/db/schema'
import { addApp, apiFixture, HOUR, ingest, storeReview, type ApiFixture } from '../api/support'

const doc = JSON.parse(readFileSync(join(__dirname, '../../../../docs/openapi.json'), 'utf8')) as {
  components: Record<string, unknown>
}
const ROOT = 'https://review-reply.local/openapi.json'
const ajv = new Ajv2020({ strict: true, allErrors: true })
addFormats(ajv)
ajv.addKeyword('components')
ajv.addSchema({ $id: ROOT, components: doc.components })
const validReview = (value: unknown): boolean => ajv.getSchema(`${ROOT}#/components/schemas/Review`)?.(value) === true

let f: ApiFixture | undefined
afterEach(async () => {
  await f?.close()
  f = undefined
})

interface Payload {
  data: { review: { id: string; topics?: string[] } }
}

describe('topics in the public API and webhooks; notes and assignments never', () => {
  it('adds topics to the API’s review objects once read, hand edits included', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', { googlePlayPackage: 'com.example.notes' })
    const now = f.t.clock.now()
    const [crashId, plainId] = ingest(f.core, app.id, [
      storeReview(now - HOUR, { body: 'It crashes every time' }),
      storeReview(now - 2 * HOUR, { body: 'Hmm' }),
    ]) as [string, string]
    const before = (await f.get('/api/v1/reviews')).json() as { data: { id: string; topics?: string[] }[] }
    expect(before.data.every((r) => !('topics' in r))).toBe(true)

    detectDueTopics(f.core)
    await f.t.run('reviews.setTopic', { workspaceId: f.t.workspaceId, reviewId: crashId, topic: 'support', on: true })
    await f.t.run('reviews.addNote', { workspaceId: f.t.workspaceId, reviewId: crashId, body: 'SECRET-NOTE' })
    await f.t.run('reviews.assign', { workspaceId: f.t.workspaceId, reviewId: crashId, userId: f.t.owner.userId })
    const r = await f.get('/api/v1/reviews')
    const page = r.json() as { data: { id: string; topics?: string[] }[] }
    expect(page.data.map((x) => [x.id, x.topics])).toEqual([
      [crashId, ['crash', 'support']],
      [plainId, []],
    ])
    for (const review of page.data) expect(validReview(review)).toBe(true)
    expect(r.text).not.toContain('SECRET-NOTE')
    expect(r.text).not.toContain(f.t.owner.userId)
  })

  it('sends topics with review events; review.created carries them when a webhook listens', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', { appStoreId: '123456789' })
    await f.t.run('webhooks.create', { workspaceId: f.t.workspaceId, url: 'http://127.0.0.1:9/hook' })
    const now = f.t.clock.now()
    const pending = storeReview(now - 2 * HOUR, {
      body: 'Too many ads',
      storeReply: { body: 'Thanks', storeReplyId: 'r', state: 'pending_publish', updatedAt: now },
    })
    const [, adsId] = ingest(f.core, app.id, [storeReview(now - HOUR, { body: 'Crashes on login' }), pending]) as [string, string]
    await f.t.run('reviews.setTopic', { workspaceId: f.t.workspaceId, reviewId: adsId, topic: 'pricing', on: true })
    await f.t.run('reviews.addNote', { workspaceId: f.t.workspaceId, reviewId: adsId, body: 'SECRET-NOTE' })
    f.t.clock.advance(HOUR)
    ingest(f.core, app.id, [{ ...pending, storeReply: { ...pending.storeReply!, state: 'published' } }])

    const events = f.core.db.select().from(outboxEvents).all()
    const of = (type: string) =>
      events.filter((e) => e.type === type).map((e) => (JSON.parse(e.payload) as Payload).data.review)
    expect(of('review.created').map((r) => r.topics)).toEqual([['crash', 'login'], ['ads']])
    expect(of('reply.published')).toEqual([expect.objectContaining({ id: adsId, topics: ['pricing', 'ads'] })])
    for (const e of events) {
      expect(validReview((JSON.parse(e.payload) as Payload).data.review)).toBe(true)
      expect(e.payload).not.toContain('SECRET-NOTE')
    }
    // Read at ingest, so the topic pass has nothing left to do for them.
    expect(detectDueTopics(f.core)).toBe(0)
  })
})
