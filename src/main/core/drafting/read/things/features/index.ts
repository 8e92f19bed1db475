import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { nl } from './nl'
import { pt } from './pt'
import type { FeatureBook } from './types'

/** Feature words per language (see types.ts). */
export const FEATURES: Record<string, FeatureBook> = { en, de, fr, es, pt, it, nl }
