/**
 * The simulator's App Store Connect data: apps, customer reviews, and at most one developer
 * response per review. A response is PENDING_PUBLISH until its publish time (driven by the
 * injected clock), then PUBLISHED.
 */
import type { Clock } from '../../core/clock'

export type ResponseState = 'PUBLISHED' | 'PENDING_PUBLISH'
export const SORTS = ['createdDate', '-createdDate', 'rating', '-rating'] as const
export type Sort = (typeof SORTS)[number]

export interface SimReview {
  id: string
  appId: string
  rating: number
  title: string | null
  body: string | null
  reviewerNickname: string | null
  /** Exactly as served (ISO 8601 with an offset). */
  createdDate: string
  createdMs: number
  territory: string
}

export interface SimResponse {
  id: string
  reviewId: string
  responseBody: string
  lastModifiedMs: number
  /** Null: published already. */
  publishAt: number | null
}

export interface SeedReview {
  id?: string
  rating: number
  title?: string | null
  body?: string | null
  reviewerNickname?: string | null
  /** ISO string (served verbatim) or epoch ms (served with a -08:00 offset, like Apple's). */
  createdDate: string | number
  territory?: string
  response?: {
    body: string
    state?: ResponseState
    id?: string
    lastModifiedDate?: string | number
  }
}

export interface ReviewFilters {
  ratings: Set<number> | null
  territories: Set<string> | null
  /** Only PUBLISHED responses count, as on the real API. */
  publishedResponse: boolean | null
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Formats epoch ms as Apple does: local time with a numeric offset. */
export function appleDate(ms: number, offsetMinutes = -8 * 60): string {
  const d = new Date(ms + offsetMinutes * 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  )
}

function compare(
  sort: Sort,
  a: { createdMs: number; rating: number; id: string },
  b: typeof a,
): number {
  const desc = sort.startsWith('-')
  const primary = sort.endsWith('createdDate') ? a.createdMs - b.createdMs : a.rating - b.rating
  const tie = a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  const value = primary !== 0 ? primary : tie
  return desc ? -value : value
}

interface SimApp {
  id: string
  name: string
  reviews: SimReview[]
  sorted: Map<Sort, SimReview[]>
}

export class SimData {
  private readonly apps = new Map<string, SimApp>()
  readonly reviews = new Map<string, SimReview>()
  private readonly responsesByReview = new Map<string, SimResponse>()
  private readonly responsesById = new Map<string, SimResponse>()
  private seq = 0
  publishDelayMs: number

  constructor(
    private readonly clock: Clock,
    publishDelayMs: number,
  ) {
    this.publishDelayMs = publishDelayMs
  }

  private nextId(kind: 'review' | 'response'): string {
    this.seq++
    const n = this.seq.toString(16).padStart(8, '0')
    return kind === 'review'
      ? `${n}-b08c-0014-729e-fbd500000000`
      : `${n}-5f2a-4c1e-9d3b-a1e700000000`
  }

  ensureApp(appId: string, name = `App ${appId}`): SimApp {
    let app = this.apps.get(appId)
    if (!app) {
      app = { id: appId, name, reviews: [], sorted: new Map() }
      this.apps.set(appId, app)
    }
    return app
  }

  app(appId: string): SimApp | undefined {
    return this.apps.get(appId)
  }

  appList(): { id: string; name: string }[] {
    return [...this.apps.values()].map((a) => ({ id: a.id, name: a.name }))
  }

  /** Adds reviews (and their responses) to an app; returns the review ids. */
  seed(appId: string, seeds: SeedReview[]): string[] {
    const app = this.ensureApp(appId)
    const ids: string[] = []
    for (const s of seeds) {
      const createdMs =
        typeof s.createdDate === 'number' ? s.createdDate : Date.parse(s.createdDate)
      if (Number.isNaN(createdMs)) throw new Error(`bad createdDate ${String(s.createdDate)}`)
      const review: SimReview = {
        id: s.id ?? this.nextId('review'),
        appId,
        rating: s.rating,
        title: s.title ?? null,
        body: s.body ?? null,
        reviewerNickname: s.reviewerNickname ?? null,
        createdDate: typeof s.createdDate === 'string' ? s.createdDate : appleDate(createdMs),
        createdMs,
        territory: s.territory ?? 'USA',
      }
      if (this.reviews.has(review.id)) throw new Error(`duplicate review id ${review.id}`)
      this.reviews.set(review.id, review)
      app.reviews.push(review)
      ids.push(review.id)
      if (s.response) {
        const modified = s.response.lastModifiedDate
        const lastModifiedMs =
          modified === undefined
            ? this.clock.now()
            : typeof modified === 'number'
              ? modified
              : Date.parse(modified)
        this.putResponse(review.id, s.response.body, {
          ...(s.response.id ? { id: s.response.id } : {}),
          lastModifiedMs,
          publishAt:
            s.response.state === 'PENDING_PUBLISH' ? lastModifiedMs + this.publishDelayMs : null,
        })
      }
    }
    app.sorted.clear()
    return ids
  }

