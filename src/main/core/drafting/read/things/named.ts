import { disowned } from './disowned'
import type { Phrasebook } from '../../phrasebooks/types'
import type { RawClause } from '../clauses'
import type { Clause, Intent, NamedThing } from '../types'
import { amountsIn } from './amounts'
import { devicesIn, systemsIn, versionIn } from './devices'
import { featuresIn } from './features'
import { DATA, DATA_ONLY } from './data'
import { everyOne, ONE_BY_ONE } from './every'
import { FEATURES } from './features/index'
import { GRAMMARS } from './grammar'
import { nounPhrases } from './phrases'
import { knownName, qualifierAfter } from './qualifiers'
import { NOUNS } from './nouns'
import { featureIn, quotableWish } from './requested'
import { wishedOf } from './wished-of'
import { gerund } from './grammar/en'
import { regrettedLack } from '../lack'
import { SIGNALS } from '../cues/signals'
import type { Cues } from '../cues/types'
import { UNQUOTABLE } from '../spam/abuse'

const cueWordCache = new Map<string, ReadonlySet<string>>()

/** Single words of praise or blame ("excellent", "ripper") are what is said, never what is named. */
function cueWordsOf(code: string, cues: Cues): ReadonlySet<string> {
  let found = cueWordCache.get(code)
  if (!found) {
    found = new Set(
      [...cues.positive, ...cues.negative, ...cues.sarcasm, ...cues.abuse, ...UNQUOTABLE]
        .filter((w) => !/\s/.test(w))
        .map((w) => w.replace(/^=/, '').toLowerCase()),
    )
    cueWordCache.set(code, found)
  }
  return found
}

const DETERMINER =
  /(?:^|\s)(?:the|my|your|this|that|our|these|those|their|his|her|its)\s+(?:(?:new|old|whole|little|first|last|next|entire)\s+)?$/iu
