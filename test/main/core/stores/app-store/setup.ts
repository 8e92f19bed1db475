import { eq } from 'drizzle-orm'
import { ManualClock } from '../../../../../src/main/core/clock'
import {
  outboxEvents,
  replies,
  replyEvents,
  reviews,
  storeListings,
} from '../../../../../src/main/core/db/schema'
import { configureAppStore } from '../../../../../src/main/core/stores/app-store/client'
import { connectAppStore } from '../../../../../src/main/core/stores/app-store/connect'
import type { PublishOutcome } from '../../../../../src/main/core/stores/types'
import type { AppDto } from '../../../../../src/shared/dto/apps'
import {
  startAppStoreSimulator,
  type AppStoreSimulator,
  type SimApiKey,
} from '../../../../../src/main/simulators/app-store'
import type { AppStoreRole } from '../../../../../src/main/simulators/app-store/keys'
import { createTestCore, type TestCore } from '../../../../support/core'

export const APP_ID = '682658836'
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

export interface AppStoreHarness {
  t: TestCore
  sim: AppStoreSimulator
  clock: ManualClock
  key: SimApiKey
  app: AppDto
  /** Delays the client asked to sleep (retries), in order. */
  sleeps: number[]
  listing(): typeof storeListings.$inferSelect
  reviewByStoreId(storeReviewId: string): typeof reviews.$inferSelect
  replyOf(reviewId: string): typeof replies.$inferSelect | undefined
  events(type: string): { type: string; data: Record<string, unknown> }[]
  auditOf(reviewId: string): (typeof replyEvents.$inferSelect)[]
  /** What the lead's publisher does after a successful POST: the local reply is pending. */
  markPublished(reviewId: string, outcome: PublishOutcome): void
  close(): Promise<void>
}

export async function setupAppStore(
  options: {
    role?: AppStoreRole
    individual?: boolean
    publishDelayMs?: number
    rateLimit?: number
    connect?: boolean
    /** A separate simulator clock (clock-skew tests); by default it shares the core's. */
    simClock?: ManualClock
  } = {},
): Promise<AppStoreHarness> {
  const clock = new ManualClock()
  const sim = await startAppStoreSimulator({
    clock: options.simClock ?? clock,
    publishDelayMs: options.publishDelayMs ?? 10 * MINUTE,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  })
  const t = await createTestCore({
    clock,
    endpoints: { appStoreApiUrl: sim.url, googlePlayApiUrl: 'http://127.0.0.1:9' },
  })
  const sleeps: number[] = []
  configureAppStore(t.core, {
    sleep: async (ms) => {
      sleeps.push(ms)
      clock.advance(ms)
    },
    // Generous: a loaded CI machine must not turn slow answers into timeouts.
    timeoutMs: 10_000,
  })
  const key = sim.keys.create({
    role: options.role ?? 'CUSTOMER_SUPPORT',
    individual: options.individual ?? false,
  })
  sim.seed(APP_ID, [], 'Notes')
  const app = await t.run('apps.add', {
    workspaceId: t.workspaceId,
    name: 'Notes',
    appStoreId: APP_ID,
  })
  if (options.connect !== false) {
    // Stored directly: the harness's key is good, and the replace-key check's read would skew call counts.
    connectAppStore(
      t.core,
      { userId: t.owner.userId, workspaceId: t.workspaceId, role: 'admin' },
      {
        keyId: key.keyId,
        privateKeyPem: key.privateKeyPem,
        ...(key.individual ? { individual: true } : { issuerId: key.issuerId ?? '' }),
      },
    )
  }
  const db = t.core.db
  const listingId = app.listings[0]?.id ?? ''
  return {
    t,
    sim,
    clock,
    key,
    app,
    sleeps,
    listing: () => {
      const row = db.select().from(storeListings).where(eq(storeListings.id, listingId)).get()
      if (!row) throw new Error('listing vanished')
      return row
    },
    reviewByStoreId: (storeReviewId) => {
      const row = db.select().from(reviews).where(eq(reviews.storeReviewId, storeReviewId)).get()
      if (!row) throw new Error(`review ${storeReviewId} not stored`)
      return row
    },
    replyOf: (reviewId) => db.select().from(replies).where(eq(replies.reviewId, reviewId)).get(),
    events: (type) =>
      db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.type, type))
        .all()
        .map((e) => JSON.parse(e.payload) as { type: string; data: Record<string, unknown> }),
    auditOf: (reviewId) =>
      db.select().from(replyEvents).where(eq(replyEvents.reviewId, reviewId)).all(),
    markPublished: (reviewId, outcome) => {
      const now = clock.now()
      const existing = db.select().from(replies).where(eq(replies.reviewId, reviewId)).get()
      const values = {
        status: outcome.state,
        body: outcome.body,
        storeReplyId: outcome.storeReplyId,
        attemptId: `att_${now}`,
        attemptStartedAt: now,
        publishedAt: outcome.state === 'published' ? now : null,
        updatedAt: now,
      }
      if (existing) db.update(replies).set(values).where(eq(replies.id, existing.id)).run()
      else
        db.insert(replies)
          .values({
            id: t.core.ids.next('rpl'),
            workspaceId: t.workspaceId,
            reviewId,
            source: 'drafted',
            createdAt: now,
            ...values,
          })
          .run()
    },
    close: async () => {
      t.core.close()
      await sim.close()
    },
  }
}

/** Inserts a local draft for a review (what the drafting feature would do). */
export function insertDraft(h: AppStoreHarness, reviewId: string, body: string): void {
  const now = h.clock.now()
  h.t.core.db
    .insert(replies)
    .values({
      id: h.t.core.ids.next('rpl'),
      workspaceId: h.t.workspaceId,
      reviewId,
      status: 'draft',
      body,
      source: 'drafted',
      createdAt: now,
      updatedAt: now,
    })
    .run()
}
