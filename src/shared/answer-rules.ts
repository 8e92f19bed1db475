/**
 * The rules of an Answer's text that need nothing but the text, shared by the contract's schema
 * (so every problem comes back at once, at its field) and the settings form.
 */

/**
 * An `[answer: …]` slot marks what a person still has to write; in an Answer it would go out
 * in a public reply as it is. Spaces and case do not hide one.
 */
export const hasAnswerSlot = (text: string): boolean => /\[\s*answer\s*:/iu.test(text)

/**
 * Keywords or example questions as people type them: trimmed, inner runs of spaces made one,
 * empty ones dropped and duplicates (ignoring case) kept once, in their first spelling.
 */
export function cleanPhrases(list: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of list) {
    const phrase = raw.replace(/\s+/gu, ' ').trim()
    const key = phrase.toLocaleLowerCase()
    if (!phrase || seen.has(key)) continue
    seen.add(key)
    out.push(phrase)
  }
  return out
}
