import type { IntentSignals } from '../cues/signals'
import { gerund } from './grammar/en'

const MARKS = String.raw`[.,;:!?¿¡()"“”«»。，！？、\n।॥။၊።፣،؛۔։՝។៕]`
/**
 * Words that end the clause a wish is read from, per language: "and", "but", "because", "for".
 * Each language's own only: the Polish "i" is the Italian article and the English "I", the
 * Italian "e" an English letter ("… usare i tag", "why can't I …").
 */
const STOP_WORDS: Record<string, string> = {
  en: 'and|but|because|which|that|so',
  de: 'und|aber|weil|so|für|damit',
  fr: 'et|mais|parce|pour|afin',
  es: 'y|pero|porque|para',
  pt: 'e|mas|porque|para',
  it: 'e|ma|perché|per',
  nl: 'maar|omdat|voor|om',
  pl: 'i|ale|bo|dla|żeby',
  tr: 've|ama|için',
  ru: 'и|но|потому|для|чтобы',
}
const ALL_STOP_WORDS = [...new Set(Object.values(STOP_WORDS).join('|').split('|'))].join('|')
const stopFor = (words: string) => new RegExp(`${MARKS}|\\s(?:${words})\\s`, 'iu')
const STOPS: Record<string, RegExp> = Object.fromEntries(
  Object.entries(STOP_WORDS).map(([code, words]) => [code, stopFor(words)]),
)
const STOP = stopFor(ALL_STOP_WORDS)
const MAX_WORDS = 5
/** An action wished for keeps what it acts on ("setting a custom color for each tag"). */
const MAX_ACTION_WORDS = 7
/** Words that start who or when an action is for ("avec quelqu'un", "when I run"). */
const FOR_WHOM =
  /^(?:with|for|who|which|when|so|because|avec|pour|qui|quand|afin|parce|con|para|quien|cuando|porque|per|che|quando|perché|com|quem|porque)$/iu
/**
 * "Estaría genial | poder | poner colores a las carpetas", "adorerei | poter | spostare le note":
 * in a clause already read as a wish, whatever phrase opens it, the action after "to be able to"
 * is what is wished for. Tried after the language's request phrases.
 */
