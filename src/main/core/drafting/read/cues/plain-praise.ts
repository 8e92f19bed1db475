import type { Cues } from './types'

/**
 * Praise said with no word of quality: what the app saves the reviewer ("scheelt me tijd", "spart
 * mir Zeit", "me ahorra tiempo", "시간 절약") and the slang of each language for "great" ("brutal",
 * "brabo", "una bomba", "رهيب"), and the words that make the app itself the praise ("topapp").
 * Merged into each language's praise cues (see `withPlainPraise`); words a list holds already are
 * left out. Negation is the cue reader's ("bespaart geen tijd").
 */
const PLAIN: Record<string, readonly string[]> = {
  en: [
    'saves me time',
    'saves me so much time',
    'saves me a lot of time',
    'saves me hours',
    'time saver',
    'timesaver',
  ],
  de: [
    'spart mir zeit',
    'spart mir jeden tag zeit',
    'spart mir viel zeit',
    'spart zeit',
    'zeitersparnis',
    'topapp',
    'spitzenapp',
    'spitzen app',
    'granate',
  ],
  fr: [
    'fait gagner du temps',
    'fait gagner un temps',
    'gain de temps',
    'fait gagner beaucoup de temps',
  ],
  es: [
    'me ahorra tiempo',
    'me ahorra mucho tiempo',
    'me ahorra muchísimo tiempo',
    'ahorra tiempo',
    '=brutal',
    'una pasada',
    'la rompe',
    'chingón',
    'chingona',
    'bacán',
    'bacanísimo',
  ],
  pt: [
    'me poupa tempo',
    'me poupa muito tempo',
    'poupa tempo',
    'economiza tempo',
    'me economiza',
    'brabo',
    'braba',
    'sensacional',
    'show de bola',
    'top demais',
  ],
  it: [
    'fa risparmiare tempo',
    'fa risparmiare un sacco di tempo',
    'risparmio tempo',
    'risparmio di tempo',
    'una bomba',
    'spettacolare',
    'uno spettacolo',
    'una figata',
    'figata',
  ],
  nl: [
    'scheelt me tijd',
    'scheelt me echt veel tijd',
    'scheelt me veel tijd',
    'scheelt veel tijd',
    'scheelt tijd',
    'bespaart me tijd',
    'bespaart tijd',
    'bespaart me veel tijd',
    'topapp',
    'toppertje',
    'top app',
    '=dikke app',
  ],
  pl: ['oszczędza czas', 'oszczędza mi czas', 'oszczędza mi mnóstwo czasu', 'petarda', '=kozak'],
  ru: [
    'экономит время',
    'экономит кучу времени',
    'экономит массу времени',
    'экономит много времени',
    'пушка',
    'бомба',
  ],
  uk: ['економить час', 'економить купу часу', 'бомба'],
  tr: ['zaman kazandırıyor', 'zaman kazandırdı', 'vakit kazandırıyor', 'zamandan tasarruf'],
  sv: ['sparar tid', 'sparar mig tid', 'sparar mig massor av tid', 'sparar mycket tid'],
  id: ['hemat waktu', 'menghemat waktu', 'mantul', 'gokil', 'juara'],
  vi: [
    'tiết kiệm thời gian',
    'quá đỉnh',
    'đỉnh quá',
    'đỉnh thật',
    'đỉnh của chóp',
    'xịn xò',
    'xịn quá',
    'quá xịn',
  ],
  ja: ['時間の節約', '時短', '神アプリ', '神ゲー'],
  ko: ['시간 절약', '시간을 절약', '시간 아껴', '시간이 절약', '꿀앱', '갓겜'],
  zh: ['节省时间', '节省了很多时间', '省时间', '省了很多时间', 'yyds', '绝了'],
  'zh-Hant': ['節省時間', '省時間', '省了很多時間', 'yyds', '絕了'],
  hi: ['समय बचाता', 'समय बचाती', 'टाइम बचाता', 'time bachata'],
  ar: ['يوفر وقت', 'يوفر علي وقت', 'يوفر الوقت', 'رهيب', 'رهيبة', 'خرافي', 'خرافية', 'يجنن'],
}

export function withPlainPraise(lang: string, cues: Cues): Cues {
  const more = PLAIN[lang]
  return more ? { ...cues, positive: [...new Set([...cues.positive, ...more])] } : cues
}
