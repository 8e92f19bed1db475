import { de } from './de'
import { en } from './en'
import { es, fr, it, pt } from './languages'
import { bare, nl, sv } from './simple'
import { pl, ru, uk } from './slavic'
import { numbered } from '../../read/things/number'
import type { Naming } from './types'
import { splitMore } from '../../read/things/more'

/**
 * "mehr Level", "plus de thèmes": a name that starts with "more" takes no article, and its
 * noun says the rest ("de plus de thèmes", not "du plus de thèmes").
 */
function withMore(code: string, naming: Naming): Naming {
  return {
    ...naming,
    cite(thing) {
      const split = splitMore(thing, code)
      if (!split) return naming.cite(thing)
      // Swedish says "the" with an ending ("nivåerna"), which "fler" never takes: "fler nivåer".
      const cited =
        code === 'sv'
          ? { article: '', name: split[1], gender: null, plural: true }
          : naming.cite(split[1])
      return cited ? { ...cited, article: '', name: split[0] + cited.name, label: undefined } : null
    },
  }
}

/**
 * A naming that takes the number the review showed by its article ("i promemoria", "die
 * Filter"): kept at the front of the thing's text by the reading, taken as its plural article.
 */
function counted(naming: Naming, code: string): Naming {
  return {
    ...naming,
    cite(thing) {
      const { article, name } = numbered(thing, code)
      const cited = naming.cite(name)
      return article && cited?.article ? { ...cited, article, plural: true } : cited
    },
  }
}

/**
 * The languages whose lines name a thing without quotes, fitted to the word before it: an
 * article, a case ending or a contraction.
 */
export const NAMINGS: Record<string, Naming> = {
  de: withMore('de', counted(de, 'de')),
  en,
  es: withMore('es', counted(es, 'es')),
  fr: withMore('fr', counted(fr, 'fr')),
  it: withMore('it', counted(it, 'it')),
  nl: withMore('nl', nl),
  pt: withMore('pt', counted(pt, 'pt')),
  sv: withMore('sv', sv),
  pl: withMore('pl', pl),
  ru: withMore('ru', ru),
  uk: withMore('uk', uk),
  ja: bare,
  ko: bare,
}
