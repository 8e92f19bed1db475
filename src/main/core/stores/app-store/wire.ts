/**
 * App Store Connect's JSON:API shapes (docs/stores/app-store.md) and their mapping to the core's
 * normalized types. Parsing is defensive: one odd review is skipped, not the whole page.
 */
import { z } from 'zod'
import type { NormalizedReview, StoreReply } from '../types'
import { transientError } from './errors'

// ISO 8601 with a zone (Apple sends offsets like -08:00).
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

function parseAppleDate(value: string | null | undefined): number | null {
  if (!value || !ISO_WITH_ZONE.test(value)) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

const resourceRef = z.object({ type: z.string(), id: z.string() })

const responseResource = z.object({
  type: z.literal('customerReviewResponses'),
  id: z.string().min(1),
  attributes: z
    .object({
      responseBody: z.string().nullish(),
      lastModifiedDate: z.string().nullish(),
      state: z.string().nullish(),
    })
    .loose()
    .optional(),
  relationships: z
    .object({ review: z.object({ data: resourceRef.nullish() }).loose().optional() })
    .loose()
    .optional(),
})
type ResponseResource = z.infer<typeof responseResource>

const reviewResource = z.object({
  type: z.literal('customerReviews'),
  id: z.string().min(1),
  attributes: z
    .object({
      rating: z.number().int().min(1).max(5),
      title: z.string().nullish(),
      body: z.string().nullish(),
      reviewerNickname: z.string().nullish(),
      createdDate: z.string(),
      territory: z.string().nullish(),
    })
    .loose(),
  relationships: z
    .object({ response: z.object({ data: resourceRef.nullish() }).loose().optional() })
    .loose()
    .optional(),
})

const reviewsPage = z
  .object({
    data: z.array(z.unknown()),
    included: z.array(z.unknown()).optional(),
    links: z.object({ next: z.string().nullish() }).loose().optional(),
  })
  .loose()

const singleResponse = z.object({ data: z.unknown() }).loose()

function toStoreReply(resource: ResponseResource, fallbackTime: number): StoreReply {
  const attrs = resource.attributes
  return {
    body: attrs?.responseBody ?? '',
    storeReplyId: resource.id,
    // Only PUBLISHED is public; anything else (PENDING_PUBLISH, a future state) is not yet.
    state: attrs?.state === 'PUBLISHED' ? 'published' : 'pending_publish',
    updatedAt: parseAppleDate(attrs?.lastModifiedDate) ?? fallbackTime,
  }
}

export interface ReviewsPage {
  reviews: NormalizedReview[]
  /** Ids of reviews on the page whose record could not be read (skipped). */
  skipped: string[]
  next: string | null
}

function malformed(doing: string) {
  return transientError(
    'MALFORMED_RESPONSE',
    `The App Store sent an answer Review Reply could not read while ${doing}.`,
  )
}

export function parseReviewsPage(json: unknown, now: number): ReviewsPage {
  const page = reviewsPage.safeParse(json)
  if (!page.success) throw malformed('reading reviews')
  const responses = new Map<string, ResponseResource>()
  const responsesByReview = new Map<string, ResponseResource>()
  for (const item of page.data.included ?? []) {
    const parsed = responseResource.safeParse(item)
    if (!parsed.success) continue
    responses.set(parsed.data.id, parsed.data)
    const reviewId = parsed.data.relationships?.review?.data?.id
    if (reviewId) responsesByReview.set(reviewId, parsed.data)
  }
  const reviews: NormalizedReview[] = []
  const skipped: string[] = []
  for (const item of page.data.data) {
    const parsed = reviewResource.safeParse(item)
    const createdAt = parsed.success ? parseAppleDate(parsed.data.attributes.createdDate) : null
    if (!parsed.success || createdAt === null) {
      const id = (item as { id?: unknown } | null)?.id
      skipped.push(typeof id === 'string' ? id : '(no id)')
      continue
    }
    const { id, attributes: a, relationships } = parsed.data
    const responseId = relationships?.response?.data?.id
    const response =
      (responseId ? responses.get(responseId) : undefined) ?? responsesByReview.get(id)
    reviews.push({
      storeReviewId: id,
      rating: a.rating,
      title: a.title?.trim() ? a.title : null,
      body: a.body ?? '',
      author: a.reviewerNickname?.trim() ? a.reviewerNickname : null,
      language: null,
      territory: a.territory?.trim() ? a.territory : null,
      appVersion: null,
      createdAt,
      // Apple reports no edit time; an edited review keeps its created date.
      updatedAt: createdAt,
      storeReply: response ? toStoreReply(response, now) : null,
    })
  }
  return { reviews, skipped, next: page.data.links?.next ?? null }
}

/** The body of `GET /v1/customerReviews/{id}/response` or of a created response. */
export function parseResponseDocument(json: unknown, now: number, doing: string): StoreReply {
  const doc = singleResponse.safeParse(json)
  const resource = doc.success ? responseResource.safeParse(doc.data.data) : null
  if (!resource?.success) throw malformed(doing)
  return toStoreReply(resource.data, now)
}

/** The exact `CustomerReviewResponseV1CreateRequest` body. */
export function createResponseBody(storeReviewId: string, responseBody: string) {
  return {
    data: {
      type: 'customerReviewResponses',
      attributes: { responseBody },
      relationships: { review: { data: { type: 'customerReviews', id: storeReviewId } } },
    },
  } as const
}