  /**
   * The reviewer edits a review: new rating, title or text. Apple's review resource has no
   * modification time, so `createdDate` (and the review's place in date order) stays; the
   * developer's response stays too. False for an unknown review.
   */
  editReview(
    reviewId: string,
    change: { rating?: number; title?: string | null; body?: string | null },
  ): boolean {
    const review = this.reviews.get(reviewId)
    if (!review) return false
    if (change.rating !== undefined) review.rating = change.rating
    if (change.title !== undefined) review.title = change.title
    if (change.body !== undefined) review.body = change.body
    // The rating orders are cached; they no longer hold.
    this.apps.get(review.appId)?.sorted.clear()
    return true
  }

  /** The app's reviews in one order, filtered. Orders are cached until the data changes. */
  list(appId: string, sort: Sort, filters: ReviewFilters): SimReview[] {
    const app = this.apps.get(appId)
    if (!app) return []
    let sorted = app.sorted.get(sort)
    if (!sorted) {
      sorted = [...app.reviews].sort((a, b) => compare(sort, a, b))
      app.sorted.set(sort, sorted)
    }
    if (!filters.ratings && !filters.territories && filters.publishedResponse === null)
      return sorted
    return sorted.filter(
      (r) =>
        (!filters.ratings || filters.ratings.has(r.rating)) &&
        (!filters.territories || filters.territories.has(r.territory)) &&
        (filters.publishedResponse === null ||
          this.hasPublishedResponse(r.id) === filters.publishedResponse),
    )
  }

  /** Index of the first review strictly after `after` in `sort` order (binary search). */
  static indexAfter(
    list: SimReview[],
    sort: Sort,
    after: { createdMs: number; rating: number; id: string },
  ): number {
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      const item = list[mid]
      if (item && compare(sort, item, after) <= 0) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  stateOf(response: SimResponse): ResponseState {
    return response.publishAt === null || this.clock.now() >= response.publishAt
      ? 'PUBLISHED'
      : 'PENDING_PUBLISH'
  }

  hasPublishedResponse(reviewId: string): boolean {
    const r = this.responsesByReview.get(reviewId)
    return r !== undefined && this.stateOf(r) === 'PUBLISHED'
  }

  responseOfReview(reviewId: string): SimResponse | undefined {
    return this.responsesByReview.get(reviewId)
  }

  responseById(id: string): SimResponse | undefined {
    return this.responsesById.get(id)
  }

  /** Creates or replaces the one response of a review (a new resource each time). */
  putResponse(
    reviewId: string,
    body: string,
    options: { id?: string; lastModifiedMs?: number; publishAt?: number | null } = {},
  ): SimResponse {
    const previous = this.responsesByReview.get(reviewId)
    if (previous) this.responsesById.delete(previous.id)
    const now = this.clock.now()
    const lastModifiedMs = options.lastModifiedMs ?? now
    const response: SimResponse = {
      id: options.id ?? this.nextId('response'),
      reviewId,
      responseBody: body,
      lastModifiedMs,
      publishAt:
        options.publishAt === undefined ? lastModifiedMs + this.publishDelayMs : options.publishAt,
    }
    this.responsesByReview.set(reviewId, response)
    this.responsesById.set(response.id, response)
    return response
  }

  deleteResponse(id: string): boolean {
    const response = this.responsesById.get(id)
    if (!response) return false
    this.responsesById.delete(id)
    this.responsesByReview.delete(response.reviewId)
    return true
  }
}
