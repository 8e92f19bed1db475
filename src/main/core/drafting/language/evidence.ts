/** What detection found: a language, and whether the text says so plainly enough to overrule a store. */
export interface Detection {
  /** BCP-47 tag (`en`, `pt`, `zh-Hant`), or null when the text is too short or too mixed to tell. */
  language: string | null
  /**
   * The text leaves no real doubt: a writing system only that language uses, its own letters, or
   * several of its own words with a clear lead over every other language. A store's language
   * field (the reviewer's device language on Google Play) gives way only to a sure detection.
   */
  sure: boolean
}

export const UNTOLD: Detection = { language: null, sure: false }

export const found = (language: string | null, sure: boolean): Detection => ({
  language,
  sure: language !== null && sure,
})

/** The language with the most words from its list, when it has at least `min` and strictly leads. */
export function wordVote(
  tokens: readonly string[],
  lists: Record<string, Set<string>>,
  min: number,
): string | null {
  const scores = Object.entries(lists)
    .map(([lang, words]) => [lang, tokens.filter((t) => words.has(t)).length] as const)
    .sort((a, b) => b[1] - a[1])
  const [top, second] = scores
  return top && top[1] >= min && top[1] > (second?.[1] ?? 0) ? top[0] : null
}
