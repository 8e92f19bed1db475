import type { Clause } from './types'
import { heardAsComplaint } from './stuck'

/**
 * "it keeps asking me to rate it every time i open it", "nerviges Bewertungs-Popup", "me pide
 * calificar cada vez": being asked again and again to rate the app. It is done on purpose, not
 * broken: a complaint heard and passed on, never a fault to send the device and version for. A
 * fault named besides ("and then it crashes") keeps its clause a fault. Folded text, per language.
 */
const NAG: Record<string, RegExp> = {
  en: /(?:asks?|asking|nags?|nagging|bugs?|bugging|begs?|begging|pesters?|pestering|prompts?|prompting) (?:me |us |you )?(?:to|for) (?:a )?(?:rate|rating|review|leave a review|give (?:it )?(?:a )?(?:rating|review|stars))|(?:rate|rating|review) (?:this app |the app |us )?(?:pop ?ups?|prompts?|requests?|nags?)/u,
  de: /(?:bewertungs?[- ]?(?:popup|pop-up|anfrage|aufforderung)\p{L}*|(?:fragt|bittet|nervt) (?:\p{L}+ ){0,3}(?:nach einer|um eine|zu) bewert)/u,
  fr: /(?:demande|harcele|reclame) (?:\p{L}+ ){0,3}(?:de noter|une note|un avis|d'evaluer)/u,
  es: /(?:pide|pidiendo|insiste en) (?:\p{L}+ ){0,3}(?:calificar|valorar|puntuar|una resena|una calificacion)/u,
  pt: /(?:pede|pedindo|insiste) (?:\p{L}+ ){0,3}(?:avaliar|uma avaliacao|nota)/u,
  it: /(?:chiede|chiedendo) (?:\p{L}+ ){0,3}(?:di valutare|una recensione|una valutazione|di recensire)/u,
}

/** Clauses that only say the app keeps asking for a rating, read as the complaint they are. */
export function settleRateNag(
  raw: readonly { norm: string }[],
  clauses: Clause[],
  facts: readonly ({ cued: boolean; score: number } | undefined)[],
  lang: string,
  faultIn: (norm: string) => boolean,
): void {
  const nag = NAG[lang.slice(0, 2)]
  if (!nag) return
  clauses.forEach((c, i) => {
    const norm = raw[i]?.norm ?? ''
    if (!nag.test(norm) || faultIn(norm.replace(nag, ' '))) return
    if (!c.intents.includes('bug') && c.intents.length > 0) return
    heardAsComplaint(c, facts[i])
  })
}

/** Whether the clauses (folded) say the app keeps asking for a rating. */
export const nagsToRate = (folded: readonly string[], lang: string): boolean => {
  const nag = NAG[lang.slice(0, 2)]
  return nag !== undefined && folded.some((c) => nag.test(c))
}
