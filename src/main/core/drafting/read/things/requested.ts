import type { IntentSignals } from '../cues/signals'

const STOP =
  /[.,;:!?¿¡()"“”«»。，！？、\n।॥။၊።፣،؛۔։՝។៕]|\s(?:and|but|because|which|that|und|aber|weil|et|mais|parce|y|pero|porque|e|mas|ma|perché|maar|omdat|i|ale|bo|ve|ama|и|но|потому|so|für|damit|pour|afin|para|per|voor|om|dla|żeby|için|для|чтобы)\s/iu
const MAX_WORDS = 5
const MAX_CHARS = 40

/**
 * The feature a request names, in the reviewer's own words: the words after a request phrase
 * ("please add | a dark mode widget"), less leading fillers, up to the end of the clause; in
 * verb-final languages the words before it, back to the start of the clause.
 * Null when nothing sensible follows, so the reply thanks for the idea without naming it.
 */
export function featureIn(text: string, signals: IntentSignals | undefined): string | null {
  if (!signals) return null
  const lower = text.toLowerCase()
  // toLowerCase keeps offsets for nearly every text; when it does not, do not risk a garbled quote.
  if (lower.length !== text.length) return null
  for (const phrase of signals.request) {
    const at = lower.indexOf(phrase)
    if (at === -1) continue
    const clause = signals.featureFirst
      ? (text.slice(0, at).split(STOP).pop() ?? '')
      : (text.slice(at + phrase.length).split(STOP)[0] ?? '')
    const words = clause.trim().split(/\s+/u).filter(Boolean)
    const fillers = new Set(signals.fillers ?? [])
    while (words.length > 0 && fillers.has((words[0] ?? '').toLowerCase())) words.shift()
    while (words.length > 0 && fillers.has((words[words.length - 1] ?? '').toLowerCase()))
      words.pop()
    if (words.length === 0 || words.length > MAX_WORDS) continue
    const feature = words.join(' ')
    if (feature.length <= MAX_CHARS && /\p{L}/u.test(feature)) return feature
  }
  return null
}

/** An infinitive that opens a wish ("poder | poner colores a las carpetas", "compartilhar listas"). */
const INFINITIVE: Record<string, RegExp> = {
  fr: /^\p{Ll}+(?:er|ir|re|oir)$/u,
  es: /^\p{Ll}+(?:ar|er|ir)$/u,
  it: /^\p{Ll}+(?:are|ere|ire)$/u,
  pt: /^\p{Ll}+(?:ar|er|ir|or)$/u,
}

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
  const verb = INFINITIVE[code]
  const first = wish.split(/\s+/)[0] ?? ''
  return (
    verb !== undefined &&
    verb.test(first) &&
    !isNoun(first) &&
    !(PERSONAL[code]?.test(wish) ?? true)
  )
}
