import type { Gender } from '../../read/things/nouns/types'

/** A name as a reply cites it: the article it takes (maybe none), the name, and its noun's gender. */
export interface Cited {
  /** "le", "l'", "die"; empty for a name that takes none ("Strava", "Level 347"). */
  article: string
  name: string
  gender: Gender | null
  plural: boolean
  /** How it reads as a label, in parentheses or quotes, where it differs from `name` ("mynt", not "mynten"). */
  label?: string
}

/**
 * How one language puts a named thing into a reply's sentence: with the article its head noun
 * takes, fitted to the word before it (a contraction, a case), so no name is glued in bare.
 */
export interface Naming {
  /** The name in citation form with its article; null when its head noun is not known. */
  cite(thing: string): Cited | null
  /**
   * The words that stand for `before` and the name together: "de" + "le widget" → "du widget",
   * "bei" + "der Kalender" → "beim Kalender". `repeated` is a second name after a conjunction,
   * which takes the first one's preposition ("des modèles et du widget"): the text then stands
   * for the name alone.
   */
  fit(before: string, cited: Cited, repeated: boolean): string
}

/** The name with its article: "le widget", "l'export", "Strava". */
export function articled(cited: Cited): string {
  if (!cited.article) return cited.name
  return cited.article.endsWith("'")
    ? `${cited.article}${cited.name}`
    : `${cited.article} ${cited.name}`
}

/** A word as the one it replaces was written: "Du" for "De" at the start of a sentence. */
export function likeCase(word: string, model: string): string {
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word
}
