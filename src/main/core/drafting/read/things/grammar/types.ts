/**
 * What a language needs so noun phrases can be lifted out of a review without a tagger: the
 * words that never belong to one. Only languages written with spaces between words have one;
 * the others name things through their feature words (see `features/`).
 */
export interface PhraseGrammar {
  /** Articles, pronouns, prepositions, conjunctions, auxiliaries, adverbs, fillers, evaluations. */
  closed: ReadonlySet<string>
  verbs: ReadonlySet<string>
  /** Words a phrase may hold but never end with. */
  notHead: ReadonlySet<string>
  /** Words in -ing that name a feature ("syncing"); any other -ing word is a verb. Empty where -ing means nothing. */
  gerunds: ReadonlySet<string>
  /** Words that are no feature by themselves ("screen"), only as the end of one ("home screen"). */
  generic: ReadonlySet<string>
  /** A word ending in -ing right after one of these is a verb ("is showing", "keeps loading"). */
  auxiliaries: ReadonlySet<string>
  /** Subject pronouns: a word in -s right after one is its verb ("the way it | handles checklists"). */
  subjects?: ReadonlySet<string>
  /** Verbs that are a noun after a name ("the Garmin | sync", "Google Fit | sync"): part of the phrase there. */
  nounsAfterName?: ReadonlySet<string>
  /** How a reply refers to the phrase: "the " for "audio cues", nothing for "Strava". */
  articleFor: (phrase: string) => string
  /** The phrase as a name: a verb with its object becomes an activity ("lock single notes" → "locking single notes"). */
  asName: (phrase: string) => string
}
