import { de } from './de'
import { en } from './en'
import { es, fr, it, pt } from './languages'
import { bare, nl, sv } from './simple'
import { pl, ru, uk } from './slavic'
import { numbered } from '../../read/things/number'
import type { Naming } from './types'

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
  de: counted(de, 'de'),
  en,
  es: counted(es, 'es'),
  fr: counted(fr, 'fr'),
  it: counted(it, 'it'),
  nl,
  pt: counted(pt, 'pt'),
  sv,
  pl,
  ru,
  uk,
  ja: bare,
  ko: bare,
}
