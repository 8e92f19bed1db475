import type { Cues } from './types'

/**
 * Boredom: "boring", "langweilig", "aburrido", "скучно", "つまらない". A game or an app that bores
 * its user is a complaint about it, never praise, though no word of fault is said. Merged into
 * each language's negative cues (see `withDull`); languages whose own lists hold them are left out.
 */
const DULL: Record<string, readonly string[]> = {
  en: [
    'boring',
    'bored',
    'dull',
    'tedious',
    'repetitive',
    'monotonous',
    'bland',
    'gets old',
    'got old',
    'grindy',
  ],
  de: ['langweilig', 'öde', 'eintönig', 'monoton', '=fad', 'wird schnell alt'],
  fr: [
    'ennuyeux',
    'ennuyeuse',
    "je m'ennuie",
    'on s’ennuie',
    "on s'ennuie",
    'lassant',
    'répétitif',
    'répétitive',
    'monotone',
  ],
  es: [
    'aburrido',
    'aburrida',
    'me aburre',
    'aburre',
    'repetitivo',
    'repetitiva',
    'monótono',
    'monótona',
    'tedioso',
  ],
  pt: ['entediante', 'tedioso', 'repetitivo', 'repetitiva', 'monótono', 'monótona', 'enjoativo'],
  it: [
    'noioso',
    'noiosa',
    'noiosi',
    'che noia',
    'ripetitivo',
    'ripetitiva',
    'monotono',
    'monotona',
  ],
  nl: ['saai', 'eentonig', 'langdradig'],
  pl: ['nudn', 'monotonn', 'powtarzaln'],
  ru: ['скучн', 'скука', 'нудн', 'однообразн', 'монотонн'],
  uk: ['нудн', 'нудьга', 'одноманітн', 'монотонн'],
  sv: ['tråkig', 'långtråkig', 'enformig'],
  tr: ['monoton', 'tekdüze'],
  id: ['bosenin', 'bikin bosan'],
  vi: ['nhàm chán', 'nhàm', 'chán ngắt'],
  ja: ['退屈', 'つまらない', 'つまらん', '飽きた', '飽きる', '単調'],
}

/** A language's cues with its words of boredom added to its negative cues. */
export function withDull(lang: string, cues: Cues): Cues {
  const dull = DULL[lang]
  return dull ? { ...cues, negative: [...new Set([...cues.negative, ...dull])] } : cues
}
