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
  /** Written `=word`: a whole word even where phrases match anywhere (Arabic "=بس" is not in "بسيط"). */
  marked: boolean
}

const compiled = new Map<string, Needle[]>()

function needlesOf(phrases: readonly string[], lang: string, key: string, wholeWords = false): Needle[] {
  const cacheKey = `${lang}\u0000${key}\u0000${wholeWords}`
  let found = compiled.get(cacheKey)
  if (!found) {
    found = phrases
      .map((phrase) => {
        const marked = phrase.startsWith('=')
        // "need a" must not find "need access": a phrase of several words ending in a short one
        // ends at a word end.
        const words = phrase.trim().split(/\s+/)
        const whole = wholeWords || marked || (words.length > 1 && (words[words.length - 1] ?? '').length <= 2)
        return { phrase, needle: normalizeForMatch(marked ? phrase.slice(1) : phrase, lang), whole, marked }
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

/** Whether a needle found at `at` counts: at a word start in word mode, as a whole word where it must be one. */
function fits(text: string, at: number, n: Needle, mode: MatchMode): boolean {
  if (mode === 'substring' && !n.marked) return true
  if (LETTER_OR_DIGIT.test(n.needle[0] ?? '') && !boundaryBefore(text, at)) return false
  return !n.whole || boundaryAfter(text, at + n.needle.length)
}

/**
 * Every place a normalized text holds one of the phrases: at word starts (`=phrase` also at a
 * word end), or anywhere in languages whose phrases match as substrings (there `=phrase` still
 * means the whole word). A needle that starts or ends with a non-letter (an emoji, "$", "/s")
 * needs no boundary on that side.
 */
export function findAll(text: string, phrases: readonly string[], lang: string, mode: MatchMode, key: string, wholeWords = false): Hit[] {
  const hits: Hit[] = []
  for (const n of needlesOf(phrases, lang, key, wholeWords)) {
    for (let at = text.indexOf(n.needle); at !== -1; at = text.indexOf(n.needle, at + 1)) {
      if (fits(text, at, n, mode)) hits.push({ phrase: n.phrase, at, end: at + n.needle.length })
    }
  }
  return hits.sort((a, b) => a.at - b.at)
}

export function holdsAny(text: string, phrases: readonly string[], lang: string, mode: MatchMode, key: string, wholeWords = false): boolean {
  for (const n of needlesOf(phrases, lang, key, wholeWords)) {
    for (let at = text.indexOf(n.needle); at !== -1; at = text.indexOf(n.needle, at + 1)) {
      if (fits(text, at, n, mode)) return true
    }
  }
  return false
}
