/**
 * The public shapes of docs/integrations/api.md. The REST API and webhook payloads both use them, so a
 * receiver parses one format. Internal columns never appear here.
 */
import type { apps, replies, reviews } from '../db/schema'
import { sortTopics, type ReviewTopic } from '../../../shared/topics'
import type { RatingPoint } from '../../../shared/rating-history'

export type Store = 'app_store' | 'google_play'
type ReplyStatus = (typeof replies.$inferSelect)['status']

export interface PublicReply {
  status: ReplyStatus
  body: string
  source: 'drafted' | 'edited' | 'external'
  created_at: string
  updated_at: string
  published_at: string | null
}

export interface PublicReview {
  id: string
  object: 'review'
  app_id: string
  store: Store
  store_review_id: string
  rating: number
  title: string | null
  body: string
  author: string | null
  language: string | null
  territory: string | null
  app_version: string | null
  created_at: string
  updated_at: string
  reply: PublicReply | null
  /** The ratings the review went through, oldest first; the last is the current rating. */
  rating_history: PublicRatingPoint[]
  /** Topic tags; absent when unknown (never internal notes or assignments). */
  topics?: ReviewTopic[] | undefined
}

export interface PublicRatingPoint {
  rating: number
  at: string
}

export interface PublicApp {
  id: string
  object: 'app'
  name: string
  publisher: string | null
  platforms: ('ios' | 'android')[]
  rating: number | null
  review_total: number
  /** Every star rating known, with or without text (ratings without text: Google Play's reports). */
  ratings: { count: number; average: number | null }
}

const iso = (ms: number): string => new Date(ms).toISOString()

function toPublicReply(reply: typeof replies.$inferSelect): PublicReply {
  return {
    status: reply.status,
    body: reply.body,
    source: reply.source,
    created_at: iso(reply.createdAt),
    updated_at: iso(reply.updatedAt),
    published_at: reply.publishedAt === null ? null : iso(reply.publishedAt),
  }
}

/**
 * `history` is the review's rating history (reviews/revisions.ts `ratingHistoryOf`): never
 * empty, its last point the current rating.
 */
export function toPublicReview(
  review: typeof reviews.$inferSelect,
  reply: typeof replies.$inferSelect | null | undefined,
  history: readonly RatingPoint[],
  topics?: readonly string[],
): PublicReview {
  const out: PublicReview = {
    id: review.id,
    object: 'review',
    app_id: review.appId,
    store: review.store,
    store_review_id: review.storeReviewId,
    rating: review.rating,
    title: review.title,
    body: review.body,
    author: review.author,
    language: review.language,
    territory: review.territory,
    app_version: review.appVersion,
    created_at: iso(review.createdAt),
    updated_at: iso(review.updatedAt),
    reply: reply ? toPublicReply(reply) : null,
    rating_history: history.map((p) => ({ rating: p.rating, at: iso(p.at) })),
  }
  if (topics !== undefined) out.topics = sortTopics(topics)
  return out
}

const PLATFORM_OF_STORE = { app_store: 'ios', google_play: 'android' } as const

export function toPublicApp(
  app: typeof apps.$inferSelect,
  stores: Store[],
  stats: { total: number; mean: number | null },
  withoutText: { count: number; sum: number } = { count: 0, sum: 0 },
): PublicApp {
  const count = stats.total + withoutText.count
  const sum = (stats.mean ?? 0) * stats.total + withoutText.sum
  return {
    id: app.id,
    object: 'app',
    name: app.name,
    publisher: app.publisher,
    platforms: [...new Set(stores)].sort().map((s) => PLATFORM_OF_STORE[s]),
    rating: stats.mean === null ? null : Math.round(stats.mean * 100) / 100,
    review_total: stats.total,
    ratings: { count, average: count === 0 ? null : Math.round((sum / count) * 100) / 100 },
  }
}
