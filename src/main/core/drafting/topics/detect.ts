import { englishBook } from '../phrasebooks'
import { TOPICS, type Topic, type Phrasebook } from '../phrasebooks/types'
import { findAll } from '../read/match'
import { normalizeForMatch } from './normalize'

const flat = new Map<string, { keywords: string[]; topicOf: Topic[] }>()

/** A phrasebook's topic keywords in one list, with the topic each belongs to. */
function keywordsOf(book: Phrasebook): { keywords: string[]; topicOf: Topic[] } {
  let found = flat.get(book.code)
  if (!found) {
    found = { keywords: [], topicOf: [] }
    for (const topic of TOPICS) {
      for (const keyword of book.keywords[topic]) {
        found.keywords.push(keyword)
        found.topicOf.push(topic)
      }
    }
    flat.set(book.code, found)
  }
  return found
}

/**
 * English words that turn up in reviews in every language ("the app crashes after the update,
 * pls fix the bug"). Only unambiguous ones: the whole English list would misfire on false
 * friends (Romanian "data" is a date, Dutch "hangs" is not a thing).
 */
const LOANWORDS: Record<Topic, readonly string[]> = {
  crash: ['crash', 'force close'],
  sync: ['sync', 'backup'],
  login: ['login', 'log in', 'sign in', 'password', '2fa', '=otp'],
  // Whole words: Italian "bugiardi" (liars) is no bug.
  bug: ['=bug', '=bugs', '=bugged', 'buggy', 'glitch'],
  performance: ['=lag', 'laggy', 'lagging'],
  pricing: ['premium', 'subscription', 'paywall', 'refund'],
  ads: ['=ads'],
  support: ['customer service'],
  ui: ['=ui', 'dark mode'],
  feature_request: ['widget'],
  praise: ['love it', 'thank you', 'thanks'],
}
const loanwordBook = { ...englishBook, code: 'loanwords', keywords: LOANWORDS } satisfies Phrasebook

/**
 * The topics a review touches, strongest first (more distinct keywords; ties broken by the
 * topic priority: crash before sync before login ...). A few English loanwords count in every
 * language, since "crash", "bug" or "premium" turn up in reviews everywhere.
 */
export function detectTopics(text: string, book: Phrasebook): Topic[] {
  const scores = new Map<Topic, number>()
  const books = book.code === englishBook.code ? [book] : [book, loanwordBook]
  for (const b of books) {
    const lang = b === loanwordBook ? 'en' : b.code
    const { keywords, topicOf } = keywordsOf(b)
    // Keywords match at word starts (`=word` whole words; anywhere in languages without
    // spaces), in one pass over the text; each distinct keyword counts once.
    const seen = new Set<number>()
    for (const hit of findAll(normalizeForMatch(text, lang), keywords, lang, b.matching, `topics:${b.code}`)) {
      if (seen.has(hit.index)) continue
      seen.add(hit.index)
      const topic = topicOf[hit.index]
      if (topic) scores.set(topic, (scores.get(topic) ?? 0) + 1)
    }
  }
  return TOPICS.filter((t) => scores.has(t)).sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))
}
