import type { Phrasebook } from '../phrasebooks/types'
import { readReview, type ReadableReview } from './read'
import type { Reading } from './types'

const MAX = 2048
const readings = new Map<string, Reading>()

/**
 * `readReview`, remembered for the last reviews read: one review is read for its template, its
 * draft and its topic tags within moments of each other, and a reading costs more than the rest
 * of a draft together. The same text, stars, phrasebook and brand always read the same, so a
 * remembered reading is exact. Callers treat a reading as read-only, as they share it.
 */
export function readReviewOnce(review: ReadableReview, book: Phrasebook, brand = ''): Reading {
  const key = `${book.code}\u0000${brand}\u0000${review.rating}\u0000${review.title ?? ''}\u0000${review.body}`
  const known = readings.get(key)
  if (known) return known
  const reading = readReview(review, book, brand)
  if (readings.size >= MAX) {
    // Oldest first: a Map iterates in insertion order.
    const oldest = readings.keys().next()
    if (!oldest.done) readings.delete(oldest.value)
  }
  readings.set(key, reading)
  return reading
}
