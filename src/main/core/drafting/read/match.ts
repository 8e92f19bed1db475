import { normalizeForMatch } from '../topics/normalize'

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u

export type MatchMode = 'word' | 'substring'

export interface Hit {
  phrase: string
  at: number
  end: number
}

/** A phrase list compiled for one language: normalized once, whole-word phrases marked. */
interface Needle {
  phrase: string
  needle: string
  whole: boolean
}

const compiled = new Map<string, Needle[]>()

function needlesOf(phrases: readonly string[], lang: string, key: string, wholeWords = false): Needle[] {
  const cacheKey = `${lang}\u0000${key}`
  let found = compiled.get(cacheKey)
  if (!found) {
    found = phrases
      .map((phrase) => {
        const marked = phrase.startsWith('=')
        // Only the "=" mark is dropped: a list read as whole words keeps every letter of its phrases.
        return { phrase, needle: normalizeForMatch(marked ? phrase.slice(1) : phrase, lang), whole: wholeWords || marked }
      })
      .filter((n) => n.needle.length > 0)
    compiled.set(cacheKey, found)
  }
  return found
}

function boundaryBefore(text: string, at: number): boolean {
  const before = at > 0 ? text[at - 1] : undefined
  return before === undefined || !LETTER_OR_DIGIT.test(before)
}

function boundaryAfter(text: string, end: number): boolean {
  const after = text[end]
  return after === undefined || !LETTER_OR_DIGIT.test(after)
}

/**
 * Every place a normalized text holds one of the phrases: at word starts (`=phrase` also at a
 * word end), or anywhere in languages written without spaces. A needle that starts or ends with
 * a non-letter (an emoji, "$", "/s") needs no boundary on that side.
 */
export function findAll(text: string, phrases: readonly string[], lang: string, mode: MatchMode, key: string): Hit[] {
  const hits: Hit[] = []
  for (const { phrase, needle, whole } of needlesOf(phrases, lang, key)) {
    const startsWithLetter = LETTER_OR_DIGIT.test(needle[0] ?? '')
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      const end = at + needle.length
      if (mode === 'word') {
        if (startsWithLetter && !boundaryBefore(text, at)) continue
        if (whole && !boundaryAfter(text, end)) continue
      }
      hits.push({ phrase, at, end })
    }
  }
  return hits.sort((a, b) => a.at - b.at)
}

export function holdsAny(text: string, phrases: readonly string[], lang: string, mode: MatchMode, key: string, wholeWords = false): boolean {
  for (const { needle, whole } of needlesOf(phrases, lang, key, wholeWords)) {
    const startsWithLetter = LETTER_OR_DIGIT.test(needle[0] ?? '')
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      if (mode === 'substring') return true
      if (startsWithLetter && !boundaryBefore(text, at)) continue
      if (whole && !boundaryAfter(text, at + needle.length)) continue
      return true
    }
  }
  return false
}
