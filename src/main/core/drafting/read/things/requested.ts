import type { IntentSignals } from '../cues/signals'

const STOP = /[.,;:!?¿¡()"“”«»。，！？、\n।॥။၊።፣،؛۔։՝។៕]|\s(?:and|but|because|which|that|und|aber|weil|et|mais|parce|y|pero|porque|e|mas|ma|perché|maar|omdat|i|ale|bo|ve|ama|и|но|потому|for|so|für|damit|pour|afin|para|per|voor|om|dla|żeby|için|для|чтобы)\s/iu
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
    while (words.length > 0 && fillers.has((words[words.length - 1] ?? '').toLowerCase())) words.pop()
    if (words.length === 0 || words.length > MAX_WORDS) continue
    const feature = words.join(' ')
    if (feature.length <= MAX_CHARS && /\p{L}/u.test(feature)) return feature
  }
  return null
}
