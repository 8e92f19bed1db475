import { en as grammar } from '../../read/things/grammar/en'
import { isService } from '../../read/things/qualifiers'
import type { Naming } from './types'
import { isSum } from '../../read/things/amounts'

/** A name that already has its determiner ("the pause button", "my widget"). */
const DETERMINED = /^(?:the|my|your|our|this|that|these|those|a|an)\s/i
/** Words that end the head of a name ("dark mode for the widget"). */
const AFTER_HEAD = /^(?:for|of|in|on|with|to|from|by|at|before|after|during|while)$/u

/** Heads that are no countable thing ("Garmin support", "interval training"): no "a" before them. */
const MASS =
  /^(?:support|training|integration|compatibility|sync|access|storage|feedback|music|audio|data|info|information|help|tracking|sharing|syncing|backup|weather|elevation|cadence|pace|distance|progress|time)$/iu

/** An activity ("route planning", "voice coaching"); not a thing named with -ing ("a setting", "a ring"). */
const ACTIVITY =
  /^(?!(?:setting|recording|drawing|painting|heading|ranking|listing|meeting|booking|opening|warning|ending|building|offering|thing|something|string|ring|king|wing|swing|spring|sibling|pudding|ceiling|earring|sling)$)\p{Ll}{2,}ing$/u

/** The name's head: its last word before what qualifies it ("dark mode for the widget"). */
function headOf(name: string): string {
  const words = name.split(' ')
  const cut = words.findIndex((w, i) => i > 0 && AFTER_HEAD.test(w))
  return (cut === -1 ? words : words.slice(0, cut)).at(-1) ?? ''
}

/** A plural head ("cues", "notifications"); not "progress", "status", nor a name in capitals ("GPS"). */
const pluralHead = (head: string): boolean => /^\p{Ll}.*[^su]s$/u.test(head)

/** A wished-for thing is not known to the reader: "a dark mode", "an offline mode"; "more levels" and plurals take none. */
function indefinite(name: string): string {
  const head = headOf(name)
  if (pluralHead(head) || MASS.test(head) || ACTIVITY.test(head)) return name
  return `${/^[aeiou]/iu.test(name) ? 'an' : 'a'} ${name}`
}

/**
 * English: "the" where the grammar gives it (never before a name, a number or a gerund), "a"
 * after "suggesting" (the thing does not exist yet), and a sum charged without "for" ("charged
 * $9.99", "a charge of $2.99") where a plan is charged for ("charged for StrideRun Plus").
 */
export const en: Naming = {
  cite(thing) {
    const article = DETERMINED.test(thing) ? '' : grammar.articleFor(thing).trim()
    return { article, name: thing, gender: null, plural: pluralHead(headOf(thing)) }
  },
  fit(before, cited, repeated) {
    const prep = before.toLowerCase()
    const said = (text: string): string => (repeated ? text : `${before} ${text}`)
    if (prep === 'suggesting' && cited.article === 'the') return said(indefinite(cited.name))
    // "Thanks for suggesting Garmin support", never a bare "suggesting Garmin".
    if (prep === 'suggesting' && isService(cited.name)) return said(`${cited.name} support`)
    const named = cited.article ? `${cited.article} ${cited.name}` : cited.name
    if (isSum(cited.name)) {
      if (prep === 'for') return repeated ? cited.name : `of ${cited.name}`
      return said(cited.name)
    }
    if (prep === 'charged') return repeated ? named : `${before} for ${named}`
    return said(named)
  },
}
