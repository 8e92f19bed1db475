import type { Phrasebook } from '../../phrasebooks/types'
import { findAll, type Hit } from '../match'
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
export function featuresIn(text: string, norm: string, book: Phrasebook): FeatureHit[] {
  const features = FEATURES[book.code]
  if (!features) return []
  const out: FeatureHit[] = []
  const sameLength = norm.length === text.length
  const found = features.words.map(([concept, display, ...triggers]) => ({
    concept,
    display,
    hits: findAll(norm, triggers, book.code, book.matching, `feature:${concept}`),
  }))
  // Words inside a longer feature's name name no other feature ("Remove ads" is no "ads").
  const inLonger = (h: Hit) => found.some((f) => f.hits.some((o) => o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at))
  for (const { concept, display, hits } of found) {
    if (out.length >= MAX) break
    const hit = hits.find((h) => !inLonger(h))
    if (!hit || out.some((f) => f.concept === concept)) continue
    const echoed = features.echo && sameLength ? surface(text, hit.at, hit.end, book.matching === 'word') : ''
    out.push({ concept, text: echoed.length > 1 ? echoed : display, matched: sameLength ? text.slice(hit.at, hit.end) : hit.phrase })
  }
  return out
}
