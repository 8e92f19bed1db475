import type { Phrasebook } from '../phrasebooks/types'
import { normalizeForMatch } from '../topics/normalize'

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u
const needles = new Map<string, string>()

function needleOf(phrase: string, lang: string): string {
  const key = `${lang}\u0000${phrase}`
  let needle = needles.get(key)
  if (needle === undefined) {
    needle = normalizeForMatch(phrase, lang)
    needles.set(key, needle)
  }
  return needle
}

/**
 * Whether a normalized text holds a phrase: anywhere in languages written without spaces, else
 * at a word start (`=phrase` also needs a word end), so "add" does not match "madder".
 */
function holds(normalized: string, phrase: string, book: Phrasebook): boolean {
  const exact = phrase.startsWith('=')
  const needle = needleOf(exact ? phrase.slice(1) : phrase, book.code)
  if (book.matching === 'substring') return normalized.includes(needle)
  for (let at = normalized.indexOf(needle); at !== -1; at = normalized.indexOf(needle, at + 1)) {
    const before = at > 0 ? normalized[at - 1] : undefined
    if (before !== undefined && LETTER_OR_DIGIT.test(before)) continue
    const after = normalized[at + needle.length]
    if (exact && after !== undefined && LETTER_OR_DIGIT.test(after)) continue
    return true
  }
  return false
}

export function holdsAny(
  normalized: string,
  phrases: readonly string[],
  book: Phrasebook,
): boolean {
  return phrases.some((p) => holds(normalized, p, book))
}
