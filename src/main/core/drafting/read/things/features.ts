import type { Phrasebook } from '../../phrasebooks/types'
import { findAll } from '../match'
import { offsetsOf } from '../offsets'
import { FEATURES } from './features/index'

const LETTER = /[\p{L}\p{N}\p{M}-]/u
const MAX = 2

export interface FeatureHit {
  text: string
  concept: string
  /** The words of the review that revealed it. */
  matched: string
}

/** Extends a hit to the end of its last word, so "kalender" yields "Kalenderansicht". */
function surface(text: string, at: number, end: number, word: boolean): string {
  let stop = end
  if (word) while (stop < text.length && LETTER.test(text[stop] ?? '')) stop++
  return text.slice(at, stop).trim()
}

// A number after the word, not a measure or a time ("level 347", not "level 3.5" or "5:30").
const NUMBER_AFTER = /^\s?\d{1,5}(?![\d.,:%])/u

/** "Level 347": the word as written and the number after it, or '' when no number follows. */
function counted(text: string, at: number, end: number): string {
  const word = surface(text, at, end, true)
  const number = NUMBER_AFTER.exec(text.slice(at + word.length))
  return number ? text.slice(at, at + word.length + number[0].length).trim() : ''
}

/**
 * The features a clause names through the language's feature words: as the reviewer wrote
 * them where the language allows a quote, else in the phrasebook's own words.
 */
export function featuresIn(text: string, norm: string, book: Pick<Phrasebook, 'code' | 'matching'>): FeatureHit[] {
  const features = FEATURES[book.code]
  if (!features) return []
  const out: FeatureHit[] = []
  const taken: { at: number; end: number }[] = []
  // Where the folded hit lies in the written text; null when that cannot be told.
  const toText = offsetsOf(text, norm.length, book.code)
  for (const [row, [concept, display, ...triggers]] of features.words.entries()) {
    if (out.length >= MAX) break
    if (out.some((f) => f.concept === concept)) continue
    // A word inside a feature already named is no second one ("导出" in "导出成PDF").
    const hit = findAll(norm, triggers, book.code, book.matching, `feature:${row}`).find((h) => !taken.some((t) => h.at >= t.at && h.end <= t.end))
    if (!hit) continue
    taken.push(hit)
    const [at, end] = toText ? [toText(hit.at), toText(hit.end)] : [0, 0]
    const numbered = toText && features.counted?.includes(concept) ? counted(text, at, end) : ''
    const echoed = numbered || (features.echo && toText ? surface(text, at, end, book.matching === 'word') : '')
    // A name keeps its maker's spelling ("strava" → "Strava", "gps" → "GPS").
    const quote = echoed.toLowerCase() === display.toLowerCase() ? display : echoed
    out.push({ concept, text: quote.length > 1 ? quote : display, matched: toText ? text.slice(at, end) : hit.phrase })
  }
  return out
}
