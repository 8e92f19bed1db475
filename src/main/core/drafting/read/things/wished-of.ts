/**
 * "wish the dark mode was actually dark", "i wish the widget were bigger", "wish the audio cues
 * could be louder": an English wish put as a clause about a thing the app already has. The
 * clause is no name, but its subject is what the wish is about, and a reply names that ("your
 * suggestion for the dark mode") instead of thanking for "the suggestion" alone.
 */

/** The wish opens with the thing (its determiner, if the wish kept one), then a verb said of it. */
const SUBJECT =
  /^(?:(?:the|my|your|this|that|these|those)\s+)?((?:[\p{L}\d-]+\s+){0,3}?[\p{L}\d-]+)\s+(?:was|were|is|are|would|could|should|had|has|have|will|can|did|does|got|gets)(?![\p{L}'])/iu

/** Words that make no name of their own: "the app was", "the whole thing was", "the one I". */
const NO_NAME =
  /^(?:app|apps|game|games|thing|things|one|ones|it|everything|whole thing|whole app|rest|way|same|price|prices|ads?)$/iu

/** The thing an English clause-wish is about, as written without its determiner, or null. */
export function wishedOf(
  wish: string,
  grammar: { closed: ReadonlySet<string>; verbs: ReadonlySet<string> },
): string | null {
  const m = SUBJECT.exec(wish)
  const phrase = m?.[1]
  if (!phrase || NO_NAME.test(phrase)) return null
  const words = phrase.toLowerCase().split(/\s+/u)
  // "the way i | was", "the fact that it | was": a subject holding a pronoun or a verb is no name.
  if (words.some((w) => grammar.closed.has(w) || grammar.verbs.has(w))) return null
  return phrase
}
