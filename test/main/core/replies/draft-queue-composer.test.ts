import { EventEmitter } from 'node:events'
import type { Worker as Thread } from 'node:worker_threads'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { outboxEvents, replies, reviews, storeListings } from '../../../../src/main/core/db/schema'
import {
  composeBatch,
  type ComposedBatch,
} from '../../../../src/main/core/replies/draft-queue/batch'
import {
  attachComposer,
  openComposer,
  type Composer,
} from '../../../../src/main/core/replies/draft-queue/composer/link'
import { drainDraftQueue } from '../../../../src/main/core/replies/draft-queue/drain'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import type { NormalizedReview } from '../../../../src/main/core/stores/types'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'] as const
const BODIES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'The sync keeps failing on my iPad',
  de: 'Die Synchronisierung funktioniert nicht mehr',
  fr: "J'adore le mode sombre, merci",
  es: 'Se cierra cada vez que abro una nota',
  ja: '同期ができません',
}

/** A core with `count` waiting reviews of one App Store app, in five languages. */
async function waiting(count: number) {
  t = await createTestCore()
  await t.run('apps.add', { workspaceId: t.workspaceId, name: 'Notes', appStoreId: '1234567890' })
  const listing = t.core.db.select().from(storeListings).get()!
  const now = t.clock.now()
  const batch: NormalizedReview[] = Array.from({ length: count }, (_, i) => {
    const language = LANGUAGES[i % LANGUAGES.length]!
    return {
      storeReviewId: `r-${i}`,
      rating: 1 + (i % 5),
      title: null,
      body: `${BODIES[language]} (${i})`,
      author: 'Sam',
      language,
      territory: 'US',
      appVersion: '2.0',
      createdAt: now - (i + 1) * 60_000,
      updatedAt: now - (i + 1) * 60_000,
      storeReply: null,
    }
  })
  ingestReviews(t.core, listing, batch, { source: 'sync' })
}

const drafts = () =>
  new Map(
    t.core.db
      .select()
      .from(replies)
      .all()
      .map((r) => [r.reviewId, r.body]),
  )
const draftEvents = () =>
  t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'draft.created')).all().length

/** A drafting thread stand-in: composes on the same data a moment later, or fails as a dead thread. */
function standIn(fail: (call: number) => boolean): Composer & { sent: number } {
  const composer = {
    sent: 0,
    compose(reviewIds: string[]) {
      const call = ++composer.sent
      if (fail(call)) return Promise.reject(new Error('the drafting thread stopped'))
      return new Promise<ComposedBatch>((resolve) =>
        setTimeout(() => resolve(composeBatch(t.core, reviewIds)), 5),
      )
    },
    stop: async () => {},
  }
  return composer
}

describe('a backlog shared with the drafting thread', () => {
  it('drafts every review exactly once, with the same drafts as drafting alone', async () => {
    await waiting(260)
    expect(await drainDraftQueue(t.core)).toBe(260)
    const alone = drafts()

    await waiting(260)
    const composer = standIn(() => false)
    attachComposer(t.core, composer)
    expect(await drainDraftQueue(t.core)).toBe(260)
    // Full batches went away; the work thread composed the rest itself.
    expect(composer.sent).toBeGreaterThan(0)
    expect(composer.sent).toBeLessThan(6)
    expect(drafts()).toEqual(alone)
    expect(draftEvents()).toBe(260)
    // The topics read beside each draft were stored for this version of its review.
    const unread = t.core.db
      .select()
      .from(reviews)
      .all()
      .filter((r) => r.topicsFor !== r.updatedAt)
    expect(unread).toEqual([])
  })

  it('composes here what a drafting thread that stopped had taken: nothing is lost or doubled', async () => {
    await waiting(300)
    const composer = standIn((call) => call % 2 === 1)
    attachComposer(t.core, composer)
    expect(await drainDraftQueue(t.core)).toBe(300)
    expect(composer.sent).toBeGreaterThan(1)
    expect(drafts().size).toBe(300)
    expect(draftEvents()).toBe(300)
  })

  it('keeps a small sync to the work thread: only full batches go away', async () => {
    await waiting(30)
    const composer = standIn(() => false)
    attachComposer(t.core, composer)
    expect(await drainDraftQueue(t.core)).toBe(30)
    expect(composer.sent).toBe(0)
  })
})

/** A thread stand-in that speaks the drafting thread's protocol. */
class FakeThread extends EventEmitter {
  readonly posted: { type: string; id?: number; reviewIds?: string[] }[] = []
  postMessage(message: { type: string; id?: number }) {
    this.posted.push(message)
    if (message.type === 'stop') setImmediate(() => this.emit('exit', 0))
  }
  terminate() {
    this.emit('exit', 1)
    return Promise.resolve(1)
  }
}

describe('the drafting thread link', () => {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} }
  /** Each thread the link starts, in order. */
  const startsThreads = (threads: FakeThread[]) => () => {
    const thread = new FakeThread()
    threads.push(thread)
    return thread as unknown as Thread
  }

  it('composes nothing there until the thread says it is ready, then routes each batch by id', async () => {
    const threads: FakeThread[] = []
    const composer = openComposer(startsThreads(threads), quiet)
    composer.start()
    expect(composer.compose(['a'])).toBeNull()
    threads[0]!.emit('message', { type: 'ready' })
    const first = composer.compose(['a'])!
    const second = composer.compose(['b'])!
    const [a, b] = threads[0]!.posted as { id: number }[]
    const batch = (id: string): ComposedBatch => ({
      composed: [],
      failed: [{ review: { id, workspaceId: 'w' }, error: 'x' }],
    })
    threads[0]!.emit('message', { type: 'composed', id: b!.id, batch: batch('b') })
    threads[0]!.emit('message', { type: 'composed', id: a!.id, batch: batch('a') })
    expect((await first).failed[0]!.review.id).toBe('a')
    expect((await second).failed[0]!.review.id).toBe('b')
    expect(threads).toHaveLength(1)
  })

  it('fails the batches a thread that died held, drafts here for a while, then starts a new one', async () => {
    let now = 0
    const threads: FakeThread[] = []
    const warnings: string[] = []
    const composer = openComposer(
      startsThreads(threads),
      { ...quiet, warn: (m) => warnings.push(m) },
      () => now,
    )
    composer.start()
    threads[0]!.emit('message', { type: 'ready' })
    const held = composer.compose(['a'])!
    threads[0]!.emit('error', new Error('out of memory'))
    threads[0]!.emit('exit', 1)
    await expect(held).rejects.toThrow('stopped')
    expect(warnings).toEqual(['the drafting thread stopped; drafting goes on in the work thread'])
    expect(composer.compose(['b'])).toBeNull()
    expect(threads).toHaveLength(1)
    now += 30_000
    expect(composer.compose(['b'])).toBeNull()
    expect(threads).toHaveLength(2)
    threads[1]!.emit('message', { type: 'ready' })
    expect(composer.compose(['b'])).not.toBeNull()
  })

  it('stops its thread and composes nothing more there', async () => {
    const threads: FakeThread[] = []
    const composer = openComposer(startsThreads(threads), quiet)
    composer.start()
    threads[0]!.emit('message', { type: 'ready' })
    await composer.stop()
    expect(threads[0]!.posted.at(-1)).toEqual({ type: 'stop' })
    expect(composer.compose(['a'])).toBeNull()
    expect(threads).toHaveLength(1)
  })
})
