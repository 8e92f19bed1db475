import { NOUNS } from './nouns'

/**
 * The number a review shows by its article where the noun does not show it: "i promemoria",
 * "die Filter", "le modalità" are plural, though the word is the singular's too. The reply's
 * naming takes the thing as singular unless told, so the article the reviewer wrote is kept at
 * the front of the thing's text ("i promemoria") for the naming to read (see `numbered` in
 * write/naming) and for nothing else: `unnumbered` takes it off again.
 */

// A plural article (or a partitive, said as the definite article) right before the name.
const PLURAL: Record<string, Record<string, string>> = {
  it: { i: 'i', gli: 'gli', le: 'le', dei: 'i', degli: 'gli', delle: 'le' },
  es: { los: 'los', las: 'las' },
  pt: { os: 'os', as: 'as' },
  fr: { les: 'les', des: 'les' },
  de: { die: 'die' },
}
const BEFORE = /(?<![\p{L}'’])(\p{L}+)\s+$/u
/** The reviewer's own word where the thing starts. */
const OWN_WORD = /^[\p{L}\p{M}-]+/u

/**
 * The plural article to keep before a thing named at `at` in `text` (with a space), or '' where
 * the review shows no plural the noun itself does not: a plural article before a head noun the
 * language's nouns take as singular. German "die" is plural only before a noun that is not
 * feminine.
 */
export function pluralShown(text: string, at: number, named: string, code: string): string {
  const articles = PLURAL[code]
  const nouns = NOUNS[code]
  if (!articles || !nouns) return ''
  const written = BEFORE.exec(text.slice(0, at))?.[1]?.toLowerCase() ?? ''
  const article = articles[written]
  if (!article) return ''
  // The head: the first word, or in German the last capitalised one before a small word
  // ("Schriftgröße | im Editor").
  const words = named.split(/\s+/)
  const cut = words.findIndex((w) => /^\p{Ll}/u.test(w))
  const head =
    (code === 'de' ? words.slice(0, cut === -1 ? undefined : cut).at(-1) : words[0]) ?? ''
  const noun = nouns.head(head)
  if (!noun || noun.plural || (code === 'de' && noun.gender === 'f')) return ''
  // German "die" agrees with the word the reviewer wrote after it: "die werbefreie Version",
  // "die Werbung" are singular, whatever the reply names the thing. Plural only before a noun
  // of theirs that is not feminine ("die Wecker").
  if (code === 'de') {
    const own = nouns.head(OWN_WORD.exec(text.slice(at))?.[0] ?? '')
    if (!own || (!own.plural && own.gender === 'f')) return ''
  }
  return `${article} `
}

const LEAD: Record<string, RegExp> = Object.fromEntries(
  Object.entries(PLURAL).map(([code, table]) => [
    code,
    new RegExp(`^(${[...new Set(Object.values(table))].join('|')}) (?=\\S)`, 'u'),
  ]),
)

/** A thing's text split into the plural article kept before it, if any, and the name. */
export function numbered(thing: string, code: string): { article: string; name: string } {
  const m = LEAD[code]?.exec(thing)
  return m ? { article: m[1] ?? '', name: thing.slice(m[0].length) } : { article: '', name: thing }
}

/** The thing's text without the article kept for its number, for everything but the naming. */
export const unnumbered = (thing: string, code: string): string => numbered(thing, code).name
