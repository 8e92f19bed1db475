/**
 * The topics a review can be tagged with: the drafter's topic detector finds them
 * (src/main/core/drafting/topics), people add or remove them by hand. Ids are stable (API,
 * webhooks, URLs); labels are what the window shows.
 */
export const REVIEW_TOPICS = [
  'crash',
  'sync',
  'login',
  'bug',
  'performance',
  'pricing',
  'ads',
  'support',
  'ui',
  'feature_request',
  'praise',
] as const
export type ReviewTopic = (typeof REVIEW_TOPICS)[number]

export const TOPIC_LABEL: Record<ReviewTopic, string> = {
  crash: 'Crashes',
  sync: 'Sync and backup',
  login: 'Sign-in',
  bug: 'Bugs',
  performance: 'Speed',
  pricing: 'Price and billing',
  ads: 'Ads',
  support: 'Support',
  ui: 'Design',
  feature_request: 'Feature requests',
  praise: 'Praise',
}

/**
 * What a review says of a topic it raises: -1 a problem ("sync loses my notes"), 0 neutral or
 * mixed, 1 praised ("the sync just works"). Praise itself is always 1 unless a person added it.
 */
export type TopicPolarity = -1 | 0 | 1

export function isReviewTopic(value: string): value is ReviewTopic {
  return (REVIEW_TOPICS as readonly string[]).includes(value)
}

/** In the list's order (the detector's priority), without repeats or unknown ids. */
export function sortTopics(topics: Iterable<string>): ReviewTopic[] {
  const set = new Set(topics)
  return REVIEW_TOPICS.filter((t) => set.has(t))
}
