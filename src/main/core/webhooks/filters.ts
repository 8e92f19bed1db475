import {
  NO_WEBHOOK_FILTERS,
  REVIEW_STORES,
  REVIEW_TOPIC_NAMES,
  type ReviewTopicName,
  type WebhookFiltersDto,
} from '../../../shared/dto/webhooks'
import type { Topic } from '../drafting/phrasebooks/types'
import { readTopicTags } from '../triage/read-topics'

/**
 * Per-endpoint routing of review events: by app, store, star rating and topic. Applied when an
 * event is fanned out, so a filtered-out review never gets a delivery row (and never shows in the
 * endpoint's log). Events that are not about one review ignore the filters.
 */

// The shared list (what the UI and the contract offer) is the drafter's own list, checked here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const topicsAgree: Same<ReviewTopicName, Topic> = true
void topicsAgree

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []

/** Reads the stored JSON defensively: anything unreadable means "no filter". */
export function parseFilters(json: string | null | undefined): WebhookFiltersDto {
  if (!json) return { ...NO_WEBHOOK_FILTERS }
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return { ...NO_WEBHOOK_FILTERS }
  }
  if (typeof raw !== 'object' || raw === null) return { ...NO_WEBHOOK_FILTERS }
  const o = raw as Record<string, unknown>
  return {
    appIds: strings(o.appIds),
    stores: strings(o.stores).filter((s): s is WebhookFiltersDto['stores'][number] =>
      (REVIEW_STORES as readonly string[]).includes(s),
    ),
    ratings: Array.isArray(o.ratings)
      ? o.ratings.filter((r): r is number => Number.isInteger(r) && r >= 1 && r <= 5)
      : [],
    topics: strings(o.topics).filter((t): t is ReviewTopicName =>
      (REVIEW_TOPIC_NAMES as readonly string[]).includes(t),
    ),
  }
}

export function hasFilters(f: WebhookFiltersDto): boolean {
  return f.appIds.length + f.stores.length + f.ratings.length + f.topics.length > 0
}

/** The facts of a review event that filters look at, read from the frozen event body. */
export interface ReviewFacts {
  appId: string | null
  store: string | null
  rating: number | null
  /**
   * The event's own topics when it carries them (stored topics with people's hand edits), else
   * read from the text as the topic pass reads it, lazily: only endpoints filtering by topic pay
   * for it.
   */
  topics(): readonly string[]
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** The review an event is about, or null when the event is not about one review. */
export function reviewFacts(payload: string): ReviewFacts | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return null
  }
  const data = isObj(parsed) && isObj(parsed.data) ? parsed.data : null
  const review = data && isObj(data.review) ? data.review : null
  if (!review) return null
  let topics: readonly string[] | null = Array.isArray(review.topics)
    ? review.topics.filter((t): t is string => typeof t === 'string')
    : null
  return {
    appId: str(review.app_id),
    store: str(review.store),
    rating: typeof review.rating === 'number' ? review.rating : null,
    topics() {
      if (topics === null) {
        // The same reading as the stored tags, so a filter routes what the inbox shows.
        topics = readTopicTags({
          rating: typeof review.rating === 'number' ? review.rating : 3,
          title: str(review.title),
          body: str(review.body) ?? '',
          language: str(review.language),
          territory: str(review.territory),
        }).map((t) => t.topic)
      }
      return topics
    },
  }
}

/** Whether a review passes every filter (an empty list lets everything through). */
export function matchesFilters(f: WebhookFiltersDto, review: ReviewFacts): boolean {
  if (f.appIds.length > 0 && (review.appId === null || !f.appIds.includes(review.appId)))
    return false
  if (
    f.stores.length > 0 &&
    (review.store === null || !(f.stores as readonly string[]).includes(review.store))
  )
    return false
  if (f.ratings.length > 0 && (review.rating === null || !f.ratings.includes(review.rating)))
    return false
  if (f.topics.length > 0) {
    const found = review.topics()
    if (!f.topics.some((t) => found.includes(t))) return false
  }
  return true
}
