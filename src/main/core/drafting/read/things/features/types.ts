/**
 * Feature words of one language: `[concept, how a reply names it, ...words that reveal it]`.
 * Words match like cues (at word starts; anywhere in languages without spaces). A concept may
 * have several rows, so the name a reply uses follows the reviewer's own choice of words.
 */
type FeatureWords = readonly (readonly [concept: string, display: string, ...triggers: string[]])[]

export interface FeatureBook {
  words: FeatureWords
  /**
   * Quote the reviewer's own word ("Kalenderansicht") rather than the display form: right for
   * languages that glue words together or barely inflect; wrong where a quote would keep a case
   * ending that does not fit the reply.
   */
  echo: boolean
  /**
   * Concepts a number right after the word picks one of ("Level 347", "nivel 512"): the reply
   * quotes the word as written with its number, whatever `echo` says.
   */
  counted?: readonly string[]
  /**
   * How a reply names a counted thing where the word takes a case ending in the review ("na
   * poziomie 212" → "poziom {n}", "340. bölümde" → "{n}. bölüm"); without it, the word as written.
   */
  countedAs?: string
  /** Triggers that name a counted concept only with a number ("màn 150", never "màn hình"). */
  numbered?: readonly string[]
  /**
   * What stands right before a word that is then the verb sharing the noun's form ("il compte",
   * "ça compte": counts, not the account). Tested on the folded text that ends at the word.
   */
  verbAfter?: RegExp
}