const PER_CLAUSE = 2
/** "… and a", "… plus an": a second thing joined to the first, in English. */
const AND_A = /\s(?:and|plus|also)\s+(?:a|an|some)\s+$/iu
/** Words of the reviewer's own point of view, which a reply cannot quote back. */
const PERSONAL = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", 'im', 'we', 'our', 'us'])
/** "bring back (the) X", "put X back": the words of X, up to a word that cannot be in a name. */
const BRING_BACK = /\b(?:bring|put) back (?:the |my |our )?/i
const BACK_WORDS = 4
/** The word a "without" qualifies, and the "without" ("режим | без "). */
const WITHOUT_HEAD = /([\p{L}-]+)(\s+(?:без|bez|ohne)\s+)$/u
/** A noun, not a verb, that a wish's "without" qualifies ("Modus", "режим", "tryb"; not "spielen", "играть"). */
const HEAD_NOUN: Record<string, RegExp> = {
  de: /^\p{Lu}/u,
  ru: /^\p{Ll}+(?<!ть|ться|ти|чь)$/u,
  uk: /^\p{Ll}+(?<!ти|тися)$/u,
  pl: /^\p{Ll}+(?<!ć)$/u,
}
/** "without" right before a word, in the languages whose features are read by word lists. */
const WITHOUT =
  /(?:^|[\s(])(?:без|bez|ohne|sans|sin|senza|sem|zonder|utan|without|بدون|olmadan|tanpa|không\s+có|बिना)\s+$/iu
/** Words that end what is to be brought back ("the old layout | because", "the slider | please"). */
const BACK_STOP = new Set(
  `and or but please pls plz because so it its is was are were that which when if as to for with in on at of from
  i we you they my your our the a an now again already too it's its`.split(/\s+/u),
)

/**
 * "what happened to the sort by colour option??", "where did the streak counter go", "you removed
 * the focus timer": a thing the reviewer misses, which no feature word may know, named by the
 * words after it ("the sort by colour option").
 */
const MISSED =
  /\b(?:what happened to|where did|where'?s|where has|where have|(?:you|they|u) (?:guys )?(?:removed|took away|got rid of)|why (?:did|would) (?:you|they) (?:remove|take away|get rid of)) (?:the|your|that|this) /i
/** "… the word count | go": the thing named before "go" after "where did". */
const WENT = /^(?:[\p{L}\d-]+\s+){0,4}[\p{L}\d-]+\s+go(?![\p{L}])/iu
/** Words that end what is missed ("the streak counter | go", "the sort option | ??"). */
const MISSED_WORDS = 5

function missedThing(
  text: string,
  grammar: { verbs: ReadonlySet<string> },
): { text: string; at: number } | null {
  const m = MISSED.exec(text)
  if (!m) return null
  const words: string[] = []
  const after = text.slice(m.index + m[0].length)
  // "where did the word count go": up to "go", every word is the thing's.
  const gone = /^where did/iu.test(m[0]) ? WENT.exec(after) : null
  for (const w of after.split(/\s+/u)) {
    const word = /^[\p{L}\d-]+/u.exec(w)?.[0] ?? ''
    const lower = word.toLowerCase()
    // "the split times screen": a plural inside a name is no verb that ends it.
    const verb = !gone && grammar.verbs.has(lower) && !(words.length > 0 && /[^s]s$/u.test(lower))
    if (!word || verb || BACK_STOP.has(lower) || /^(?:go|gone)$/u.test(lower)) break
    words.push(word)
    if (word.length < w.length || words.length > MISSED_WORDS) break
  }
  // A long stretch is no name; "the app", "the old one" name nothing of it.
  if (words.length === 0 || words.length > MISSED_WORDS) return null
  if (words.every((w) => /^(?:old|previous|app|game|one|thing|button|option|feature)$/iu.test(w)))
    return null
  return { text: `the ${words.join(' ')}`, at: m.index }
}

function broughtBack(
  text: string,
  grammar: { verbs: ReadonlySet<string> },
): { text: string; at: number } | null {
  const m = BRING_BACK.exec(text)
  if (!m) return null
  const words: string[] = []
  for (const w of text.slice(m.index + m[0].length).split(/\s+/u)) {
    const word = /^[\p{L}\d-]+/u.exec(w)?.[0] ?? ''
    const lower = word.toLowerCase()
    if (!word || words.length === BACK_WORDS) break
    if (grammar.verbs.has(lower) || BACK_STOP.has(lower)) break
    words.push(word)
    if (word.length < w.length) break
  }
  if (words.length === 0 || words.every((w) => /^(?:old|previous)$/iu.test(w))) return null
  return { text: `bringing back the ${words.join(' ')}`, at: m.index }
}

const possessives = (pairs: string) => {
  const to = Object.fromEntries(pairs.split(' ').map((p) => p.split('=')))
  return {
    re: new RegExp(`(?<![\\p{L}'])(?:${Object.keys(to).join('|')})(?![\\p{L}'])`, 'giu'),
    to,
  }
}
/** The wisher's possessives, as the reply's lines address them, per Romance language. */
const YOURS: Record<string, { re: RegExp; to: Record<string, string> }> = {
  fr: possessives('mes=vos mon=votre ma=votre'),
  es: possessives('mis=tus mi=tu'),
  it: possessives('miei=tuoi mie=tue mio=tuo mia=tua'),
  pt: possessives('meus=seus minhas=suas meu=seu minha=sua'),
}

/**
 * The wisher's "my" in an English wish is "your" in a reply ("export my notes" → "exporting your
 * notes"); a wish that speaks of "I" or "me" stays unquotable.
 */
function ownWish(wish: string | null, code: string): string | null {
  if (wish === null) return wish
  // "exporter mes notes en PDF" → "exporter vos notes en PDF": the reply speaks to them as its
  // lines do (vous, tú, tu, você); a wish that says "je" or "me" stays unquotable.
  const yours = YOURS[code]
  if (yours) return wish.replace(yours.re, (w) => yours.to[w.toLowerCase()] ?? w)
  if (code !== 'en') return wish
  const words = wish.split(' ')
  if (words.some((w) => /^(?:i|me|we|us|i'm|im|myself)$/iu.test(w))) return wish
  return words.map((w) => (/^my$/iu.test(w) ? 'your' : /^our$/iu.test(w) ? 'your' : w)).join(' ')
}

/**
 * Where a wish would live, said with a preposition of place ("une vue semaine | dans le |
 * calendrier", "eine Wochenansicht | im | Kalender"): the feature word after it is the place,
 * and the noun before it what is wished for. Only where the reply can cite that noun.
 */
const PLACE: Record<string, { preps: ReadonlySet<string>; articles: ReadonlySet<string> }> = {
  fr: { preps: set('dans sur'), articles: set('le la les un une des du de') },
  es: { preps: set('en'), articles: set('el la los las un una unos unas') },
  it: {
    preps: set('nel nella nei nelle nello in sul sulla'),
    articles: set('il lo la i gli le un una uno'),
  },
  pt: { preps: set('no na nos nas em'), articles: set('o a os as um uma uns umas') },
  de: { preps: set('im in auf'), articles: set('ein eine einen einem einer den die das dem der') },
  nl: { preps: set('in op bij'), articles: set('een de het') },
}
function set(words: string): ReadonlySet<string> {
  return new Set(words.split(' '))
}
const PLACE_WORDS = 3

/**
 * "vue semaine dans le calendrier": the wished noun with its place, as written; 'place' when the
 * feature word is a place but the noun before it is none the reply can cite; null when it is no place.
 */
function placedWish(
  rest: string,
  at: number,
  matched: string,
  code: string,
): { text: string; at: number } | 'place' | null {
  const rules = PLACE[code]
  const nouns = NOUNS[code]
  if (!rules || !nouns) return null
  const tokens = rest.slice(0, at).trimEnd().split(/\s+/u)
  if (rules.articles.has((tokens.at(-1) ?? '').toLowerCase())) tokens.pop()
  if (!rules.preps.has((tokens.pop() ?? '').toLowerCase())) return null
  const wish: string[] = []
  while (tokens.length > 0 && wish.length < PLACE_WORDS) {
    const w = tokens.at(-1) ?? ''
    if (!/^\p{L}[\p{L}-]*$/u.test(w) || rules.articles.has(w.toLowerCase())) break
    wish.unshift(w)
    tokens.pop()
  }
  // A noun phrase opened by its article, whose noun the reply can cite ("une | vue semaine").
  const first = wish[0] ?? ''
  if (!first || !rules.articles.has((tokens.at(-1) ?? '').toLowerCase())) return null
  if (nouns.head(first) === null || (code === 'de' && wish.length !== 1)) return 'place'
  const start = rest.lastIndexOf(first, at)
  const end = at + (/^[\p{L}\p{N}-]+/u.exec(rest.slice(at))?.[0].length ?? matched.length)
  return start < 0 ? null : { text: rest.slice(start, end).replace(/\s+/gu, ' '), at: start }
}

/**
 * "la función de escanear documentos", "a função de digitalizar documentos": a feature named by
 * what it does, cited whole (its head noun takes the article), up to the end of the clause.
 */
const WHAT_IT_DOES: Record<string, RegExp> = {
  fr: /(?:^|\s)((?:fonction|fonctionnalité|option)\s(?:de|d'|pour)\s?(?:[\p{L}'-]+)(?:\s[\p{L}'-]+){0,3}?)(?=\s*(?:[.,;:!?)]|\set\s|\smais\s|\sest\s|\ssont\s|$))/iu,
  es: /(?:^|\s)((?:función|funcionalidad|opción)\s(?:de|para)\s[\p{L}-]+(?:\s[\p{L}-]+){0,3}?)(?=\s*(?:[.,;:!?)]|\sy\s|\spero\s|\ses\s|\sestá\s|$))/iu,
  it: /(?:^|\s)((?:funzione|funzionalità|opzione)\s(?:di|per)\s[\p{L}-]+(?:\s[\p{L}-]+){0,3}?)(?=\s*(?:[.,;:!?)]|\se\s|\sma\s|\sè\s|$))/iu,
  pt: /(?:^|\s)((?:função|funcionalidade|opção|recurso)\s(?:de|para)\s[\p{L}-]+(?:\s[\p{L}-]+){0,3}?)(?=\s*(?:[.,;:!?)]|\se\s|\smas\s|\sé\s|\sestá\s|$))/iu,
}
/** A reviewer's own word ("mes", "mis", "meus") that a reply cannot repeat. */
const OWN =
  /(?:^|\s)(?:mon|ma|mes|mi|mis|mio|mia|miei|mie|meu|minha|meus|minhas|je|yo|io|eu)(?=\s|$)/iu

/**
 * Where or with whom something happens, after a preposition and a determiner ("… when I'm | on
 * the | subway", "accurate even | with my | accent", "perfect | for my | lectures"): a
 * circumstance of the praise or the fault, never the feature it is about.
 */
const CIRCUMSTANCE =
  /(?:^|\s)(?:(?:on|in|at|with|during|into|while|near|around|under|inside|after|before)\s+(?:the|my|our|his|her|their|this|that|these|those)|for\s+(?:my|our|his|her|their))\s+$/iu

/** Where a reviewer is when they use the app: on the way, never a feature ("the subway", "my commute"). */
const TRAVEL =
  /^(?:subway|train|plane|airplane|aeroplane|bus|metro|tube|underground|flight|commute|car|ferry|boat|road|tram|trip|way (?:home|to work))s?$/iu

/** Words that end an action praised: where or how it is done, or the verb said of it. */
// "to" ends it unless a name follows ("export | to Markdown" goes on, "pin notes | to the top" ends).
const ACTION_END = String.raw`(?:straight|directly|right|into|in|on|from|with|is|are|was|makes|made|so|and|but|for|at|by|to(?!\s+\p{Lu}))\b`
/**
 * "being able to | scan documents | straight into …", "the ability to | pin notes": the action
 * and what it acts on, up to where or how it is done.
 */
const ABLE_DONE = new RegExp(
  String.raw`(?:^|\s)(?:[Bb]eing able to|[Tt]he ability to|[Aa]bility to|[Tt]hat [Ii] can|[Tt]hat you can|[Hh]ow [Ii] can|[Hh]ow you can)\s+(\p{Ll}+)((?:\s(?!${ACTION_END})[\p{L}\d-]+){0,3})(?=\s+${ACTION_END}|\s*[.,!?;]|\s*$)`,
  'u',
)

/** "iPad | version", "Apple Watch | app": what a wish wants made for a device. */
const DEVICE_KIND = /^\s+(version|app|edition)(?![\p{L}])/iu

/** "the energy system | needs to go": a thing a review wants taken away. */
const TAKEN_AWAY =
  /^\s+(?:needs? to go|has to go|have to go|must go|should go|would go|needs? to be removed|should be removed|has got to go|(?:would )?go away|went away)\b/i
/** "and", "&", "+" or a comma right before a phrase. */
const LISTED_AFTER = /\s*(?:,|\s(?:and|&|\+))\s+$/u

/** "LOVE THE … INTERVAL TIMER": words of several letters all in capitals are shouted, not a name. */
function unshouted(phrase: string): string {
  const words = phrase.split(' ')
  return words.length > 1 && words.every((w) => /^\p{Lu}{3,}$/u.test(w))
    ? phrase.toLowerCase()
    : phrase
}

/** Whether a word before a verb is what the verb is said of: a noun or an adverb, not "the" or "seeing". */
function saidOf(word: string, grammar: { closed: ReadonlySet<string> }): boolean {
  const w = word.toLowerCase()
  return ADVERB.test(w) || (!grammar.closed.has(w) && !/ing$/u.test(w))
}
const ADVERB = /^(?:also|still|just|only|always|even|really|actually)$/u

/** A verb said of the phrase before it in a wish ("the search | also looked", "the widget | showed"). */
const DOES =
  /^\s+(?:(?:also|still|just|only|always|even|really|actually)\s+)?(?:\p{Ll}+ed|would|could|will|should|did|does|showed|shows)(?![\p{L}'])/u
/** Modal verbs, which make the words around them a clause. */
const MODAL = /^(?:would|could|will|can|should|might|must|shall)$/iu
/** "the reminder | feature", "the export | option": the word naming it a feature, kept with it. */
const KIND_AFTER = /^\s+(feature|function|option|tool)(?![\p{L}'])/iu
/** Every word with a capital ("Pace Alerts", "The Search"): a title case of the reviewer's. */
const TITLED = /^\p{Lu}\p{Ll}*(?:\s+\p{Lu}\p{Ll}*)*$/u

/**
 * "the Pace Alerts", "the Heart Rate Zones": a common feature the reviewer wrote in title case
 * is written back as the plain noun, in lower case, when its feature's own name holds the
 * words they capitalised ("pace", "heart rate"); a name that is a brand ("Apple Pencil") stays.
 */
function untitled(
  phrase: string,
  inside: { text: string; matched: string } | undefined,
  code: string,
): string {
  if (code !== 'en' || !inside || !TITLED.test(phrase) || !phrase.includes(' ')) return phrase
  return inside.text.toLowerCase().includes(inside.matched.toLowerCase()) &&
    /^\p{Ll}/u.test(inside.text)
    ? phrase.toLowerCase()
    : phrase
}

/** A verb that says something of the phrase before it ("Markdown support | is great"). */
const SUBJECT_OF =
  /^\s+(?:(?:is|are|was|were|works|worked|rocks|rock|makes|made|saves|helps|has been|have been)\b|[+=&]\s)/i

const OTHER_APP =
  /\b(?:from|than|instead of|unlike|vs\.?|versus|compared to|compared with)\s+(?:the\s+)?(?:ones?\s+(?:in|on|of)\s+(?:my|the|a)\s+)?$/i

/** The plain name a language's feature words give a concept. */
function displayOf(code: string, concept: string | null): string | undefined {
  return FEATURES[code]?.words.find(([c]) => c === concept)?.[1]
}

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

/** "Battery drain" at the start of a sentence is "battery drain" inside a reply; "Strava" stays. */
function sentenceCase(phrase: string, clause: string, review: string): string {
  const at = clause.indexOf(phrase)
  const startsSentence = at === 0 || /[.!?]\s*$/u.test(clause.slice(0, at))
  const [first, ...rest] = phrase.split(' ')
  if (
    !startsSentence ||
    !first ||
    !/^\p{Lu}\p{Ll}+$/u.test(first) ||
    rest.some((w) => /^\p{Lu}/u.test(w))
  )
    return phrase
  // A name keeps its capital: a format or service the app works with ("Markdown support"), or
  // one the review writes so mid-sentence too ("… on Strava before").
  if (knownName(first)) return phrase
  if (new RegExp(`[\\p{Ll},;] ${first}(?![\\p{L}])`, 'u').test(review)) return phrase
  return [first.toLowerCase(), ...rest].join(' ')
}

/**
 * A plan written after the app's name ("StrideRun Plus", "Notes Pro Premium") is named whole:
 * "un addebito di Plus" reads as a clipped product name.
 */
function branded(text: string, name: string, brand: string): string {
  if (brand === '' || !/^\p{Lu}/u.test(name)) return name
  const at = text.toLowerCase().indexOf(`${brand} ${name}`.toLowerCase())
  return at < 0 ? name : text.slice(at, at + brand.length + 1 + name.length)
}

/**
 * The concrete things a review names, clause by clause: devices, systems and versions in any
 * language; features from the phrasebook's feature words; and, where the language has a
 * grammar, the reviewer's own noun phrases when they read as a name.
 */
/** A pronoun and its "is" run together ("one's", "that's"): no name of anything. */
const PRONOUN_IS = /^(?:this |that )?(?:one|it|that|this|there|here|what|who|everything|something|nothing)['’]s$/

export function namedThings(
  raw: readonly RawClause[],
  clauses: readonly Clause[],
  book: Pick<Phrasebook, 'code' | 'matching'> & { cues: Cues },
  brand = '',
  fallback: Intent = 'praise',
): NamedThing[] {
  // The app's own name is no feature of it ("notes" in a review of Notes Pro).
  const brandWords = new Set(
    brand
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 2)
      .flatMap((w) => [w, `${w}s`, w.replace(/s$/, '')]),
  )
  const out: NamedThing[] = []
  const add = (thing: NamedThing) => {
    const key = thing.text.toLowerCase()
    // "This one's solid", "that's great": a pronoun with its "is" names nothing.
    if (PRONOUN_IS.test(key)) return
    // One thing once: the same words, words inside a name already taken, or the same feature
    // said again in other words for the same point ("el escáner … escaneo"), where the reviewer's own words
    // ("the beginner training plan") say more than the feature's plain name ("training plans").
    const same =
      thing.concept === null
        ? -1
        : out.findIndex((t) => t.concept === thing.concept && t.intent === thing.intent)
    if (same !== -1) {
      const old = out[same]?.text ?? ''
      const fuller =
        old === displayOf(book.code, thing.concept) ||
        thing.text.toLowerCase().includes(old.toLowerCase())
      if (fuller && thing.text.length > old.length + 2) out[same] = thing
      return
    }
    if (
      out.some(
        (t) =>
          t.text.toLowerCase() === key ||
          (t.kind !== 'version' && t.text.toLowerCase().includes(key)),
      )
    )
      return
    out.push(thing)
  }
  const grammar = GRAMMARS[book.code]
  const whole = raw.map((r) => r.text).join('.\n')
  const cueWords = cueWordsOf(book.code, book.cues)
  raw.forEach((r, i) => {
    const clause = clauses[i] as Clause
    // A clause that says nothing by itself ("A folder for each class, tags for exams") names
    // things for what the review as a whole does.
    const bare = clause.intents.length === 0
    // "화면 구성은 예쁜데 | 저장이 계속 안 돼요", "画面はきれいだけど、| 保存できない": a clause granted
    // before a turn, whose praise the reading did not keep, names what was granted, never what the
    // turn goes on to fault.
    const next = raw[i + 1]
    const conceded =
      bare &&
      next !== undefined &&
      next.turn &&
      next.sentence === r.sentence &&
      (clauses[i + 1]?.intents ?? []).some((x) => x === 'bug' || x === 'complaint') &&
      !(clauses[i + 1]?.intents ?? []).some((x) => x === 'billing' || x === 'data_loss' || x === 'account')
    const intent = conceded ? 'praise' : bare ? fallback : intentOf(clause)
    const base = { polarity: clause.polarity, intent, concept: null, bare }
    // "Apple Watch yok": a device they say they do not have is named by nothing in the reply.
    const devices = devicesIn(r.text).filter((d) => !disowned(r.text, d))
    const systems = systemsIn(r.text)
    const version = versionIn(r.text)
    for (const d of devices) add({ ...base, kind: 'device', text: d })
    for (const s of systems) add({ ...base, kind: 'os', text: s })
    if (version) add({ ...base, kind: 'version', text: version })
    // A sum names the charge in a billing clause and the price in a complaint about it.
    const amounts = amountsIn(r.text)
    for (const a of amounts) add({ ...base, kind: 'purchase', text: a })
    const rest = masked(r.text, [...devices, ...systems, ...(version ? [version] : []), ...amounts])
    // The app's name is no feature ("notes" in a review of Notes Pro), but lost notes are what was lost.
    const lost = clause.intents.includes('data_loss') || (bare && fallback === 'data_loss')
    const features = featuresIn(
      rest,
      r.norm,
      book,
      raw[i - 1]?.text ?? '',
      clause.intents.includes('request'),
    )
      .filter((f) => !brandWords.has(f.matched.toLowerCase()) || (lost && DATA.has(f.concept)))
      .filter((f) => !intended(r.text, f.matched, book.code))
    // The reviewer's own phrase ("the hammer booster") says more than the feature word in it
    // ("boosters"), and a known feature word more than any noun: one ranking for both.
    const candidates: { text: string; concept: string | null; s: number; at: number }[] = []
    if (grammar) {
      for (const p of nounPhrases(rest, grammar, cueWords)) {
        // The app's own name, and other apps it is compared with ("switched from Apple Notes").
        if (
          brandWords.has(p.toLowerCase()) ||
          OTHER_APP.test(rest.slice(0, Math.max(0, rest.indexOf(p))))
        )
          continue
        const at = rest.indexOf(p)
        const inside = features.find((f) => p.toLowerCase().includes(f.matched.toLowerCase()))
        // Words that are no feature the language knows are a name only after "the" or "my"
        // ("the garden theme"), as the subject a problem opens with ("White screen then …") or
        // the subject a verb says something of ("Markdown support is great"), never by
        // themselves in praise ("Bloody", "chef's kiss").
        const opensProblem =
          rest.slice(0, at).trim() === '' &&
          (p.split(' ').length === 2 ||
            (p.split(' ').length === 3 && SUBJECT_OF.test(rest.slice(at + p.length)))) &&
          (intent === 'bug' || intent === 'complaint' || SUBJECT_OF.test(rest.slice(at + p.length)))
        // "More levels please and a hint button": a thing joined to a wish is wished for too.
        // "more tracks pls", "extra themes please": what a wish wants more of is named, with no "the".
        const alsoWished =
          clause.intents.includes('request') &&
          (AND_A.test(rest.slice(0, at)) || /(?:^|\s)(?:more|extra)\s+$/iu.test(rest.slice(0, at)))
        // "tracks my cadence and | stride length": a phrase listed after one already named is praised too.
        const head = LISTED_AFTER.exec(rest.slice(0, at))
        const listed =
          intent === 'praise' &&
          head !== null &&
          candidates.some((c) =>
            head.input.slice(0, head.index).toLowerCase().trimEnd().endsWith(c.text.toLowerCase()),
          )
        if (
          !inside &&
          !DETERMINER.test(rest.slice(0, at)) &&
          !opensProblem &&
          !alsoWished &&
          !listed
        )
          continue
        // In praise only, and never a name ("works great with my Garmin"): a fault "with my
        // Garmin" is about the Garmin.
        if (
          !inside &&
          intent === 'praise' &&
          /^\p{Ll}/u.test(p) &&
          CIRCUMSTANCE.test(rest.slice(0, at))
        )
          continue
        // "cant play on the subway", "the map doesnt load on the train": where they were is no
        // thing of the app, whatever the clause says of it.
        if (!inside && CIRCUMSTANCE.test(rest.slice(0, at)) && TRAVEL.test(p)) continue
        // "ran 5k and the app says 3km": a phrase holding a figure and no feature is a measure
        // or a deed ("ran 5k", "3km"), no thing of the app to name.
        if (!inside && /\p{N}/u.test(p)) continue
        // The phrase is the feature's name ("premium", "level"): its own spelling and number ("Premium", "level 500").
        const name = inside?.text.toLowerCase() ?? ''
        // "A folder for each class" praises folders; "I deleted a folder" lost one.
        const any =
          inside !== undefined &&
          intent !== 'data_loss' &&
          /(?:^|\s)an?\s+$/iu.test(rest.slice(0, at)) &&
          p.toLowerCase() === inside.matched.toLowerCase()
        const own =
          inside &&
          (any ||
            name === p.toLowerCase() ||
            name.startsWith(`${p.toLowerCase()} `) ||
            (DATA.has(inside.concept) &&
              (ONE_BY_ONE.test(p) || everyOne(rest.slice(0, at), book.code))))
            ? inside.text
            : untitled(sentenceCase(unshouted(p), rest, whole), inside, book.code)
        // "the energy system | needs to go": what a wish would take away is never what it asks
        // for; "the search | also looked inside PDFs": what a wish wants to do more is not new.
        if (
          clause.intents.includes('request') &&
          (TAKEN_AWAY.test(rest.slice(at + p.length)) || DOES.test(rest.slice(at + p.length)))
        )
          continue
        // "the reminder | feature": the word that says it is a feature stays with it.
        const kindWord = KIND_AFTER.exec(rest.slice(at + p.length))?.[1]?.toLowerCase() ?? ''
        // A wish for more of a thing asks for more of it ("more levels pls").
        const more =
          clause.intents.includes('request') &&
          /(?:^|\s)(?:more|extra)\s+$/iu.test(rest.slice(0, at))
            ? 'more '
            : ''
        // "a bigger | widget", "repeating | reminders": the word before the phrase that says which
        // kind is wished for, which the feature's name kept, stays in front of it.
        const lead = inside
          ? inside.text.slice(0, Math.max(0, name.indexOf(inside.matched.toLowerCase())))
          : ''
        const kindBefore =
          lead !== '' &&
          own !== inside?.text &&
          p.toLowerCase().startsWith(inside?.matched.toLowerCase() ?? '') &&
          rest.slice(0, at).toLowerCase().endsWith(lead.toLowerCase())
            ? lead
            : ''
        // What makes it specific stays with it ("dark mode for the widget"); a feature's own name has it already.
        const text =
          more +
          kindBefore +
          grammar.asName(
            inside && own === inside.text && !kindWord
              ? own
              : kindWord
                ? `${p === own ? own : sentenceCase(p, rest, whole)} ${kindWord}`.replace(
                    /^\p{Lu}\p{Ll}+ \p{Ll}/u,
                    (m) => (TITLED.test(p) ? m.toLowerCase() : m),
                  )
                : `${own}${qualifierAfter(rest, at + p.length, book.code)}`,
          )
        candidates.push({
          text,
          concept: actedOn(inside, text, clause) ? null : (inside?.concept ?? null),
          s: score(p, rest) + (inside ? 3 : 0) - (bare ? 1 : 0) + (more && !inside ? 2 : 0),
          at,
        })
      }
    }
    // What a request asks for is the words right after "please add" ("a dark mode widget").
    // Where the language names features in their own form ("шаблоны" for "больше шаблонов"), a
    // feature word inside the request is named that way instead.
    const requested = clause.intents.includes('request')
      ? ownWish(
          featureIn(rest, SIGNALS[book.code], book.code) ??
            // "I wish there was an Apple Watch complication": a device inside the wish is part of it.
            (devices.length > 0 && book.code === 'en'
              ? featureIn(r.text, SIGNALS[book.code], book.code)
              : null),
          book.code,
        )
      : null
    // The words after "please add" are quoted as the reviewer put them ("a dark mode widget",
    // "sharing with family members", "Widget im Dunkelmodus"), unless they would read wrong in a
    // reply: the reviewer's own "my" or a verb first where the language has a grammar to tell,
    // or a case ending where the language names features in their own form.
    // Elsewhere the words after "please add" keep the case and verb forms of the request ("que
    // exporte a PDF", "więcej motywów"): the feature words found in them name it instead (a
    // language without feature words still quotes them).
    // In French, Spanish, Italian and Portuguese a wish that is an infinitive and its object
    // reads right as it is ("poner colores a las carpetas").
    // "the energy system would go", "search also looked inside PDFs": a wish with its own verb
    // is a clause, no name; nor is any word of it named alone ("a search and PDFs").
    const clauseWish =
      grammar !== undefined &&
      requested !== null &&
      requested
        .split(/\s+/)
        .some(
          (w, i, all) =>
            i > 0 &&
            (grammar.auxiliaries.has(w.toLowerCase()) ||
              MODAL.test(w) ||
              (/ed$/u.test(w) &&
                grammar.verbs.has(w.toLowerCase()) &&
                saidOf(all[i - 1] ?? '', grammar))),
        )
    const readsAsName =
      requested !== null &&
      !clauseWish &&
      (grammar
        ? !requested
            .split(/\s+/)
            .some(
              (w, i) =>
                PERSONAL.has(w.toLowerCase()) || (i === 0 && grammar.verbs.has(w.toLowerCase())),
            )
        : FEATURES[book.code] === undefined ||
          quotableWish(requested, book.code, (w) => NOUNS[book.code]?.head(w) != null))
    // A feature named by what it does ("la función de escanear documentos") is named so whole.
    const does = WHAT_IT_DOES[book.code]?.exec(rest)
    if (does?.[1] && !OWN.test(does[1]))
      candidates.push({
        text: does[1],
        concept: null,
        s: 5,
        at: (does.index ?? 0) + does[0].indexOf(does[1]),
      })
    // "Being able to scan documents straight into a note is brilliant": what they praise being
    // able to do is the feature, named as the activity ("scanning documents").
    const able =
      grammar && book.code === 'en' && !clause.intents.includes('request')
        ? ABLE_DONE.exec(rest)
        : null
    const verb = able?.[1]?.toLowerCase() ?? ''
    let acted = { from: -1, to: -1 }
    if (able && grammar && !grammar.closed.has(verb) && !/(?:ing|ed)$/u.test(verb)) {
      const from = able.index + able[0].indexOf(able[1] ?? '')
      const to = able.index + able[0].length
      acted = { from, to }
      // The action is the name: no word inside it is named apart ("the export to Markdown").
      for (let i = candidates.length - 1; i >= 0; i--) {
        const at = candidates[i]?.at ?? -1
        if (at >= from && at < to) candidates.splice(i, 1)
      }
      candidates.push({ text: `${gerund(verb)}${able[2] ?? ''}`, concept: null, s: 5, at: from })
    }
    // "Bring back the old layout" asks for something taken away: named as the wish it is
    // ("bringing back the old layout"), never as a new thing to add ("a layout").
    const back = grammar && clause.intents.includes('request') ? broughtBack(rest, grammar) : null
    if (back) candidates.push({ text: back.text, concept: null, s: 7, at: back.at })
    // What they miss, where no feature word named it.
    // A word of it named alone ("the split" of "the split times screen") gives way to it.
    const missed =
      grammar && book.code === 'en' && !clause.intents.includes('data_loss')
        ? missedThing(rest, grammar)
        : null
    if (
      missed &&
      candidates.every(
        (c) => c.concept === null && missed.text.toLowerCase().includes(c.text.toLowerCase()),
      )
    ) {
      candidates.splice(0, candidates.length)
      candidates.push({ text: missed.text, concept: null, s: 5, at: missed.at })
    }
    if (requested && readsAsName) {
      const name = grammar ? grammar.asName(requested) : requested
      const known = candidates.find((c) => c.text === requested || c.text === name)
      if (known) known.s = Math.max(known.s, 6)
      else
        candidates.push({
          text: name,
          concept:
            // The feature the wish is about, not the data it mentions ("export the notes").
            features.find(
              (f) =>
                requested.toLowerCase().includes(f.matched.toLowerCase()) &&
                !DATA_ONLY.has(f.concept),
            )?.concept ?? null,
          s: 6,
          at: rest.indexOf(requested),
        })
    }
    for (const f of features) {
      // A feature word inside a phrase that will be named is named by that phrase.
      if (
        candidates.some((c) => c.s >= 2 && c.text.toLowerCase().includes(f.matched.toLowerCase()))
      )
        continue
      const at = rest.toLowerCase().indexOf(f.matched.toLowerCase())
      // A feature word inside an action praised is named by the action ("exporting to PDF").
      if (at >= acted.from && at < acted.to) continue
      // What a wish wants to be without ("режим без таймера", "spielen ohne Internet") is not
      // what it asks for: naming it would thank them for the opposite.
      // A lack regretted ("tiếc là không có chế độ tối") wishes for the very thing it has not.
      if (
        clause.intents.includes('request') &&
        WITHOUT.test(rest.slice(0, Math.max(0, at))) &&
        !regrettedLack(r.norm, book.code)
      ) {
        // The thing it qualifies is what they ask for, named with it ("режим без таймера").
        const m = WITHOUT_HEAD.exec(rest.slice(0, at))
        const head = m?.[1] ?? ''
        if (m && HEAD_NOUN[book.code]?.test(head))
          candidates.push({
            text: `${head}${m[2] ?? ''}${/^[\p{L}\d-]+/u.exec(rest.slice(at))?.[0] ?? f.matched}`,
            concept: null,
            s: 5,
            at: m.index,
          })
        continue
      }
      // The place a wish would live is not the wish: "une vue semaine dans le calendrier".
      const placed = clause.intents.includes('request')
        ? placedWish(rest, at, f.matched, book.code)
        : null
      // Where the wish cannot be named, the place is not named in its stead.
      if (placed === 'place') continue
      if (placed) {
        candidates.push({ text: placed.text, concept: null, s: 5, at: placed.at })
        continue
      }
      candidates.push({
        text: f.text,
        concept: actedOn(f, f.text, clause) ? null : f.concept,
        s: 4,
        at,
      })
    }
    // "compatibilité Garmin", "soporte para Strava": a service wished for, praised or blamed is
    // named with the kind of link the reviewer writes, never as the bare brand ("l'idée de
    // Garmin", "apprezzi Garmin").
    for (const c of candidates) {
      if (c.concept === null || !SERVICES.has(c.concept) || c.text.includes(' ')) continue
      // The service as written, with its case ending ("obsługę Garmina").
      // "Garmin Connect": a service's name of several words, each capitalised.
      const written =
        /^[\p{Script=Latin}\p{Script=Cyrillic}\d-]+(?:\s\p{Lu}[\p{L}\d-]*)*/u.exec(
          rest.slice(c.at),
        )?.[0] ?? c.text
      const link = LINK_BEFORE[book.code]?.exec(rest.slice(0, c.at))
      const after = LINK_AFTER[book.code]?.exec(rest.slice(c.at + written.length))
      if (link?.[1]) {
        // "Brakuje integracji z | Garminem": a reply names the wish in the accusative it adds.
        const [kind = '', ...tail] = link[1].split(/(?<=\S)(?=\s)/u)
        c.text = `${ACCUSATIVE[kind.toLowerCase()] ?? kind}${tail.join('')}${written}`
        c.at = link.index + link[0].length - link[1].length
      } else if (after?.[1]) c.text = `${written}${after[1]}`
    }
    const wishAt = clauseWish && requested ? rest.indexOf(requested) : -1
    // "wish the dark mode was darker": the clause is no name, but its subject is what it is about.
    const about =
      wishAt >= 0 && requested && grammar && book.code === 'en'
        ? wishedOf(requested, grammar)
        : null
    const found = about ? rest.indexOf(about, wishAt) : -1
    // "wish the energy system would go away": what a wish would take away is never what it asks for.
    const aboutAt =
      about && found >= 0 && !TAKEN_AWAY.test(rest.slice(found + about.length)) ? found : -1
    if (about && aboutAt >= 0)
      candidates.push({
        text: about,
        concept:
          features.find((f) => about.toLowerCase().includes(f.matched.toLowerCase()))?.concept ??
          null,
        s: 6,
        at: aboutAt,
      })
    const named = candidates.filter(
      (c) =>
        c.s >= 2 &&
        (c.at === aboutAt ||
          !(wishAt >= 0 && requested && c.at >= wishAt && c.at < wishAt + requested.length)),
    )
    // "Google Calendar" inside "Google Calendar sync": the words of a longer name are no thing of their own.
    const chosen = named
      .filter(
        (c) =>
          !named.some(
            (o) =>
              o.text.length > c.text.length && o.text.toLowerCase().includes(c.text.toLowerCase()),
          ),
      )
      .sort((a, b) => b.s - a.s || a.at - b.at)
      .slice(0, PER_CLAUSE)
      .sort((a, b) => a.at - b.at)
    // "ウィジェットにダークモードを追加", "给小组件加个深色模式", "widget için karanlık mod": the
    // first thing is where the wish would live, the second the wish; one thing, named with both.
    const host = clause.intents.includes('request') ? HOSTED[book.code] : undefined
    const [where, what] = chosen
    if (host && where && what && host.marks(rest, where.at, where.at + where.text.length)) {
      add({
        ...base,
        kind: 'feature',
        text: host.join(where.text, what.text),
        concept: what.concept,
      })
      return
    }
    chosen.forEach((c) =>
      add({ ...base, kind: 'feature', text: branded(r.text, c.text, brand), concept: c.concept }),
    )
    // "Would be 5 stars if it worked with my Apple Watch": a device a wish names, and nothing
    // else, is the support for it that is wished for.
    // "An iPad version with split view would be amazing": a version or an app for it, as said.
    const device = devices[0]
    if (book.code === 'en' && chosen.length === 0 && device && clause.intents.includes('request')) {
      const made = DEVICE_KIND.exec(r.text.slice(r.text.indexOf(device) + device.length))?.[1]
      add({
        ...base,
        kind: 'feature',
        text: `${device} ${made?.toLowerCase() ?? 'support'}`,
        concept: null,
      })
    }
  })
  return announced(syncEnds(out, raw), raw)
}

/**
 * Where a wish would live, marked by a particle or postposition around the first thing ("ウィ
 * ジェット|に", "给|小组件", "위젯|에", "widget | için"), and how the two are named as one.
 */
const HOSTED: Record<
  string,
  {
    marks: (text: string, at: number, end: number) => boolean
    join: (a: string, b: string) => string
  }
> = {
  ja: {
    marks: (t, _, end) => /^(?:に|にも)/u.test(t.slice(end)),
    join: (a, b) => `${a}の${b.replace(/の追加$/u, '')}`,
  },
  zh: { marks: (t, at) => /[给在]$/u.test(t.slice(0, at)), join: (a, b) => `${a}${b}` },
  'zh-Hant': { marks: (t, at) => /[給在]$/u.test(t.slice(0, at)), join: (a, b) => `${a}${b}` },
  ko: { marks: (t, _, end) => /^(?:에|에도)\s/u.test(t.slice(end)), join: (a, b) => `${a} ${b}` },
  tr: { marks: (t, _, end) => /^\s+için\s/iu.test(t.slice(end)), join: (a, b) => `${a} için ${b}` },
}

/** Services a wish links the app with. */
const SERVICES = new Set(['garmin', 'strava'])
/** The kind of link, its preposition and the articles before it, as one pattern that captures the kind and preposition. */
const link = (articles: string, kinds: string, preps: string, after = '') =>
  new RegExp(
    `(?:^|\\s)(?:(?:${articles})\\s*)?((?:${kinds})(?:\\s+(?:${preps})(?:\\s+(?:${after || '(?!)'}))?)?\\s+)$`,
    'iu',
  )
/** The kind of link written before a service ("compatibilité | Garmin", "soporte para | Strava"). */
const LINK_BEFORE: Record<string, RegExp> = {
  fr: link("la|une|l'", 'compatibilité|intégration|synchronisation|synchro|connexion', 'avec|de'),
  es: link(
    'la|una|el|un',
    'compatibilidad|integración|sincronización|conexión|soporte',
    'con|para|de',
    'el|la',
  ),
  it: link(
    "il|un|la|l'|una",
    'supporto|compatibilità|integrazione|sincronizzazione|collegamento',
    'per|a|con|col',
    'il|lo|la',
  ),
  pt: link(
    'o|um|a|uma',
    'suporte|compatibilidade|integração|sincronização|conexão',
    'ao|a|para|pro|com',
    'o|a',
  ),
  sv: link('', 'stöd|integration|synk|synkning|koppling', 'för|med|till'),
  nl: link('de|een', 'ondersteuning|koppeling|integratie|synchronisatie', 'voor|met'),
  id: link('', 'dukungan|integrasi|sinkronisasi|koneksi', 'ke|dengan|untuk'),
  // Slavic lines name a wish in the accusative ("добавить поддержку Garmin", "pomysł na obsługę
  // Garmina"): only the accusative the reviewer wrote after "add" is taken.
  ru: link('', 'поддержк[уи]|интеграци[юи]|синхронизаци[юи]', 'с|со'),
  uk: link('', 'підтримк[уи]|інтеграці[юї]|синхронізаці[юї]', 'з|із'),
  pl: link('', 'obsług[ęi]|integracj[ęi]|synchronizacj[ęi]', 'z|ze'),
}
/** The genitive a lack is said in ("brakuje integracji", "нет поддержки"), as the accusative a reply adds it in. */
const ACCUSATIVE: Record<string, string> = {
  obsługi: 'obsługę',
  integracji: 'integrację',
  synchronizacji: 'synchronizację',
  поддержки: 'поддержку',
  интеграции: 'интеграцию',
  синхронизации: 'синхронизацию',
  підтримки: 'підтримку',
  інтеграції: 'інтеграцію',
  синхронізації: 'синхронізацію',
}
/** The kind of link written after a service ("Garmin | desteği"). */
const LINK_AFTER: Record<string, RegExp> = {
  tr: /^(\s+(?:desteği|entegrasyonu|senkronizasyonu|bağlantısı))(?![\p{L}])/iu,
  ja: /^(?:との|と)?(連携|同期)/u,
  hi: /^(\s+(?:सपोर्ट|support|इंटीग्रेशन|सिंक))(?![\p{L}\p{M}])/iu,
}

/** "Any plans for an iPad version?": plans the team may have, no training plan the app has. */
const INTENDED = /\b(?:any|are there|have you got|got any|no) (plans?)(?= (?:for|to|on)\b)/i
function intended(text: string, matched: string, code: string): boolean {
  return code === 'en' && INTENDED.exec(text)?.[1]?.toLowerCase() === matched.toLowerCase()
}

/**
 * "let me pin notes": an action wished for on data ("pinning notes") is a feature of its own, named
 * as one; the data word alone ("notes") stays unnamed.
 */
function actedOn(
  f: { concept: string; matched: string } | undefined,
  text: string,
  clause: Clause,
): boolean {
  return (
    f !== undefined &&
    clause.intents.includes('request') &&
    DATA_ONLY.has(f.concept) &&
    text.split(/\s+/u).length > f.matched.split(/\s+/u).length &&
    // The action comes first; "Notizen als PDF" is still the notes.
    !text.toLowerCase().startsWith(f.matched.toLowerCase())
  )
}

/** Figures the audio cues say out loud. */
const FIGURES = new Set(['pace', 'heart_rate', 'distance'])
/** "pace | every km", "Pace | alle 500 m", "l'allure | à chaque km": how often a figure is said. */
const EVERY =
  /^[\s\u00a0]*(?:every|each|per|jeden|jede|jedem|alle|à chaque|chaque|tous les|toutes les|cada|a cada|ogni|ad ogni|a ogni|elke|iedere|varje|co|każdy|каждый|каждые|кожен|кожні|her|setiap|tiap|mỗi)[\s\u00a0]/iu

/**
 * "The audio cues are perfect, pace every km": a figure said at a rhythm, in a review that praises
 * or blames the audio cues, is what the cues announce, even past the comma that cuts the clause:
 * the cues are the thing, never "the audio cues and the pace".
 */
function announced(out: NamedThing[], raw: readonly RawClause[]): NamedThing[] {
  if (!out.some((t) => t.kind === 'feature' && t.concept === 'audio_cues')) return out
  return out.filter((t) => {
    if (t.kind !== 'feature' || t.concept === null || !FIGURES.has(t.concept)) return true
    // "…but the pace every km is way off": a figure blamed is the fault itself.
    if (t.polarity < 0 || t.intent !== 'praise') return true
    const key = t.text.toLowerCase()
    return !raw.some((r) => {
      const lower = r.text.toLowerCase()
      const at = lower.indexOf(key)
      return at !== -1 && EVERY.test(r.text.slice(at + key.length))
    })
  })
}

/** Where a sync reaches: the platforms it runs between, which are no feature of their own. */
const SYNC_ENDS = new Set(['web_app', 'watch'])
/** Whether each word of a name is in the span, with whatever case ending ("wersja webowa" in "wersją webową"). */
function inSpan(name: string, span: string): boolean {
  return name
    .toLowerCase()
    .split(/\s+/u)
    .every((w) => span.includes(w.length > 4 ? w.slice(0, -2) : w))
}
/** The reviewer's own word for a platform ("the watch", "my laptop"), found by no feature list. */
const END_WORD = /(?:^|\s)(?:watch|phone|tablet|ipad|laptop|desktop|computer|pc|mac|web|browser)$/iu
/** "between" right after the sync's word ("synken | mellan mobilen och webben", "la synchro | entre"). */
const BETWEEN =
  /^[\s\u00a0]+(?:between|across|zwischen|entre|tra|fra|tussen|mellan|między|pomiędzy|между|між|arasında|antara|giữa)[\s\u00a0]/iu

/**
 * "Synken mellan mobilen, iPaden och webben funkar utan strul" praises the sync, wherever a comma
 * cuts the sentence: the web version and the watch it runs between are where it reaches, not
 * what is praised or blamed. They are dropped, and the sync takes what their clause says of it.
 */
function syncEnds(out: NamedThing[], raw: readonly RawClause[]): NamedThing[] {
  const sync = out.find((t) => t.kind === 'feature' && t.concept === 'sync')
  if (!sync) return out
  const key = sync.text.toLowerCase()
  const i = raw.findIndex((r) => r.text.toLowerCase().includes(key))
  const first = raw[i]
  if (!first) return out
  // The list of ends runs to the end of the sentence, across the commas that cut it into clauses.
  const sentence = raw
    .slice(i)
    .filter((r) => r.sentence === first.sentence)
    .map((r) => r.text)
    .join(' ')
  const after = sentence.slice(sentence.toLowerCase().indexOf(key) + key.length)
  if (!BETWEEN.test(after)) return out
  const span = after.toLowerCase()
  const ends = out.filter(
    (t) =>
      t.kind === 'feature' &&
      (t.concept === null ? END_WORD.test(t.text) : SYNC_ENDS.has(t.concept)) &&
      inSpan(t.text, span),
  )
  if (ends.length === 0) return out
  const said = ends.find((t) => !t.bare)
  return out
    .filter((t) => !ends.includes(t))
    .map((t) =>
      t === sync && sync.bare && said
        ? { ...sync, polarity: said.polarity, intent: said.intent, bare: false }
        : t,
    )
}
