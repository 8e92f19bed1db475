/**
 * Closing marks a named thing may end in ("“광고”", "「설정」"), and the mark that ends a name a
 * line will hold (`referIn`), passed over to find its last sound.
 */
const CLOSING = /[\s"'”’」』»)\]\uE001]+$/u

/**
 * The particle that joins a Korean word to the next: 과 after a closed syllable ("디자인과"), 와
 * after an open one ("광고와"). A word not ending in Hangul ("Premium") has no sure sound, so
 * none: the list takes a comma there instead.
 */
function particleAfter(word: string): string | null {
  const last = word.replace(CLOSING, '').at(-1)
  const code = last?.codePointAt(0) ?? 0
  if (code < 0xac00 || code > 0xd7a3) return null
  return (code - 0xac00) % 28 === 0 ? '와' : '과'
}

/**
 * Items listed as Korean is written ("광고와 디자인", "광고, 디자인과 가격"), not with "및", the
 * "and" of forms and notices that Intl's list gives and that reads stiff in a reply to a person.
 */
export function koreanList(items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  const head = items.slice(0, -2)
  const [before, last] = items.slice(-2) as [string, string]
  const particle = particleAfter(before)
  const pair = particle ? `${before}${particle} ${last}` : `${before}, ${last}`
  return [...head, pair].join(', ')
}
