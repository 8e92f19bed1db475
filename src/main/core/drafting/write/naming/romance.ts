import type { NounBook } from '../../read/things/nouns/types'
import { articled, likeCase, type Naming } from './types'

/** A name, a sum or a numbered thing ("Strava", "4,99 €", "Level 347"), which takes no article. */
const NAME = /^[\p{Lu}\p{N}\p{Sc}]|\d/u

/** What a Romance language needs to put an article on a name and fit it after a preposition. */
export interface RomanceRules {
  nouns: NounBook
  /** The definite article for a noun, given the word it will stand before. */
  article(gender: 'm' | 'f', plural: boolean, next: string): string
  /** A preposition and an article that fuse ("de le" → "du"), keyed "de le". */
  contractions: Record<string, string>
  /** Prepositions said again before a second name ("des modèles et du widget"). */
  repeated: ReadonlySet<string>
  /** Adjectives that stand before the head noun ("nouveau design", "nueva interfaz"). */
  before: ReadonlySet<string>
  /** An infinitive, which takes no article ("tu idea de poner colores a las carpetas"). */
  verb: RegExp
  /** "de" before a vowel without an article ("d'Apple Watch"). */
  elide?: (prep: string, name: string) => string | null
}

/** Names in French, Spanish, Italian and Portuguese: an article by the head noun, contracted after "de", "à", "di", "em"… */
export function romance(rules: RomanceRules): Naming {
  return {
    cite(thing) {
      const words = thing.split(/\s+/)
      let i = 0
      while (i < words.length - 1 && rules.before.has((words[i] ?? '').toLowerCase())) i++
      const head = words[i] ?? ''
      const noun = rules.nouns.head(head)
      // A name ("Strava", "Apple Watch", "Premium") takes no article; a common noun that opened
      // the reviewer's sentence ("Rappels") is written small again.
      if (!noun)
        return NAME.test(thing) || rules.verb.test(head)
          ? { article: '', name: thing, gender: null, plural: false }
          : null
      const name =
        /^\p{Lu}\p{Ll}/u.test(thing) && !/\p{Lu}/u.test(thing.slice(1))
          ? thing.charAt(0).toLowerCase() + thing.slice(1)
          : thing
      const gender = noun.gender === 'f' ? 'f' : 'm'
      return {
        article: rules.article(gender, noun.plural, name),
        name,
        gender,
        plural: noun.plural,
      }
    },
    fit(before, cited, repeated) {
      const prep = before.toLowerCase()
      const fused = cited.article
        ? rules.contractions[`${prep} ${cited.article.toLowerCase()}`]
        : undefined
      if (fused)
        return `${likeCase(fused, repeated ? '' : before)}${fused.endsWith("'") ? '' : ' '}${cited.name}`
      const elided = !cited.article && rules.elide ? rules.elide(prep, cited.name) : null
      if (elided) return repeated ? elided : likeCase(elided, before)
      if (repeated) return rules.repeated.has(prep) ? `${prep} ${articled(cited)}` : articled(cited)
      return `${before} ${articled(cited)}`
    },
  }
}
