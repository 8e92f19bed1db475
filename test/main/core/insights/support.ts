import { eq } from 'drizzle-orm'
import type { Core } from '../../../../src/main/core/core'
import { outboxEvents, replies, reviews, storeListings } from '../../../../src/main/core/db/schema'
import { HOUR } from '../../../../src/main/core/insights/time/zoned'
import type { TestCore } from '../../../support/core'

/** Deterministic PRNG (mulberry32), so generated histories are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function poisson(random: () => number, lambda: number): number {
  const limit = Math.exp(-lambda)
  let k = 0
  let p = random()
  while (p > limit) {
    k++
    p *= random()
  }
  return k
}

/** A rating drawn from weights for 1..5 stars. */
export function drawRating(
  random: () => number,
  weights: [number, number, number, number, number],
): number {
  const total = weights.reduce((a, b) => a + b, 0)
  let x = random() * total
  for (let i = 0; i < 5; i++) {
    x -= weights[i] ?? 0
    if (x < 0) return i + 1
  }
  return 5
}

export const HAPPY: [number, number, number, number, number] = [0.05, 0.05, 0.1, 0.3, 0.5]
export const ANGRY: [number, number, number, number, number] = [0.55, 0.2, 0.1, 0.1, 0.05]

export interface TestApp {
  appId: string
  listing: typeof storeListings.$inferSelect
}

let appCounter = 0

export async function addApp(
  t: TestCore,
  name: string,
  createdAt: number,
  workspaceId = t.workspaceId,
): Promise<TestApp> {
  const before = t.clock.now()
  t.clock.set(createdAt)
  appCounter++
  const pkg = `com.example.${name.toLowerCase().replace(/[^a-z]/g, '') || 'app'}${appCounter}`
  const app = await t.run('apps.add', { workspaceId, name, googlePlayPackage: pkg })
  t.clock.set(before)
  const listing = t.core.db
    .select()
    .from(storeListings)
    .where(eq(storeListings.appId, app.id))
    .get()
  if (!listing) throw new Error('no listing')
  return { appId: app.id, listing }
}

export interface ReviewSeed {
  rating: number
  createdAt: number
  language?: string | null
  thumbsUp?: number | null
  title?: string | null
  body?: string
}

let counter = 0

const INSERT =
  'insert into reviews (id, workspace_id, app_id, listing_id, store, store_review_id, rating, title, body, author, ' +
  'language, territory, app_version, thumbs_up, created_at, updated_at, first_seen_at, edited) ' +
  'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)'

/** Inserts reviews straight into the table (one prepared statement: thousands per test). */
export function insertReviews(core: Core, app: TestApp, seeds: ReviewSeed[]): string[] {
  const ids: string[] = []
  const insert = core.db.$client.prepare(INSERT)
  core.db.$client.transaction(() => {
    for (const s of seeds) {
      counter++
      const id = `rev_t${counter}`
      ids.push(id)
      insert.run(
        id,
        app.listing.workspaceId,
        app.appId,
        app.listing.id,
        app.listing.store,
        `s${counter}`,
        s.rating,
        s.title ?? null,
        s.body ?? `Review ${counter} with ${s.rating} stars`,
        `Author ${counter}`,
        s.language === undefined ? 'en' : s.language,
        'US',
        '1.0',
        s.thumbsUp ?? null,
        s.createdAt,
        s.createdAt,
        s.createdAt,
      )
    }
  })()
  return ids
}

export function insertReply(
  core: Core,
  reviewId: string,
  status: (typeof replies.$inferSelect)['status'],
  publishedAt: number | null,
  /** When the reply last changed (for a pending one: when it was sent); default published or written. */
  updatedAt?: number,
): void {
  const review = core.db.select().from(reviews).where(eq(reviews.id, reviewId)).get()
  if (!review) throw new Error(`no review ${reviewId}`)
  counter++
  core.db
    .insert(replies)
    .values({
      id: `rpl_t${counter}`,
      workspaceId: review.workspaceId,
      reviewId,
      status,
      body: 'Thanks for the feedback!',
      source: 'drafted',
      publishedAt,
      createdAt: review.createdAt,
      updatedAt: updatedAt ?? publishedAt ?? review.createdAt,
    })
    .run()
}

/**
 * A review history: `perDay(dayStart)` reviews a day, spread by a Poisson process over the hours,
 * ratings from `weights(hourStart)`.
 */
export function generateHistory(
  random: () => number,
  from: number,
  to: number,
  ratePerHour: (hourStart: number) => number,
  weights: (hourStart: number) => [number, number, number, number, number],
): ReviewSeed[] {
  const out: ReviewSeed[] = []
  for (let h = from; h < to; h += HOUR) {
    const n = poisson(random, ratePerHour(h))
    for (let i = 0; i < n; i++) {
      out.push({
        rating: drawRating(random, weights(h)),
        createdAt: h + Math.floor(random() * HOUR),
      })
    }
  }
  return out
}

export function eventsOf(
  core: Core,
  type: string,
): { dedupeKey: string | null; data: Record<string, unknown> }[] {
  return core.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, type))
    .all()
    .map((e) => ({
      dedupeKey: e.dedupeKey,
      data: (JSON.parse(e.payload) as { data: Record<string, unknown> }).data,
    }))
}

/** A logger that fails the test on any error the worker would otherwise only log. */
export const strictLog = {
  info() {},
  warn() {},
  error(message: string, fields?: Record<string, unknown>) {
    throw new Error(`${message} ${JSON.stringify(fields)}`)
  },
}
