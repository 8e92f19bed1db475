import type { Intent } from './types'

/**
 * "Ran 5k and the app says 3km", "Bin 10 km gelaufen, die App zeigt 7 km an", "chạy 5km mà app
 * ghi có 3km": the distance run, then a different one the app reports, is the distance measured
 * wrong, though no word says "wrong". Read on the lower-cased text, every language at once; the
 * lists are compiled once.
 */

/** A distance figure: "5k", "3.2 km", "6 miles", "10 км", "10公里", "5キロ". */
const FIGURE =
  /(\d+(?:[.,]\d+)?)\s*(?:k|km|kms|mi|miles?|kilomet\p{L}*|км|кілометр\p{L}*|километр\p{L}*|كم|किमी|公里|キロ|킬로)(?![\p{L}\p{N}])/gu

const HAS_FIGURE = new RegExp(FIGURE.source, 'u')

/** A word of the app reporting a figure: "says", "zeigt", "affiche", "ghi", "показывает", "显示". */
const REPORTS =
  /(?<!\p{L})(?:says?|said|shows?|showed|showing|recorded|records|logged|logs|tracked|tracks|measured|gave me|counted|reads|only|zeigt\p{L}*|aufgezeichnet|gemessen|angezeigt|erfasst|nur|affiche\p{L}*|indique\p{L}*|enregistr\p{L}*|mesur\p{L}*|seulement|muestra\p{L}*|marca\p{L}*|registr\p{L}*|solo|sólo|mostra\p{L}*|mediu|só|segna\p{L}*|toont|registreer\p{L}*|zegt|pokazuje|pokazał\p{L}*|zapisał\p{L}*|tylko|показыва\p{L}*|показал\p{L}*|записал\p{L}*|насчитал\p{L}*|только|пишет|показу\p{L}*|показав|записав|лише|тільки|gösteri\p{L}*|kaydetti|sadece|visar|visade|bara|menunjukkan|tercatat|mencatat|nunjukin|cuma|hanya|ghi|hiện|báo|chỉ|يظهر|يسجل|سجل|فقط|दिखा\p{L}*|रिकॉर्ड|सिर्फ)(?!\p{L})|表示|記録|計測|しか|기록|표시|나와|밖에|显示|记录|只有|只记/u

/** Whether the text gives a distance and then, reported, a different one. */
export function distanceMisread(text: string): boolean {
  const lower = text.toLowerCase()
  const figures = [...lower.matchAll(FIGURE)]
  const first = figures[0]
  if (!first) return false
  const value = (m: RegExpMatchArray) => Number((m[1] ?? '').replace(',', '.'))
  return figures.slice(1).some((m) => {
    const between = lower.slice(first.index + first[0].length, m.index)
    return value(m) !== value(first) && REPORTS.test(between)
  })
}

interface Facts {
  score: number
  intents: Set<Intent>
  cued: boolean
}

/**
 * A sentence that gives the distance run and a different one the app reports is a fault, marked
 * on each clause holding a figure ("Bin 10 km gelaufen, | die App zeigt 7 km an"), so the fault
 * holds both and the reply can tell which measure is wrong.
 */
export function markDistanceMisread(
  raw: readonly { text: string; sentence: number }[],
  facts: Facts[],
): void {
  const sentences = new Map<number, number[]>()
  raw.forEach((c, i) => sentences.set(c.sentence, [...(sentences.get(c.sentence) ?? []), i]))
  for (const members of sentences.values()) {
    const text = members.map((i) => raw[i]?.text ?? '').join(' , ')
    if (!distanceMisread(text)) continue
    for (const i of members) {
      const f = facts[i]
      if (!f || f.intents.has('bug') || !HAS_FIGURE.test(raw[i]?.text.toLowerCase() ?? '')) continue
      f.score = Math.min(f.score, -1)
      f.cued = true
      f.intents.delete('praise')
      f.intents.add('bug')
    }
  }
}
