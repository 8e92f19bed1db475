/**
 * A wish for more of a thing ("mehr Level", "plus de thèmes", "¿van a sacar más niveles?",
 * "더 많은 스테이지"): it asks for more of what the app has, which no team Answer about how the
 * thing works answers (the Answer on keeping one's levels shares only the word "levels"), and the
 * reply names it with its "more" ("mehr Level"), not as the bare thing.
 */

/** The word for "more" before a thing, per language (all lower case, as the text is compared). */
const MORE_WORDS: Record<string, string> = {
  en: 'more|extra',
  de: 'noch mehr|mehr|weitere|weiteren|zusätzliche',
  fr: "plus de|plus d’|plus d'|davantage de|d’autres|d'autres",
  es: 'más|otros|otras',
  pt: 'mais',
  it: 'più|altri|altre',
  nl: 'meer|extra',
  pl: 'więcej|wiecej',
  ru: 'больше|побольше',
  uk: 'більше|побільше',
  tr: 'daha fazla|daha çok|daha cok',
  sv: 'fler|mer',
  id: 'lebih banyak|perbanyak',
  vi: 'thêm|nhiều',
  hi: 'और|ज़्यादा|ज्यादा|अधिक',
  ar: 'المزيد من|مزيد من',
  ja: 'もっと|さらに',
  ko: '더 많은|더많은|더',
  zh: '更多|多一些|多一点|多点|多些',
}

/** Languages whose "more" runs into the next word ("더많은", "更多关卡"); the rest write it apart. */
const TIGHT = new Set(['ja', 'ko', 'zh'])

/** One expression per language: `spaced` where "more" stands apart, `tight` where it runs on. */
const perLanguage = (
  spaced: (words: string) => RegExp,
  tight: (words: string) => RegExp,
): Record<string, RegExp> =>
  Object.fromEntries(
    Object.entries(MORE_WORDS).map(([code, words]) => [
      code,
      TIGHT.has(code) ? tight(words) : spaced(words),
    ]),
  )

/** "More" followed by a word: a wish for more of something. */
const MORE = perLanguage(
  (w) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${w})(?:\\s+|(?<=['’]))\\p{L}`, 'iu'),
  (w) => new RegExp(`(?:${w})\\s*\\p{L}`, 'u'),
)

/** Whether the wish's clauses ask for more of something. */
export function wishesMore(clauses: readonly string[], code: string): boolean {
  const more = MORE[code]
  return more !== undefined && clauses.some((c) => more.test(c))
}

/** "More" right before where a thing starts ("bitte mehr |Level"). */
const MORE_BEFORE = perLanguage(
  (w) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${w})(?:\\s+|(?<=['’]))$`, 'iu'),
  (w) => new RegExp(`(?:${w})\\s*$`, 'u'),
)

/**
 * The wished thing with the "more" the review put before it ("Level" in "bitte mehr Level!" →
 * "mehr Level"), as the review wrote both; the thing as it was otherwise. English names it so
 * when it reads the thing.
 */
export function withMore(thing: string, clauses: readonly string[], code: string): string {
  const before = MORE_BEFORE[code]
  // Japanese puts もっと before the verb, not the noun: "もっとステージの提案" is no name.
  if (!before || code === 'en' || code === 'ja' || thing === '') return thing
  const lower = thing.toLowerCase()
  for (const c of clauses) {
    const at = c.toLowerCase().indexOf(lower)
    if (at <= 0) continue
    const m = before.exec(c.slice(0, at))
    // "Meer levels aub!": the word for more is no noun, small in the middle of a line.
    if (m) return c.slice(m.index, at).toLocaleLowerCase(code) + thing
  }
  return thing
}

/** "More" where a name starts ("mehr |Level", "plus de |thèmes"). */
const MORE_START = perLanguage(
  (w) => new RegExp(`^(?:${w})(?:\\s+|(?<=['’]))(?=\\p{L})`, 'iu'),
  (w) => new RegExp(`^(?:${w})\\s*(?=\\p{L})`, 'u'),
)

/** A name that starts with "more", split in the two: ["plus de ", "thèmes"]; null for any other. */
export function splitMore(thing: string, code: string): [string, string] | null {
  const m = MORE_START[code]?.exec(thing)
  return m ? [m[0], thing.slice(m[0].length)] : null
}
