import { normalizeForMatch } from '../topics/normalize'

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u

export type MatchMode = 'word' | 'substring'

export interface Hit {
  phrase: string
  /** The phrase's place in the list it came from. */
  index: number
  at: number
  end: number
}

/** A phrase list compiled for one language: normalized once, whole-word phrases marked. */
interface Needle {
  phrase: string
  index: number
  needle: string
  whole: boolean
  /** Written `=word`: a whole word even where phrases match anywhere (Arabic "=بس" is not in "بسيط"). */
  marked: boolean
}

/** A phrase list compiled for one language, its needles grouped by their first code unit. */
type Compiled = Map<number, Needle[]>

// Per language, per list: two lookups and no string building, as this runs for every list of
// every clause.
const compiled = new Map<string, Map<string, Compiled>>()

function needlesOf(phrases: readonly string[], lang: string, key: string, wholeWords: boolean): Compiled {
  let lists = compiled.get(lang)
  if (!lists) compiled.set(lang, (lists = new Map()))
  const listKey = wholeWords ? `${key}\u0000whole` : key
  let found = lists.get(listKey)
  if (!found) {
    found = new Map()
    for (const [index, phrase] of phrases.entries()) {
      const marked = phrase.startsWith('=')
      // "need a" must not find "need access": a phrase of several words ending in a short one
      // ends at a word end.
      const words = phrase.trim().split(/\s+/)
      const whole = wholeWords || marked || (words.length > 1 && (words[words.length - 1] ?? '').length <= 2)
      const needle = normalizeForMatch(marked ? phrase.slice(1) : phrase, lang)
      if (needle.length === 0) continue
      const first = needle.charCodeAt(0)
      const bucket = found.get(first)
      if (bucket) bucket.push({ phrase, index, needle, whole, marked })
      else found.set(first, [{ phrase, index, needle, whole, marked }])
    }
    lists.set(listKey, found)
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
  // A needle that ends in an apostrophe or a sign ("bande d'", "$") ends where its next word starts.
  return !n.whole || !LETTER_OR_DIGIT.test(n.needle[n.needle.length - 1] ?? '') || boundaryAfter(text, at + n.needle.length)
}

const startsCache = new Map<string, Int32Array>()

/**
 * Where a needle can start in word mode: at word starts, and at any sign that is no letter and
 * no space (an emoji, "$", "/s"). A needle that starts with a letter fits nowhere else, so the
 * rest of the text is never looked at. Texts are read list after list, so this is kept a while.
 */
function wordStarts(text: string): Int32Array {
  let found = startsCache.get(text)
  if (found) return found
  const out: number[] = []
  let previousLetter = false
  for (let at = 0; at < text.length; at++) {
    const c = text[at] ?? ''
    const letter = LETTER_OR_DIGIT.test(c)
    if ((letter && !previousLetter) || (!letter && c !== ' ')) out.push(at)
    previousLetter = letter
  }
  found = Int32Array.from(out)
  if (startsCache.size > 256) startsCache.clear()
  startsCache.set(text, found)
  return found
}

/**
 * The needles that fit at `at`: pushed onto `out`, or, without `out`, whether any does. Plain
 * loops, no closures: this runs for every list of every clause of every review.
 */
function fitAt(text: string, needles: Compiled, mode: MatchMode, at: number, out: Hit[] | null): boolean {
  const bucket = needles.get(text.charCodeAt(at))
  if (!bucket) return false
  for (const n of bucket) {
    if (!text.startsWith(n.needle, at) || !fits(text, at, n, mode)) continue
    if (!out) return true
    out.push({ phrase: n.phrase, index: n.index, at, end: at + n.needle.length })
  }
  return false
}

/** Runs `fitAt` over the places a needle can start; stops at the first fit when there is no `out`. */
function scan(text: string, needles: Compiled, mode: MatchMode, out: Hit[] | null): boolean {
  if (mode === 'word') {
    for (const at of wordStarts(text)) if (fitAt(text, needles, mode, at, out)) return true
  } else {
    for (let at = 0; at < text.length; at++) if (fitAt(text, needles, mode, at, out)) return true
  }
  return false
}

/**
 * Every place a normalized text holds one of the phrases: at word starts (`=phrase` also at a
 * word end), or anywhere in languages whose phrases match as substrings (there `=phrase` still
 * means the whole word). A needle that starts or ends with a non-letter (an emoji, "$", "/s")
 * needs no boundary on that side. Hits come in the order of the text.
 */
export function findAll(text: string, phrases: readonly string[], lang: string, mode: MatchMode, key: string, wholeWords = false): Hit[] {
  const hits: Hit[] = []
  scan(text, needlesOf(phrases, lang, key, wholeWords), mode, hits)
  return hits
}

export function holdsAny(text: string, phrases: readonly string[], lang: string, mode: MatchMode, key: string, wholeWords = false): boolean {
  return scan(text, needlesOf(phrases, lang, key, wholeWords), mode, null)
}