const ABLE_TO: Record<string, readonly string[]> = {
  en: ['able to ', 'wish ', 'a way to ', 'an option to ', 'the option to ', 'the ability to '],
  es: ['poder '],
  pt: ['poder '],
  fr: ['pouvoir '],
  it: ['poter ', 'potere '],
  nl: ['om '],
}
/** English request phrases after which a verb follows ("if I could | lock", "let us | pin", "cannot | print"). */
const ABLE = /(?:could|let us|let me|able to|cannot|can't|no way to|should)$/u
const MAX_CHARS = 40
/** File formats, written as they are named ("exporting runs to GPX", not "gpx"). */
const FORMATS = /(?<![\p{L}\d])(?:gpx|pdf|csv|tcx|kml|json|xml|txt|docx?)(?![\p{L}\d])/gu
/** Words of when or how soon, which close a wish but are no part of it ("… interval training soon"). */
const WHEN =
  /^(?:soon|asap|someday|eventually|already|too|also|pls|plz|bald|endlich|bientôt|pronto|presto|snart|binnenkort|wkrótce|скорее|скоро|yakında|segera)$/iu
/** "… at some point", "… one day": when a wish might come closes it and is no part of it. */
const LATER = /\s+(?:at some point|one day|some day|in the future|in future|any ?time soon)\s*$/iu
/** The kind of thing the words before name ("Garmin support", "Garmin-Unterstützung"). */
const KIND_FOR =
  /^(?:(?:a|an|the|some)\s+)?(support|integration|compatibility|sync)\s+(?:for|with)\s+(?:(?:a|an|the)\s+)?(\p{Lu}[\p{L}\d -]*)$/u
/** "Polar watches", "Garmin devices": things of a maker, which stay after "support for". */
const OF_MAKER = /\s\p{Ll}+s$/u
/** A request phrase that ends with the means ("needs an option | to …"). */
const MEANS_END = /(?:way|option|ability|possibility)(?: to)?$/iu
/** "would love to | see | integration with …": the verb of seeing or having is no part of the wish. */
const SEE = /^(?:see|have|get)$/iu
const KIND = /^(?:support|integration|compatibility|sync)$/iu

/**
 * The feature a request names, in the reviewer's own words: the words after a request phrase
 * ("please add | a dark mode widget"), less leading fillers, up to the end of the clause; in
 * verb-final languages the words before it, back to the start of the clause.
 * Null when nothing sensible follows, so the reply thanks for the idea without naming it.
 */
export function featureIn(
  text: string,
  signals: IntentSignals | undefined,
  code = '',
): string | null {
  if (!signals) return null
  const lower = text.toLowerCase()
  // toLowerCase keeps offsets for nearly every text; when it does not, do not risk a garbled quote.
  if (lower.length !== text.length) return null
  const stop = STOPS[code] ?? STOP
  for (const phrase of [...signals.request, ...(ABLE_TO[code] ?? [])]) {
    const at = lower.indexOf(phrase)
    if (at === -1) continue
    // "poder" inside "apoderar" is no wish to be able to.
    if (at > 0 && ABLE_TO[code]?.includes(phrase) && /\p{L}/u.test(lower.charAt(at - 1))) continue
    const clause = signals.featureFirst
      ? (text.slice(0, at).split(stop).pop() ?? '')
      : (asker(text.slice(at + phrase.length), phrase, code).split(stop)[0] ?? '')
    const shaped = code === 'en' ? wishedIn(clause.replace(LATER, '')) : clause
    // "please add a dark mode 🙏": an emoji or a stray mark is no word of the wish.
    let words = shaped.trim().split(/\s+/u).filter(Boolean)
    while (words.length > 0 && !/[\p{L}\p{N}]/u.test(words[words.length - 1] ?? '')) words.pop()
    const fillers = new Set(signals.fillers ?? [])
    // "support for | Polar watches" stays as it is: its first words are then no fillers.
    let kept = false
    const trim = () => {
      while (!kept && words.length > 0 && fillers.has((words[0] ?? '').toLowerCase())) words.shift()
      // "Garmin support", "a dark mode option": a last word that says what kind of thing the
      // first names stays ("Garmin" alone is a brand, not a wish); "soon" or "please" never does.
      while (
        words.length > 0 &&
        (fillers.has((words[words.length - 1] ?? '').toLowerCase()) ||
          WHEN.test(words[words.length - 1] ?? '')) &&
        !(words.length > 1 && KIND.test(words[words.length - 1] ?? ''))
      )
        words.pop()
    }
    // "option to | change the font size": after the means, an action (said before fillers go).
    const opened = code === 'en' && (MEANS.test(words.join(' ')) || MEANS_END.test(phrase.trim()))
    if (code === 'en') {
      const i = words.findIndex((w) => !fillers.has(w.toLowerCase()))
      if (i >= 0 && i < words.length - 1 && SEE.test(words[i] ?? '')) words = words.slice(i + 1)
    }
    // "add support for Garmin": the kind of thing goes after what it is for ("Garmin support").
    if (code === 'en') {
      const kind = KIND_FOR.exec(words.join(' '))
      if (kind?.[1] && kind[2] && kind[2].split(' ').length <= 3)
        if (OF_MAKER.test(kind[2])) {
          words = `${kind[1]} for ${kind[2]}`.split(' ')
          kept = true
        } else words = `${kind[2]} ${kind[1]}`.split(' ')
    }
    trim()
    // "Queria | muito | integração com …": how much they want it is no part of it.
    while (words.length > 1 && ROMANCE_ADVERB.test(words[0] ?? '') && ROMANCE.has(code))
      words.shift()
    trim()
    // "bitte noch eine Garmin-Anbindung | einbauen": the German verb at the end is the asking, not the wish.
    if (code === 'de' && words.length > 1 && /^\p{Ll}{3,}(?:en|ern|eln)$/u.test(words.at(-1) ?? ''))
      words.pop()
    // "a way to | lock folders": the means asked for is the wish itself.
    const means = code === 'en' ? MEANS.exec(words.join(' ')) : null
    if (means) words = words.slice(means[0].split(' ').length)
    // Where the wish happens ("… from the share screen", "… to the planner screen") is no part
    // of what is wished for when the wish is too long with it: the longest wish without it.
    if (words.length > MAX_WORDS) {
      let cut = -1
      words.forEach((w, i) => {
        if (i > 0 && i <= MAX_WORDS && placeAt(words, i)) cut = i
      })
      if (cut > 0) {
        words = words.slice(0, cut)
        trim()
      }
    }
    // "een optie om | notities te vergrendelen met vingerafdruk": a Dutch action is named as the
    // verb's noun, what it acts on after "van" ("(het) vergrendelen van notities met vingerafdruk").
    const dutch = code === 'nl' ? dutchAction(words) : words
    const shapedAction = dutch !== words
    words = dutch
    // "I wish I could | export a folder as one PDF", "let us | pin notes": after a phrase that
    // asks to be able to, the wish is an action, named as one ("exporting a folder as one PDF").
    // After "an option to", too, what follows is the action asked for ("changing the font size").
    const verbal =
      code === 'en' &&
      (ABLE.test(phrase.trim()) || means !== null || opened) &&
      /^\p{Ll}+$/u.test(words[0] ?? '')
    if (verbal)
      words =
        /^colou?r$/iu.test(words[0] ?? '') && /^code$/iu.test(words[1] ?? '')
          ? [`${words[0]}-coding`, ...words.slice(2)]
          : [gerund(words[0] ?? ''), ...words.slice(1)]
    // "verrouiller une note avec un code": a Romance infinitive and its object, likewise.
    const action = verbal || shapedAction || (INFINITIVE[code]?.test(words[0] ?? '') ?? false)
    // "partager une note en lecture seule | avec quelqu'un qui n'a pas l'appli": too long, an
    // action ends where who it is for or when begins.
    if (action && words.length > MAX_ACTION_WORDS) {
      const cut = words.findIndex((w, i) => i >= 2 && i <= MAX_ACTION_WORDS && FOR_WHOM.test(w))
      if (cut > 0) words = words.slice(0, cut)
    }
    // "… en lecture seule avec | ma famille", cut at a word that also means "but": no dangling "avec".
    while (words.length > 1 && FOR_WHOM.test(words[words.length - 1] ?? '')) words.pop()
    // "… at the same time" says how, and counts for nothing against a wish's length.
    const how = /\s(?:at the same time|at once|in real time|in the background)$/iu.exec(
      words.join(' '),
    )
    const limit =
      (action ? MAX_ACTION_WORDS : MAX_WORDS) + (how ? how[0].trim().split(' ').length : 0)
    if (words.length === 0 || words.length > limit) continue
    // "would love to | leave my phone at home": a verb that names no feature says what the wish
    // would let them do, not what it is; quoted, it reads "a leave your phone at home".
    if (code === 'en' && !action && OUTCOME_VERB.test(words[0] ?? '')) continue
    const feature = words.join(' ')
    // "Would love one", "ich hätte gern eins": a pronoun stands for a thing named earlier; so
    // does "my own" or "it" at the end of an action ("let me create my own").
    if (
      STANDS_IN.test(feature) ||
      (code === 'en' && /\s(?:my|your|our) own$|\s(?:it|them)$/iu.test(feature))
    )
      continue
    // A Dutch action spells out its verb's noun and "van": longer, as a name, than the words it came from.
    if (feature.length <= (shapedAction ? MAX_CHARS + 10 : MAX_CHARS) && /\p{L}/u.test(feature))
      return feature.replace(FORMATS, (f) => f.toUpperCase())
  }
  return null
}

/** "Why can't I | reorder my lists?": the asker after an inverted "can't" is no part of the wish. */
function asker(after: string, phrase: string, code: string): string {
  return code === 'en' && ABLE.test(phrase) ? after.replace(/^\s*(?:i|we)(?=\s)/iu, '') : after
}

const DUTCH_ACTION = /^\p{Ll}{3,}en van \p{L}/u
/** The particles of Dutch separable verbs ("uit | te zetten", "aan | te passen"). */
const SEPARABLE = /^(?:uit|aan|op|af|in|mee|terug|door|weg|bij|over|toe|vast|om|na)$/u
/** "notities te vergrendelen met vingerafdruk" → "vergrendelen van notities met vingerafdruk" (a "het" noun). */
function dutchAction(words: string[]): string[] {
  const te = words.indexOf('te')
  // "de stem uit te zetten": a separable verb's particle goes back onto it ("uitzetten").
  const particle = SEPARABLE.test(words[te - 1] ?? '') && te > 1
  const verb = `${particle ? (words[te - 1] ?? '') : ''}${words[te + 1] ?? ''}`
  if (te < 1 || !/^\p{Ll}{3,}en$/u.test(verb)) return words
  const object = words.slice(0, particle ? te - 1 : te)
  // The reviewer's own "mijn" cannot be said back; "mappen een kleur | te geven" is two objects.
  if (words.some((w) => /^(?:ik|me|mij|mijn|we|wij|ons|onze)$/iu.test(w))) return words
  if (object.some((w, i) => i > 0 && /^(?:een|de|het)$/iu.test(w))) return words
  return [verb, 'van', ...object, ...words.slice(te + 2)]
}

/** English verbs of doing, going and being, which start no name of a feature ("leave", "go for a run"). */
const OUTCOME_VERB =
  /^(?:leave|be|go|run|walk|stay|sleep|listen|watch|learn|feel|do|know|hear|come|bring|keep|take|make|give|put|travel|ride|train|use|play|stop|start|finish|beat|win|try|spend|wake)$/iu

/** A pronoun alone, which names nothing by itself. */
const STANDS_IN =
  /^(?:(?:that|this|the)\s+)?(?:one|ones|it|this|that|them|these|those|some|eins|einen|eine|es|das|den|die|un|une|ça|ca|cela|le|la|les|uno|una|eso|esto|lo|um|uma|isso|isto|o|ne|uno|questo|quello|lo|er|een|het|dat|den|det|jeden|jedną|to|его|её|это|их|bunu|onu|bir tane)$/iu

/** A preposition that says where a wish would happen, not what it is. */
const WHERE = /^(?:on|in|from|at|inside|under|within)$/iu
/** "to" says where only before a place's article ("to the planner screen", not "to PDF"). */
const TO_PLACE = /^(?:the|my|your|this|each|every)$/iu

const ROMANCE = new Set(['es', 'pt', 'it', 'fr'])
const ROMANCE_ADVERB =
  /^(?:muito|mucho|muchísimo|molto|tanto|realmente|beaucoup|vraiment|bastante|demais)$/iu

/** How a wish is done, not where ("edit the same note | at the same time", "| in real time"). */
const MANNER = /^(?:at the same time|at once|in real time|in the background)\b/i

function placeAt(words: readonly string[], i: number): boolean {
  const w = words[i] ?? ''
  if (MANNER.test(words.slice(i, i + 4).join(' '))) return false
  // "… complication | for the timer": what it is for, before an article, is where it would live too.
  return (
    WHERE.test(w) ||
    (/^(?:to|into)$/iu.test(w) && TO_PLACE.test(words[i + 1] ?? '')) ||
    // "Spotify integration | for my running playlists": whose or what it is for is no part of it.
    (/^for$/iu.test(w) && /^(?:the|my|your|our)$/iu.test(words[i + 1] ?? ''))
  )
}

/** The means a wish asks for, before what it should do ("a way to", "an option to", "the ability to"). */
const MEANS =
  /^(?:(?:a|an|the|some)\s+)?(?:way|option|setting|button|ability|possibility|feature|function)\s+to(?=\s)/iu

/** "the calendar had | a weekly view": what the thing should have is the wish, named with the thing. */
const HAVE =
  /^\s*(?:if\s+)?(?:the|this|your)\s+([\p{L}-]+(?:\s[\p{L}-]+)?)\s+(?:had|has|would have|could have|offered|supported|(?:could |would )?(?:show|display)(?:ed|s)?)\s+(?:an?\s+|some\s+)?(.+)$/iu
/** The app itself, which a reply does not name ("I wish the app had …"). */
const ITSELF = /^(?:app|game|application)$/iu

/** An English wish reshaped so its object comes first ("a weekly view in the calendar"). */
function wishedIn(clause: string): string {
  const m = HAVE.exec(clause)
  if (!m) return clause
  const [, owner = '', said = ''] = m
  // "showed | my checklists": the reviewer's own "my" is no part of what is wished.
  const wish = said.replace(/^(?:my|our)\s+/iu, '')
  // Cut where the wish happens before the owner is added after it.
  const words = wish.trim().split(/\s+/u)
  const cut = words.findIndex((w, i) => i > 0 && WHERE.test(w))
  const object = (cut > 0 ? words.slice(0, cut) : words).join(' ')
  return ITSELF.test(owner) ? object : `${object} in the ${owner}`
}

/** An infinitive that opens a wish ("poder | poner colores a las carpetas", "compartilhar listas"). */
const INFINITIVE: Record<string, RegExp> = {
  fr: /^\p{Ll}+(?:er|ir|re|oir)$/u,
  es: /^\p{Ll}+(?:ar|er|ir)$/u,
  it: /^\p{Ll}+(?:are|ere|ire)$/u,
  pt: /^\p{Ll}+(?:ar|er|ir|or)$/u,
}

/** A noun, a preposition of link, maybe an article, and a capitalised name ("integração com o Apple Health"). */
const LINKED_NAME =
  /^\p{L}+\s(?:con|com|avec|with|para|pour|per|de|do|da|du)\s(?:(?:el|la|o|a|le|il|lo|the)\s)?\p{Lu}[\p{L}\d]*(?:\s\p{Lu}[\p{L}\d]*){0,2}$/u

/** The wisher's own words, which a reply would have to turn into "your". */
const PERSONAL: Record<string, RegExp> = {
  fr: /(?:^|\s)(?:je|j'|me|m'|moi|mon|ma|mes)(?=\s|$)/iu,
  es: /(?:^|\s)(?:yo|me|mi|mis|conmigo)(?=\s|$)/iu,
  it: /(?:^|\s)(?:io|mi|me|mio|mia|miei|mie)(?=\s|$)/iu,
  pt: /(?:^|\s)(?:eu|me|mim|meu|minha|meus|minhas)(?=\s|$)/iu,
}

/**
 * Whether a wish in a Romance language can be quoted as it is: an infinitive and its object,
 * which reads right after "the idea of" in the reply ("tu idea de poner colores a las
 * carpetas"), without the wisher's "my". Anything else (a subjunctive, "que exporte a PDF") is not.
 */
export function quotableWish(
  wish: string,
  code: string,
  isNoun: (word: string) => boolean,
): boolean {
  // "(het) vergrendelen van notities": a Dutch action already shaped as a name.
  if (code === 'nl') return DUTCH_ACTION.test(wish)
  // "Garmin-Anbindung": one German noun the reply can put its article to.
  if (code === 'de') return /^\p{Lu}[\p{L}-]*$/u.test(wish) && isNoun(wish)
  const verb = INFINITIVE[code]
  const first = wish.split(/\s+/)[0] ?? ''
  // "integración con Google Calendar", "intégration avec Garmin Connect": a noun the reply can
  // put its article to, linked to a name.
  if (isNoun(first) && LINKED_NAME.test(wish) && !(PERSONAL[code]?.test(wish) ?? true)) return true
  return (
    verb !== undefined &&
    verb.test(first) &&
    !isNoun(first) &&
    !(PERSONAL[code]?.test(wish) ?? true)
  )
}
