import { normalizeForMatch } from '../../topics/normalize'
import type { Cues } from './types'

/**
 * An adjective's other forms, which the lists do not spell out: Italian swaps its last vowel for
 * gender and number ("utile" → "utili", "confusa" → "confusi", "veloce" → "veloci"), where the
 * word-start match of "utile" never finds "utili"; and Italian, Spanish and Portuguese say "very"
 * with "-issimo" ("utilissimi", "rapidísimo", "rapidíssimo"). Each single-word praise or
 * displeasure word of those lists gets those forms, with the same polarity; the lists are built
 * once, at module load.
 */

/** A single lower-case word of letters, the kind an adjective is ("confusa", "veloce"). */
const WORD = /^\p{Ll}{4,}$/u
/**
 * Words that are no adjective: adverbs in "-mente", Italian imperatives ("sistemate", fix it, whose
 * "sistemato" says it is fixed), and verbs and nouns whose other "forms" are other words
 * ("rispetta" → "rispetto a prima", "grazie" → "grazia").
 */
const NOT_ADJECTIVE = /(?:mente|[aei]te|^rispetta|^grazie|^peccato|^evitate)$/u

const SUPERLATIVE: Record<string, string> = { it: 'issim', es: 'isim', pt: 'issim' }

function formsOf(word: string, lang: string): string[] {
  const w = normalizeForMatch(word, lang)
  if (!WORD.test(w) || NOT_ADJECTIVE.test(w) || w.includes('issim') || w.includes('isim')) return []
  const out: string[] = []
  const vowel = /[oaei]$/u.test(w)
  const stem = vowel ? w.slice(0, -1) : w
  // "-issimo" on the stem, matched at the word start, finds all four of its forms.
  const very = SUPERLATIVE[lang]
  if (very && (/[oae]$/u.test(w) || (lang === 'es' && /l$/u.test(w)))) out.push(`${stem}${very}`)
  if (lang === 'it' && vowel) {
    // "-ca"/"-ga" keep their hard sound in the plural: "fantastiche", "lunghe".
    const hard = /[cg]$/u.test(stem)
    for (const end of ['o', 'a', 'i', 'e'])
      out.push(`${stem}${hard && end === 'e' ? 'h' : ''}${end}`)
    if (hard) out.push(`${stem}hi`)
  }
  return out.filter((f) => f !== w)
}

function inflected(list: readonly string[], lang: string): readonly string[] {
  const have = new Set(list.map((p) => normalizeForMatch(p, lang)))
  const added = list.flatMap((p) => formsOf(p, lang)).filter((f) => !have.has(f))
  return added.length === 0 ? list : [...list, ...new Set(added)]
}

/** The lists with their adjectives' other forms, in the languages that inflect them so. */
export function withInflections(lang: string, cues: Cues): Cues {
  if (!(lang in SUPERLATIVE)) return cues
  return {
    ...cues,
    positive: inflected(cues.positive, lang),
    negative: inflected(cues.negative, lang),
  }
}
