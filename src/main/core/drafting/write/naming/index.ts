import { de } from './de'
import { en } from './en'
import { es, fr, it, pt } from './languages'
import { bare, nl, sv } from './simple'
import { pl, ru, uk } from './slavic'
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
      const cited = naming.cite(split[1])
      return cited ? { ...cited, article: '', name: split[0] + cited.name, label: undefined } : null
    },
  }
}

/**
 * The languages whose lines name a thing without quotes, fitted to the word before it: an
 * article, a case ending or a contraction.
 */
export const NAMINGS: Record<string, Naming> = {
  de: withMore('de', de),
  en,
  es: withMore('es', es),
  fr: withMore('fr', fr),
  it: withMore('it', it),
  nl: withMore('nl', nl),
  pt: withMore('pt', pt),
  sv: withMore('sv', sv),
  pl: withMore('pl', pl),
  ru: withMore('ru', ru),
  uk: withMore('uk', uk),
  ja: bare,
  ko: bare,
}
