import { sortTopics, type ReviewTopic, type TopicPolarity } from '../../../shared/topics'
import { resolveReviewLanguage } from '../drafting/language/resolve'
import { englishBook, phrasebookFor } from '../drafting/phrasebooks'
import { readReviewOnce } from '../drafting/read/cached'
import type { Reading } from '../drafting/read/types'

/** A topic tag with what the review says of it: -1 a problem, 0 neutral or mixed, 1 praised. */
export interface TopicTag {
  topic: ReviewTopic
  polarity: TopicPolarity
}

export interface TopicReview {
  rating: number
  title?: string | null
  body: string
  language?: string | null
  territory?: string | null
}

/** The drafter's reading of a review, in the phrasebook the drafter would pick for it. */
export function readForTopics(review: TopicReview): Reading {
  const book = phrasebookFor(resolveReviewLanguage(review).language) ?? englishBook
  return readReviewOnce(review, book)
}

/**
 * What the review says of each topic it names. A topic named only in clauses that say nothing by
 * themselves ("Il y a beaucoup trop de publicités…, ça gâche tout") takes the side of the review
 * when the review takes one side only; in a mixed review it stays neutral, since nothing ties it
 * to either side.
 */
export function topicSides(reading: Reading): Map<ReviewTopic, TopicPolarity> {
  const signed = new Set(reading.clauses.map((c) => c.polarity).filter((p) => p !== 0))
  // No clause signed: the reading's own verdict (the stars broke the tie); one side: that side.
  const side: TopicPolarity =
    signed.size === 0 ? reading.polarity : signed.size === 1 ? ([...signed][0] ?? 0) : 0
  const out = new Map<ReviewTopic, TopicPolarity>()
  for (const { topic, polarity } of reading.topics) {
    const bare = reading.clauses
      .filter((c) => c.topics.includes(topic))
      .every((c) => c.polarity === 0 && c.intents.length === 0)
    out.set(topic, polarity === 0 && bare ? side : polarity)
  }
  return out
}

/**
 * A Praise review: positive as a whole, with praise its main point or praise beside a request.
 * "Useful app but it drains my battery" praises in passing; it is no Praise review.
 */
function praisesAsAWhole(reading: Reading): boolean {
  if (reading.polarity <= 0) return false
  const praised = reading.points.some((p) => p.intent === 'praise')
  return praised && (reading.main === 'praise' || reading.main === 'request')
}

/**
 * The topic tags of a reading: every topic it names with its side, and Praise for a Praise
 * review, whether or not it uses a word of the phrasebook's praise list, as long as some clause
 * of it praises (the stars alone make no Praise).
 */
export function tagsOfReading(reading: Reading): TopicTag[] {
  const sides = topicSides(reading)
  sides.delete('praise')
  const praiseSaid = reading.clauses.some((c) => c.intents.includes('praise'))
  if (praisesAsAWhole(reading) && praiseSaid) sides.set('praise', 1)
  return sortTopics(sides.keys()).map((topic) => ({ topic, polarity: sides.get(topic) ?? 0 }))
}

/** A review's topic tags as the drafter reads it (before people's hand edits). */
export function readTopicTags(review: TopicReview): TopicTag[] {
  return tagsOfReading(readForTopics(review))
}
