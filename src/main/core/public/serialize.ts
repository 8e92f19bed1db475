/**
 * The public shapes of docs/integrations/api.md. The REST API and webhook payloads both use them, so a
 * receiver parses one format. Internal columns never appear here.
 */
import type { apps, replies } from '../db/schema'
import { sortTopics, type ReviewTopic } from '../../../shared/topics'
import type { RatingPoint } from '../../../shared/rating-history'
import {
  API_REVIEW_FIELD_NAMES,
  REVIEW_FIELDS,
  type ApiReviewFieldName,
  type ApiReviewFields,
  type ReviewFieldValues,
} from '../../../shared/review-fields'

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

/** The review's own fields come from `shared/review-fields.ts`; `object` follows `id`. */
export interface PublicReview extends ApiReviewFields {
  object: 'review'
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

/** The reply fields `toPublicReply` reads (a `replies` row has them). */
type PublicReplySource = Pick<
  typeof replies.$inferSelect,
  'status' | 'body' | 'source' | 'createdAt' | 'updatedAt' | 'publishedAt'
>

function toPublicReply(reply: PublicReplySource): PublicReply {
  return {
    status: reply.status,
    body: reply.body,
    source: reply.source,
    created_at: iso(reply.createdAt),
    updated_at: iso(reply.updatedAt),
    published_at: reply.publishedAt === null ? null : iso(reply.publishedAt),
  }
}

/** The fields a review needs to be serialized (a `reviews` row has them). */
type PublicReviewSource = Pick<ReviewFieldValues, ApiReviewFieldName>

// Each API field: its name in the row, its API name, and whether it is a time (ms → ISO 8601).
const API_FIELDS = API_REVIEW_FIELD_NAMES.map(
  (name) => [name, REVIEW_FIELDS[name].api, REVIEW_FIELDS[name].kind === 'time'] as const,
)

/**
 * `history` is the review's rating history (reviews/revisions.ts `ratingHistoryOf`): never
 * empty, its last point the current rating.
 */
export function toPublicReview(
  review: PublicReviewSource,
  reply: PublicReplySource | null | undefined,
  history: readonly RatingPoint[],
  topics?: readonly string[],
): PublicReview {
  // Written key by key into one object (ingest serializes every new review): `object` goes
  // after `id`, which the loop then sets again in place.
  const out: Record<string, unknown> = { id: review.id, object: 'review' }
  for (const [name, api, time] of API_FIELDS) {
    const value = review[name]
    out[api] = time && typeof value === 'number' ? iso(value) : value
  }
  out.reply = reply ? toPublicReply(reply) : null
  out.rating_history = history.map((p) => ({ rating: p.rating, at: iso(p.at) }))
  if (topics !== undefined) out.topics = sortTopics(topics)
  return out as unknown as PublicReview
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
