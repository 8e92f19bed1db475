import type { Phrasebook } from '../../phrasebooks/types'
import { findAll, type Hit } from '../match'
import { offsetsOf } from '../offsets'
import { FEATURES } from './features/index'
import type { FeatureBook } from './features/types'

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

const flat = new Map<string, { triggers: string[]; rowOf: number[] }>()

/** Every trigger of a language's feature words in one list, with the row each came from. */
function flattened(code: string, features: FeatureBook): { triggers: string[]; rowOf: number[] } {
  let found = flat.get(code)
  if (!found) {
    found = { triggers: [], rowOf: [] }
    for (const [row, [, , ...triggers]] of features.words.entries()) {
      for (const t of triggers) {
        found.triggers.push(t)
        found.rowOf.push(row)
      }
    }
    flat.set(code, found)
  }
  return found
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
  const { triggers, rowOf } = flattened(book.code, features)
  const found = features.words.map(([concept, display]) => ({ concept, display, hits: [] as Hit[] }))
  // One pass over the text for every feature word of the language, each hit filed under its row.
  for (const hit of findAll(norm, triggers, book.code, book.matching, 'features')) found[rowOf[hit.index] ?? 0]?.hits.push(hit)
  // Words inside a longer feature's name name no other feature ("Remove ads" is no "ads"), and a
  // word inside a feature already named is no second one ("导出" in "导出成PDF").
  const inLonger = (h: Hit) => found.some((x) => x.hits.some((o) => o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at))
  for (const { concept, display, hits } of found) {
    if (out.length >= MAX) break
    if (out.some((x) => x.concept === concept)) continue
    const hit = hits.find((h) => !inLonger(h) && !taken.some((t) => h.at >= t.at && h.end <= t.end))
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
