import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { ja } from './ja'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import { ru } from './ru'
import { tr } from './tr'
import type { Labelled } from './types'

/** The labelled corpus, by language. */
export const CORPUS: Record<string, readonly Labelled[]> = { de, en, es, fr, it, ja, nl, pl, pt, ru, tr }

/** The App Store territory each language's reviews come from (a hint for short texts). */
export const TERRITORY: Record<string, string> = {
  en: 'USA', de: 'DEU', fr: 'FRA', es: 'ESP', pt: 'BRA', it: 'ITA', nl: 'NLD', pl: 'POL', tr: 'TUR', ja: 'JPN', ru: 'RUS', ko: 'KOR', zh: 'CHN', sv: 'SWE',
}
