import { stripHtml } from './html'
import { graphemeBoundaries, segmenter } from './segmenters'

type FitCut = 'none' | 'sentence' | 'word' | 'grapheme'

export interface FitResult {
  text: string
  cut: FitCut
}

const ELLIPSIS = '…'
// What a cut should not leave dangling before the ellipsis.
const TRAILING_JUNK = /[\s,;:、，；：·\-–—(（[{«“‘"']+$/u

/** Plain text with tidy ends: HTML stripped, trailing spaces on lines removed. */
function tidy(text: string): string {
  return stripHtml(text)
    .replace(/[ \t]+\n/g, '\n')
    .trim()
}

/**
 * Shortens `text` to at most `limit` UTF-16 units (after stripping HTML): at the last sentence
 * boundary that keeps at least half the limit, else at a word boundary with an ellipsis, else
 * at a grapheme boundary. Boundaries come from Intl.Segmenter for `locale`, so CJK and Thai
 * (no spaces) cut between words and emoji, flags and combining marks are never split.
 */
export function fitToLimitDetailed(text: string, limit: number, locale = 'en'): FitResult {
  const plain = tidy(text)
  if (plain.length <= limit) return { text: plain, cut: 'none' }
  if (limit <= 0) return { text: '', cut: 'grapheme' }
  // Only boundaries up to the limit matter; a cluster never spans 256 code units in practice.
  const safe = graphemeBoundaries(plain.slice(0, limit + 256))
  if (plain.length > limit + 256) safe.delete(limit + 256)

  let sentence = ''
  for (const s of segmenter(locale, 'sentence').segment(plain)) {
    const end = s.index + s.segment.length
    if (!safe.has(end)) continue
    const candidate = plain.slice(0, end).trimEnd()
    if (candidate.length > limit) break
    sentence = candidate
  }
  if (sentence.length >= limit / 2) return { text: sentence, cut: 'sentence' }

  let word = ''
  if (limit >= 2) {
    for (const w of segmenter(locale, 'word').segment(plain)) {
      if (!w.isWordLike) continue
      const end = w.index + w.segment.length
      if (!safe.has(end)) continue
      const candidate = plain.slice(0, end).replace(TRAILING_JUNK, '')
      if (candidate.length + ELLIPSIS.length > limit) break
      word = candidate
    }
  }
  if (word.length > sentence.length) return { text: word + ELLIPSIS, cut: 'word' }
  if (sentence) return { text: sentence, cut: 'sentence' }

  // One enormous "word" (a URL, a run of emoji): cut between grapheme clusters.
  const room = limit >= 2 ? limit - ELLIPSIS.length : limit
  let end = 0
  for (const index of [...safe].sort((a, b) => a - b)) {
    if (index > room) break
    end = index
  }
  const head = plain.slice(0, end).replace(TRAILING_JUNK, '')
  return { text: limit >= 2 && head ? head + ELLIPSIS : head, cut: 'grapheme' }
}

export function fitToLimit(text: string, limit: number, locale = 'en'): string {
  return fitToLimitDetailed(text, limit, locale).text
}
