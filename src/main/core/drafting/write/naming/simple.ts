import { nl as nlNouns } from '../../read/things/nouns/nl'
import { definite } from '../../read/things/nouns/sv'
import { articled, type Naming } from './types'

/** A name, a sum or a numbered thing ("Strava", "4,99 €", "Level 347"), which takes no article. */
const NAME = /^[\p{Lu}\p{N}\p{Sc}]|\d/u

/** A common noun that opened the reviewer's sentence is written small again ("Routekaart"). */
const small = (thing: string): string =>
  /^\p{Lu}\p{Ll}+$/u.test(thing.split(' ')[0] ?? '') && !/\s\p{Lu}/u.test(thing)
    ? thing.charAt(0).toLowerCase() + thing.slice(1)
    : thing

/** Dutch: "de" or "het" by the compound's last part ("de routekaart", "het trainingsschema"); nothing fuses. */
export const nl: Naming = {
  cite(thing) {
    const words = thing.split(/\s+/)
    // "vergrendelen van notities": a verb's noun, which takes "het".
    if (/^\p{Ll}{3,}en$/u.test(words[0] ?? '') && words[1] === 'van')
      return { article: 'het', name: thing, gender: 'n', plural: false }
    // The head is the last word before a qualifier ("donkere modus", "export naar Strava").
    const cut = words.findIndex((w, i) => i > 0 && /^(?:voor|naar|met|van|in|op|bij)$/u.test(w))
    const head = (cut === -1 ? words : words.slice(0, cut)).at(-1) ?? ''
    const noun = /^\d/.test(head) ? null : nlNouns.head(head)
    if (!noun)
      return NAME.test(thing) ? { article: '', name: thing, gender: null, plural: false } : null
    return {
      article: noun.gender === 'n' && !noun.plural ? 'het' : 'de',
      name: small(thing),
      gender: noun.gender,
      plural: noun.plural,
    }
  },
  // "je voortgang", "jouw notities": after a possessive the name takes no article.
  fit: (before, cited, repeated) =>
    NL_OWNED.test(before)
      ? repeated
        ? cited.name
        : `${before} ${cited.name}`
      : repeated
        ? articled(cited)
        : `${before} ${articled(cited)}`,
}

const NL_OWNED = /(?:^|\s)(?:je|jouw|uw)$/iu

/** Words that open a qualifier after a Swedish noun ("i mappen Jobb", "från 2023"). */
const SV_QUALIFIER = /^(?:i|från|på|med|till|för|under|av|om)$/u

/** Swedish: no article, but the definite ending ("om widgeten", "med påminnelserna"). */
export const sv: Naming = {
  cite(thing) {
    // "anteckningar i mappen Jobb": a noun the phrase opens with, before its qualifier, takes
    // the definite ending as a bare noun would ("anteckningarna i mappen Jobb").
    const [head, prep, ...rest] = thing.split(' ')
    const headForm =
      head && prep && SV_QUALIFIER.test(prep) && rest.length > 0 ? definite(head) : null
    if (headForm)
      return {
        article: '',
        name: small([headForm, prep, ...rest].join(' ')),
        gender: null,
        plural: false,
        label: thing,
      }
    // A phrase ("det mörka läget", "synkningen med klockan") or a numbered thing, as written.
    if (/\s/u.test(thing) || /\d$/u.test(thing))
      return { article: '', name: small(thing), gender: null, plural: false, label: thing }
    const form = definite(thing)
    if (form) return { article: '', name: small(form), gender: null, plural: false, label: thing }
    return /^\p{Lu}/u.test(thing) ? { article: '', name: thing, gender: null, plural: false } : null
  },
  fit: (before, cited, repeated) => (repeated ? cited.name : `${before} ${cited.name}`),
}

/**
 * A language whose names need neither article nor case after the word before them (Japanese,
 * Korean): the name stands bare in the sentence, and two are joined as the language joins
 * nouns ("音声ガイドとペース", "페이스와 워치 앱").
 */
export const bare: Naming = {
  cite: (thing) => ({ article: '', name: thing, gender: null, plural: false }),
  fit: (before, cited, repeated) => (repeated ? cited.name : `${before} ${cited.name}`),
}
