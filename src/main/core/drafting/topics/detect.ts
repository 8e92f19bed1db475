import { englishBook } from '../phrasebooks'
import { TOPICS, type Topic, type Phrasebook } from '../phrasebooks/types'
import { normalizeForMatch } from './normalize'

interface Matcher {
  topic: Topic
  keyword: string
  /** Matches at the start of a word only (stems), or also its end (`=word`). */
  mode: 'substring' | 'prefix' | 'word'
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u
const compiled = new Map<string, Matcher[]>()

function matchersFor(book: Phrasebook): Matcher[] {
  const found = compiled.get(book.code)
  if (found) return found
  const out: Matcher[] = []
  for (const topic of TOPICS) {
    for (const raw of book.keywords[topic]) {
      const exact = raw.startsWith('=')
      const keyword = normalizeForMatch(exact ? raw.slice(1) : raw, book.code)
      out.push({ topic, keyword, mode: book.matching === 'substring' ? 'substring' : exact ? 'word' : 'prefix' })
    }
  }
  compiled.set(book.code, out)
  return out
}

// One shared character test instead of a regular expression per keyword: each Unicode-class
// regex costs V8 a compile, and a review is checked against a few hundred keywords.
function matches(text: string, m: Matcher): boolean {
  if (m.mode === 'substring') return text.includes(m.keyword)
  for (let at = text.indexOf(m.keyword); at !== -1; at = text.indexOf(m.keyword, at + 1)) {
    const before = at > 0 ? text[at - 1] : undefined
    if (before !== undefined && LETTER_OR_DIGIT.test(before)) continue
    if (m.mode === 'word') {
      const after = text[at + m.keyword.length]
      if (after !== undefined && LETTER_OR_DIGIT.test(after)) continue
    }
    return true
  }
  return false
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
  bug: ['bug', 'glitch'],
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
    const normalized = normalizeForMatch(text, b === loanwordBook ? 'en' : b.code)
    for (const m of matchersFor(b)) if (matches(normalized, m)) scores.set(m.topic, (scores.get(m.topic) ?? 0) + 1)
  }
  return TOPICS.filter((t) => scores.has(t)).sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))
}
