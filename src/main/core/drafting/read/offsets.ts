import { normalizeForMatch } from '../topics/normalize'

const UNIT = /\P{M}\p{M}*|\p{M}+/gsu

/**
 * Maps offsets in a folded text back to the text it was folded from. Folding keeps the length
 * nearly always; where it does not ("Spaß" → "spass", a decomposed accent), each letter with its
 * marks is folded alone to learn where it went. Null when the lengths cannot be matched up, so
 * callers fall back to not quoting rather than quoting the wrong letters.
 */
export function offsetsOf(
  text: string,
  foldedLength: number,
  lang: string,
): ((at: number) => number) | null {
  if (text.length === foldedLength) return (at) => at
  // Offsets into a recomposed text would not be offsets into this one.
  if (text.normalize('NFC') !== text) return null
  const starts: number[] = []
  for (const unit of text.matchAll(UNIT)) {
    const folded = normalizeForMatch(unit[0], lang).length
    for (let i = 0; i < folded; i++) starts.push(unit.index)
  }
  if (starts.length !== foldedLength) return null
  return (at) => (at >= starts.length ? text.length : (starts[at] ?? text.length))
}
