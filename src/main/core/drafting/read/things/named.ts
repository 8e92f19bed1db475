import type { Phrasebook } from '../../phrasebooks/types'
import type { RawClause } from '../clauses'
import type { Clause, Intent, NamedThing } from '../types'
import { amountsIn } from './amounts'
import { devicesIn, systemsIn, versionIn } from './devices'
import { featuresIn } from './features'
import { GRAMMARS } from './grammar'
import { nounPhrases } from './phrases'

const DETERMINER = /(?:^|\s)(?:the|my|your|this|that|our|these|those|their|his|her|its)\s+$/iu
const PER_CLAUSE = 2

/** The intent a thing in this clause is named for: the clause's most serious. */
function intentOf(clause: Clause): Intent {
  return clause.intents[0] ?? (clause.polarity > 0 ? 'praise' : 'complaint')
}

/** The text with the spans blanked out, keeping its length so offsets still match the clause's. */
function masked(text: string, spans: readonly string[]): string {
  let out = text
  for (const s of spans) out = out.split(s).join(','.padEnd(s.length, ' '))
  return out
}

/**
 * How much a noun phrase looks like the name of a feature rather than any noun: "the hammer
 * booster" (a determiner, two words) is one; "corners" is not.
 */
function score(phrase: string, clause: string): number {
  const at = clause.indexOf(phrase)
  const before = clause.slice(0, Math.max(0, at))
  const words = phrase.split(/\s+/)
  let s = 0
  if (DETERMINER.test(before)) s += 2
  if (words.length > 1) s += 2
  if (/^\p{Lu}\p{Ll}/u.test(phrase) && at > 0 && !/[.!?]\s*$/u.test(before)) s += 1
  if (before.trim().length === 0 || /^(?:also|and|but|the|my)?\s*$/iu.test(before.trim())) s += 2
  if (words.length === 1 && phrase.length < 4) s -= 2
  if (words.length === 1 && phrase === phrase.toUpperCase()) s -= 2
  return s
}

/**
 * The concrete things a review names, clause by clause: devices, systems and versions in any
 * language; features from the phrasebook's feature words; and, where the language has a
 * grammar, the reviewer's own noun phrases when they read as a name.
 */
export function namedThings(raw: readonly RawClause[], clauses: readonly Clause[], book: Phrasebook): NamedThing[] {
  const out: NamedThing[] = []
  const add = (thing: NamedThing) => {
    const key = thing.text.toLowerCase()
    if (out.some((t) => t.text.toLowerCase() === key || (t.kind !== 'version' && t.text.toLowerCase().includes(key)))) return
    out.push(thing)
  }
  const grammar = GRAMMARS[book.code]
  raw.forEach((r, i) => {
    const clause = clauses[i] as Clause
    const intent = intentOf(clause)
    const base = { polarity: clause.polarity, intent, concept: null }
    const devices = devicesIn(r.text)
    const systems = systemsIn(r.text)
    const version = versionIn(r.text)
    for (const d of devices) add({ ...base, kind: 'device', text: d })
    for (const s of systems) add({ ...base, kind: 'os', text: s })
    if (version) add({ ...base, kind: 'version', text: version })
    // A sum is the charge only where the clause is about one ("€5 a month is too much" is not).
    if (clause.intents.includes('billing')) for (const a of amountsIn(r.text)) add({ ...base, kind: 'purchase', text: a })
    const rest = masked(r.text, [...devices, ...systems, ...(version ? [version] : [])])
    const features = featuresIn(rest, r.norm, book)
    // The reviewer's own phrase ("the hammer booster") says more than the feature word in it
    // ("boosters"): where the language has a grammar, phrases first, feature words for the rest.
    const phrases =
      grammar && clause.intents.length > 0
        ? nounPhrases(rest, grammar)
            .map((p) => ({ p, s: score(p, rest) + (features.some((f) => p.toLowerCase().includes(f.matched.toLowerCase())) ? 2 : 0) }))
            .filter((x) => x.s >= 2)
            .sort((a, b) => b.s - a.s)
            .slice(0, PER_CLAUSE)
            .map((x) => x.p)
        : []
    for (const p of phrases) {
      const concept = features.find((f) => p.toLowerCase().includes(f.matched.toLowerCase()))?.concept ?? null
      add({ ...base, kind: 'feature', text: p, concept })
    }
    for (const f of features) {
      if (phrases.length >= PER_CLAUSE) break
      if (phrases.some((p) => p.toLowerCase().includes(f.matched.toLowerCase()))) continue
      add({ ...base, kind: 'feature', text: f.text, concept: f.concept })
    }
  })
  return out
}
