import type { Phrasebook } from '../../phrasebooks/types'
import { findAll } from '../match'
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

/**
 * The features a clause names through the language's feature words: as the reviewer wrote
 * them where the language allows a quote, else in the phrasebook's own words.
 */
export function featuresIn(text: string, norm: string, book: Pick<Phrasebook, 'code' | 'matching'>): FeatureHit[] {
  const features = FEATURES[book.code]
  if (!features) return []
  const out: FeatureHit[] = []
  const taken: { at: number; end: number }[] = []
  const sameLength = norm.length === text.length
  for (const [row, [concept, display, ...triggers]] of features.words.entries()) {
    if (out.length >= MAX) break
    if (out.some((f) => f.concept === concept)) continue
    // A word inside a feature already named is no second one ("导出" in "导出成PDF").
    const hit = findAll(norm, triggers, book.code, book.matching, `feature:${row}`).find((h) => !taken.some((t) => h.at >= t.at && h.end <= t.end))
    if (!hit) continue
    taken.push(hit)
    const echoed = features.echo && sameLength ? surface(text, hit.at, hit.end, book.matching === 'word') : ''
    out.push({ concept, text: echoed.length > 1 ? echoed : display, matched: sameLength ? text.slice(hit.at, hit.end) : hit.phrase })
  }
  return out
}
