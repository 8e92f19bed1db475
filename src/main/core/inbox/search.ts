/**
 * Turns what a person types into the search box into a safe FTS5 query. Nothing typed is ever
 * passed through as FTS syntax: every word becomes a quoted string, so `"`, `*`, `(`, `NEAR` or
 * `AND` cannot break or widen the query.
 *
 * - words are ANDed: `crash login` finds reviews with both;
 * - `"quoted phrases"` match in order;
 * - `-word` excludes;
 * - the last word is a prefix while typing (`notif` finds "notifications").
 *
 * Chinese and Japanese are written without spaces, so the unicode61 tokenizer sees a whole
 * sentence as one token; words in those scripts are matched as substrings instead.
 */
export interface ParsedSearch {
  /** FTS5 expression the review must match, or null. */
  match: string | null
  /** FTS5 expression the review must not match (only when there is nothing to match). */
  exclude: string | null
  /** Terms to match as case-insensitive substrings of title or body. */
  substrings: string[]
  /** Terms whose substring excludes a review. */
  excludedSubstrings: string[]
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
/** What the tokenizer keeps: letters, numbers and combining marks; everything else separates. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu

interface Term {
  words: string[]
  phrase: boolean
  negated: boolean
  raw: string
}

function tokenize(input: string): Term[] {
  const terms: Term[] = []
  const pattern = /(-?)"([^"]*)"?|(\S+)/g
  for (const m of input.matchAll(pattern)) {
    const negated = m[1] === '-' || (m[3] !== undefined && m[3].startsWith('-') && m[3].length > 1)
    const raw = m[2] ?? (negated ? (m[3] ?? '').slice(1) : (m[3] ?? ''))
    const words = raw.split(SEPARATORS).filter(Boolean)
    if (words.length > 0)
      terms.push({ words, phrase: m[2] !== undefined, negated, raw: raw.trim() })
  }
  return terms
}

const quote = (words: string[]): string => `"${words.join(' ').replace(/"/g, '""')}"`

export function parseSearch(input: string): ParsedSearch {
  const terms = tokenize(input)
  const endsInWord = input.length > 0 && !/[\s"]$/.test(input)
  const positive: string[] = []
  const negative: string[] = []
  const substrings: string[] = []
  const excludedSubstrings: string[] = []
  terms.forEach((term, index) => {
    if (UNSPACED.test(term.raw)) {
      ;(term.negated ? excludedSubstrings : substrings).push(term.raw.toLowerCase())
      return
    }
    const isLast = index === terms.length - 1
    const prefix = isLast && endsInWord && !term.phrase && !term.negated
    const expression = quote(term.words) + (prefix ? '*' : '')
    ;(term.negated ? negative : positive).push(expression)
  })
  if (positive.length === 0) {
    return {
      match: null,
      exclude: negative.length > 0 ? negative.join(' OR ') : null,
      substrings,
      excludedSubstrings,
    }
  }
  const joined = positive.join(' AND ')
  const match = negative.length > 0 ? `(${joined}) NOT (${negative.join(' OR ')})` : joined
  return { match, exclude: null, substrings, excludedSubstrings }
}

/** True when the search has nothing usable (only punctuation, say). */
export const isEmptySearch = (s: ParsedSearch): boolean =>
  s.match === null &&
  s.exclude === null &&
  s.substrings.length === 0 &&
  s.excludedSubstrings.length === 0
