import { de as nouns } from '../../read/things/nouns/de'
import type { Gender } from '../../read/things/nouns/types'
import { likeCase, type Cited, type Naming } from './types'
import { isSum } from '../../read/things/amounts'

type Case = 'nom' | 'acc' | 'dat'

/** The case each preposition of the lines governs ("Kritik an" and "bei" take the dative). */
const CASES: Record<string, Case> = {
  mit: 'dat',
  bei: 'dat',
  zu: 'dat',
  von: 'dat',
  aus: 'dat',
  nach: 'dat',
  seit: 'dat',
  an: 'dat',
  in: 'dat',
  für: 'acc',
  über: 'acc',
  um: 'acc',
  durch: 'acc',
  ohne: 'acc',
  gegen: 'acc',
}

const ARTICLES: Record<Case, Record<Gender | 'p', string>> = {
  nom: { m: 'der', f: 'die', n: 'das', p: 'die' },
  acc: { m: 'den', f: 'die', n: 'das', p: 'die' },
  dat: { m: 'dem', f: 'der', n: 'dem', p: 'den' },
}

const FUSED: Record<string, string> = {
  'bei dem': 'beim',
  'zu dem': 'zum',
  'zu der': 'zur',
  'von dem': 'vom',
  'an dem': 'am',
  'in dem': 'im',
}

/** A name in camel case ("iPad-App", "iCloud-Sync"): a noun, though it starts with a small letter. */
const CAMEL = /^\p{Ll}+\p{Lu}/u

/** An adjective after the definite article: "-e" in the nominative singular and where the accusative is alike, else "-en". */
function weak(adjective: string, form: Case, gender: Gender | 'p'): string {
  const stem = adjective.replace(/(?:e|es|er|en|em)$/u, '')
  const e = gender !== 'p' && (form === 'nom' || (form === 'acc' && gender !== 'm'))
  return `${stem}${e ? 'e' : 'en'}`
}

/**
 * The name's words in a case: its adjectives ("tägliche") and its nouns ("Dark Mode"), with the
 * dative plural's "-n" ("den Ordnern"); what follows the nouns ("für den Editor") keeps its own.
 */
function decline(cited: Cited, form: Case): { article: string; name: string } {
  const gender: Gender | 'p' = cited.plural ? 'p' : (cited.gender ?? 'n')
  const words = cited.name.split(' ')
  let i = 0
  const out: string[] = []
  for (; i < words.length && /^\p{Ll}/u.test(words[i] ?? '') && !CAMEL.test(words[i] ?? ''); i++)
    out.push(weak(words[i] ?? '', form, gender))
  let last = i
  for (
    ;
    i < words.length && (/^[\p{Lu}\d]/u.test(words[i] ?? '') || CAMEL.test(words[i] ?? ''));
    i++
  ) {
    out.push(words[i] ?? '')
    last = i
  }
  if (form === 'dat' && gender === 'p' && last < out.length) {
    const noun = out[last] ?? ''
    if (!/[ns]$/u.test(noun)) out[last] = `${noun}n`
  }
  return { article: ARTICLES[form][gender], name: [...out, ...words.slice(i)].join(' ') }
}

/** "der Kalender", "die Suche", "das Widget"; declined and fused after "bei", "zu", "für"… */
export const de: Naming = {
  cite(thing) {
    const words = thing.split(/\s+/)
    // The head is the last of the capitalised words; a name with a number ("Level 347") or
    // none of the table's nouns ("Strava", "Premium") takes no article.
    let end = words.findIndex(
      (w, i) =>
        i > 0 && /^\p{Ll}/u.test(w) && !CAMEL.test(w) && /^[\p{Lu}\d]/u.test(words[i - 1] ?? ''),
    )
    if (end === -1) end = words.length
    const head = words[end - 1] ?? ''
    const noun = /^\d/.test(head) ? null : nouns.head(head)
    if (!noun) return { article: '', name: thing, gender: null, plural: false }
    return {
      article: ARTICLES.nom[noun.plural ? 'p' : noun.gender],
      name: thing,
      gender: noun.gender,
      plural: noun.plural,
    }
  },
  fit(before, cited, repeated) {
    const prep = before.toLowerCase()
    // A sum is charged "über" ("eine Abbuchung über 24,99 €"), never "für" or "von".
    if (isSum(cited.name) && (prep === 'für' || prep === 'von'))
      return repeated ? cited.name : `${likeCase('über', before)} ${cited.name}`
    if (!cited.article) return repeated ? cited.name : `${before} ${cited.name}`
    const { article, name } = decline(cited, CASES[prep] ?? 'nom')
    const fused = FUSED[`${prep} ${article}`]
    if (repeated) return `${article} ${name}`
    return fused ? `${likeCase(fused, before)} ${name}` : `${before} ${article} ${name}`
  },
}
