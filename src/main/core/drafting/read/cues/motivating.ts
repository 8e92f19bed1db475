import type { Cues } from './types'

/**
 * Saying the app drives them on: "motivates me", "me motiva", "мотивирует", "동기부여". Praise,
 * though no word of quality is said ("El entrenador de voz me motiva muchísimo"); and beside it
 * Brazilian "demais" is "a lot", no excess ("me motiva demais"). Verb and adjective forms only:
 * "lost my motivation" is a letdown. Merged into each language's praise cues (see
 * `withMotivating`); words a list holds already are left out.
 */
const MOTIVATING: Record<string, readonly string[]> = {
  en: [
    'motivates me',
    'keeps me motivated',
    'so motivating',
    'very motivating',
    'really motivating',
    'motivational',
  ],
  de: ['motiviert mich', 'motivierend'],
  fr: ['me motive', 'motivant', 'motivante'],
  es: ['me motiva', 'motiva mucho', 'motivador', 'motivadora', 'motivante'],
  pt: ['me motiva', 'motiva muito', 'motivador', 'motivadora', 'motivante'],
  it: ['mi motiva', 'motivante'],
  ru: ['мотивирует', 'мотивирующ'],
  uk: ['мотивує', 'мотивуюч'],
  pl: ['motywuje', 'motywując'],
  sv: ['motiverar', 'motiverande'],
  id: ['memotivasi', 'bikin semangat', 'bikin termotivasi', 'jadi semangat'],
  vi: ['tạo động lực', 'có động lực', 'thêm động lực'],
  ja: ['モチベが上が', 'モチベーションが上が', 'やる気が出'],
  ko: ['동기부여', '동기 부여'],
  zh: ['有动力', '很激励', '激励我'],
  'zh-Hant': ['有動力', '很激勵', '激勵我'],
  hi: ['मोटिवेट', 'प्रेरित करता', 'प्रेरित करती'],
  ar: ['يحفزني', 'محفز'],
}

export function withMotivating(lang: string, cues: Cues): Cues {
  const more = MOTIVATING[lang]
  return more ? { ...cues, positive: [...new Set([...cues.positive, ...more])] } : cues
}
